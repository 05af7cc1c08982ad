// Pack zips: export writes a bundle (the format `roomsmith pack` writes and
// `roomsmith install` checks: the files plus a manifest of SHA-256 digests,
// the same bytes for the same pack). Import takes a bundle, whose digests must
// all match, or a plain zip of a pack folder, with pack.json at the top or
// inside one top-level folder (how most zip tools archive a folder).
import { strFromU8 } from 'fflate';
import { BUNDLE_MANIFEST, buildBundle, checkPackId, packPrefix, readBundle, unzipSafely } from '@roomsmith/schema';
import { bundleFiles, imageDataUrl, imageProblem, isImagePath } from '../workspace/assets.ts';
import { readManifest } from '../workspace/manifest.ts';
import type { Pack } from '../workspace/pack.ts';
import { checkFileSize } from '../workspace/pack.ts';

/** The bundle bytes of a pack, or why pack.json does not allow one yet. */
export function packToZip(pack: Pack): { ok: true; bytes: Uint8Array } | { ok: false; error: string } {
  // Images travel as their bytes (the studio keeps them as data: URLs).
  const built = buildBundle(bundleFiles(pack.files));
  return built.ok ? { ok: true, bytes: built.bytes } : { ok: false, error: `Export refused: ${built.error}.` };
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
  let entries = read.entries;
  if (BUNDLE_MANIFEST in entries) {
    // A bundle: every file must match its digest, or nothing is imported.
    const bundle = readBundle(bytes);
    if (!bundle.ok) return { ok: false, error: `Import refused, nothing was written: ${bundle.error}.` };
    entries = bundle.files;
  }
  const names = Object.keys(entries);
  const prefix = packPrefix(names);
  if (prefix === null) return { ok: false, error: 'The zip holds no pack.json at its top level.' };
  const files: Record<string, string> = {};
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const path = name.slice(prefix.length);
    if (path.includes('/') && isImagePath(path)) {
      // An image asset (an enigma card's picture): kept as a data: URL, within the size limit.
      const bytes = entries[name] ?? new Uint8Array();
      const problem = imageProblem(path, bytes);
      if (problem) return { ok: false, error: `Import refused, nothing was written: ${problem}` };
      files[path] = imageDataUrl(bytes);
      continue;
    }
    if (!name.endsWith('.json')) continue;
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
