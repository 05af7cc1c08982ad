// Reads pack folders from disk and loads them (parse, validate, link) with
// the schema package. Diagnostics come back formatted like a compiler's, with
// paths relative to the working directory.
import { compareDiagnostics, formatDiagnostic, loadPacks, type LoadedPack, type PackInput } from '@roomsmith/schema';
import { ENGINE_VERSION } from '@roomsmith/engine';
import { readPackInputs } from './read-folders.ts';

/** The loaded packs, or the formatted errors that stopped the load. */
export type ReadOutcome = { ok: true; packs: LoadedPack[] } | { ok: false; diagnostics: string[] };

/** Reads and loads the packs in `dirs`; fails on any error-level diagnostic or unreadable folder. */
export async function readPacks(dirs: readonly string[], cwd: string): Promise<ReadOutcome> {
  const read = await readPackInputs(dirs, cwd);
  return read.ok ? checkInputs(read.inputs) : read;
}

/** Loads packs read already; fails on any error-level diagnostic. */
export function checkInputs(inputs: readonly PackInput[]): ReadOutcome {
  const { packs, diagnostics } = loadPacks(inputs, { engineVersion: ENGINE_VERSION });
  const errors = diagnostics.filter((d) => d.severity === 'error').sort(compareDiagnostics);
  return errors.length ? { ok: false, diagnostics: errors.map(formatDiagnostic) } : { ok: true, packs };
}
