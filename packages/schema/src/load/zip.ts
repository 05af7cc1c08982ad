// Reads a zipped pack into the in-memory file map the loader takes. A zip may
// hold the pack at its top level or inside one folder.
import { unzipSync } from 'fflate';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PackFiles } from './types.ts';

/** Unzips a pack; returns a diagnostic (never throws) when the bytes are not a usable zip. */
export function readPackZip(bytes: Uint8Array, name = 'pack.zip'): { root: string; files: PackFiles } | Diagnostic {
  const fail = (message: string, hint?: string): Diagnostic => ({
    file: name,
    pointer: '',
    line: 1,
    column: 1,
    severity: 'error',
    message,
    ...(hint ? { hint } : {}),
  });
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: (f) => !f.name.endsWith('/') && f.originalSize < 16 * 1024 * 1024 });
  } catch (error) {
    return fail(`not a readable zip: ${error instanceof Error ? error.message : String(error)}`);
  }
  const names = Object.keys(entries);
  const manifest = names
    .filter((n) => n === 'pack.json' || /^[^/]+\/pack\.json$/.test(n))
    .sort((a, b) => a.length - b.length)[0];
  if (!manifest) return fail('no pack.json in the zip', 'put pack.json at the top of the zip or inside one folder');
  const prefix = manifest.slice(0, -'pack.json'.length);
  const files: PackFiles = {};
  for (const entryName of names) {
    const data = entries[entryName];
    if (data && entryName.startsWith(prefix)) files[entryName.slice(prefix.length)] = data;
  }
  return { root: name, files };
}
