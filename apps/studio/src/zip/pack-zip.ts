// Pack zips: export writes pack.json first, then every file in path order,
// all with the same timestamp, so exporting the same pack twice gives the
// same bytes. Import accepts pack.json at the top of the zip or inside one
// top-level folder (how most zip tools archive a folder).
import { strFromU8, strToU8, zipSync, type Zippable } from 'fflate';
import { checkPackId, packPrefix, unzipSafely } from '@roomsmith/schema';
import { readManifest } from '../workspace/manifest.ts';
import type { Pack } from '../workspace/pack.ts';
import { checkFileSize, sortedPaths } from '../workspace/pack.ts';

// The earliest time a zip can hold; a constant keeps exports reproducible.
const EPOCH = new Date(1980, 0, 1, 0, 0, 0);

/** The zip bytes of a pack. */
export function packToZip(pack: Pack): Uint8Array {
  const entries: Zippable = {};
  for (const path of sortedPaths(pack.files)) entries[path] = [strToU8(pack.files[path] ?? ''), { mtime: EPOCH }];
  return zipSync(entries, { level: 6, mtime: EPOCH });
}

/** The file name a pack is exported under. */
export function zipName(pack: Pack): string {
  const version = readManifest(pack.files['pack.json'])?.version;
  return `${pack.id}${version ? `-${version}` : ''}.zip`;
}

/** What reading a zip gives: a pack to add, or why it cannot be one. */
export type ZipReadResult = { ok: true; pack: Pack } | { ok: false; error: string };

/**
 * Reads a pack zip into an editable pack (its id from pack.json). The zip is
 * untrusted: its entries pass the same path rule as the loader's, sizes are
 * checked while inflating, and a pack id the New pack dialog would refuse is
 * refused here too. A refusal returns an error and nothing else.
 */
export function packFromZip(bytes: Uint8Array, fallbackName = 'imported'): ZipReadResult {
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b))
    return { ok: false, error: 'This is not a readable zip file (it does not start like one).' };
  const read = unzipSafely(bytes);
  if ('error' in read) {
    const error = read.error.replace(/^refused:? ?/, '');
    return { ok: false, error: `Import refused, nothing was written: ${error}.` };
  }
  const entries = read.entries;
  const names = Object.keys(entries);
  const prefix = packPrefix(names);
  if (prefix === null) return { ok: false, error: 'The zip holds no pack.json at its top level.' };
  const files: Record<string, string> = {};
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.json')) continue;
    const path = name.slice(prefix.length);
    if (path !== 'pack.json' && !path.includes('/')) continue; // top-level files other than pack.json are not content
    const text = strFromU8(entries[name] ?? new Uint8Array());
    const tooLarge = checkFileSize(path, text);
    if (tooLarge) return { ok: false, error: `Import refused, nothing was written: ${tooLarge}` };
    files[path] = text;
  }
  const id = readManifest(files['pack.json'])?.id || prefix.replace(/\/$/, '') || fallbackName;
  const idProblem = checkPackId(id);
  if (idProblem) return { ok: false, error: `Import refused, nothing was written: ${idProblem}.` };
  return { ok: true, pack: { id, root: id, files, readOnly: false } };
}
