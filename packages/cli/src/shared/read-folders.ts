// Reads pack folders from disk into the inputs the loader takes, with each
// pack's root relative to the working directory (as diagnostics show it).
// Kept apart from read-packs.ts so that a command whose packs come from the
// checked-packs cache does not load the loader and its validators at all.
import path from 'node:path';
import type { PackInput } from '@roomsmith/schema';
import { readPackFolder } from '@roomsmith/schema/node';

/** The folders' files, or why one could not be read. */
export type FoldersRead = { ok: true; inputs: PackInput[] } | { ok: false; diagnostics: string[] };

/** Reads the pack folders in `dirs` (resolved against `cwd`). */
export async function readPackInputs(dirs: readonly string[], cwd: string): Promise<FoldersRead> {
  const inputs: PackInput[] = [];
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
  return { ok: true, inputs };
}
