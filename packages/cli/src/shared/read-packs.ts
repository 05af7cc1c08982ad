// Reads pack folders from disk and loads them (parse, validate, link) with
// the schema package. Diagnostics come back formatted like a compiler's, with
// paths relative to the working directory.
import path from 'node:path';
import { compareDiagnostics, formatDiagnostic, loadPacks, type LoadedPack } from '@roomsmith/schema';
import { readPackFolder } from '@roomsmith/schema/node';
import { ENGINE_VERSION } from '@roomsmith/engine';

/** The loaded packs, or the formatted errors that stopped the load. */
export type ReadOutcome = { ok: true; packs: LoadedPack[] } | { ok: false; diagnostics: string[] };

/** Reads and loads the packs in `dirs`; fails on any error-level diagnostic or unreadable folder. */
export async function readPacks(dirs: readonly string[], cwd: string): Promise<ReadOutcome> {
  const inputs = [];
  for (const dir of dirs) {
    const full = path.resolve(cwd, dir);
    try {
      const input = await readPackFolder(full);
      inputs.push({ ...input, root: path.relative(cwd, full) || '.' });
    } catch (error) {
      return {
        ok: false,
        diagnostics: [
          `${dir}: cannot read the pack folder (${error instanceof Error ? error.message : String(error)})`,
        ],
      };
    }
  }
  const { packs, diagnostics } = loadPacks(inputs, { engineVersion: ENGINE_VERSION });
  const errors = diagnostics.filter((d) => d.severity === 'error').sort(compareDiagnostics);
  return errors.length ? { ok: false, diagnostics: errors.map(formatDiagnostic) } : { ok: true, packs };
}
