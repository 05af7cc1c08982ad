// Reads a zipped pack into the in-memory file map the loader takes. A zip may
// hold the pack at its top level or inside one folder. A zip is untrusted: every
// entry's path passes the shared path rule, duplicates are refused, and sizes
// are counted while inflating (a zip's declared sizes can lie), so a zip bomb
// stops at the limit instead of filling memory. Any refusal returns nothing.
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { checkPackId, checkPackPath, printable } from './safe-paths.ts';
import type { PackFiles } from './types.ts';

/** How much a zip may unpack to. */
export interface ZipLimits {
  /** Most entries (files). */
  files: number;
  /** Most bytes unpacked, all entries together. */
  bytes: number;
  /** Most bytes of one entry. */
  fileBytes: number;
}

/** The default limits: generous for a pack of JSON and a few images. */
export const ZIP_LIMITS: ZipLimits = { files: 2000, bytes: 64 * 1024 * 1024, fileBytes: 16 * 1024 * 1024 };

/** Entries zip tools add that are not part of a pack: skipped, not refused. */
const isToolLitter = (name: string) =>
  name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)\.DS_Store$/.test(name);

/** Unzips untrusted bytes entry by entry; returns the entries or why they are refused. */
export function unzipSafely(
  bytes: Uint8Array,
  limits: ZipLimits = ZIP_LIMITS,
): { entries: Record<string, Uint8Array> } | { error: string } {
  const entries: Record<string, Uint8Array> = Object.create(null) as Record<string, Uint8Array>;
  let total = 0;
  let count = 0;
  let refused: string | null = null;
  const unzip = new Unzip((file) => {
    if (refused !== null) return;
    const name = file.name;
    if (isToolLitter(name)) return;
    const problem = checkPackPath(name);
    if (problem) {
      refused = `refused entry ${problem}`;
      return;
    }
    if (name in entries) {
      refused = `refused: the zip holds "${printable(name)}" twice`;
      return;
    }
    if (++count > limits.files) {
      refused = `refused: the zip holds more than ${limits.files} files`;
      return;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, data, final) => {
      if (refused !== null) return;
      if (error) {
        refused = `not a readable zip: ${error.message}`;
        return;
      }
      size += data.length;
      total += data.length;
      if (size > limits.fileBytes)
        refused = `refused: "${printable(name)}" unpacks to more than ${limits.fileBytes} bytes`;
      else if (total > limits.bytes) refused = `refused: the zip unpacks to more than ${limits.bytes} bytes`;
      if (refused !== null) {
        file.terminate();
        return;
      }
      chunks.push(data);
      if (final) entries[name] = concat(chunks, size);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    // Fed in slices so that a refusal stops the work early.
    const step = 64 * 1024;
    for (let at = 0; at < bytes.length && refused === null; at += step)
      unzip.push(bytes.subarray(at, at + step), at + step >= bytes.length);
    if (bytes.length === 0) unzip.push(bytes, true);
  } catch (error) {
    if (refused === null) refused = `not a readable zip: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (refused !== null) return { error: refused };
  return { entries };
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The folder a pack sits in inside a zip ("" at the top), or null without a pack.json. */
export function packPrefix(names: string[]): string | null {
  const manifest = names
    .filter((n) => n === 'pack.json' || /^[^/]+\/pack\.json$/.test(n))
    .sort((a, b) => a.length - b.length)[0];
  return manifest === undefined ? null : manifest.slice(0, -'pack.json'.length);
}

/** The pack id pack.json declares, if it can be read. */
export function declaredPackId(manifest: Uint8Array | undefined): unknown {
  if (!manifest) return undefined;
  try {
    const value = JSON.parse(new TextDecoder().decode(manifest)) as unknown;
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)['id'] : undefined;
  } catch {
    return undefined; // the loader reports a broken pack.json with its position
  }
}

/** Unzips a pack; returns a diagnostic (never throws) when the bytes are not a usable or safe zip. */
export function readPackZip(
  bytes: Uint8Array,
  name = 'pack.zip',
  limits: ZipLimits = ZIP_LIMITS,
): { root: string; files: PackFiles } | Diagnostic {
  const fail = (message: string, hint?: string): Diagnostic => ({
    file: name,
    pointer: '',
    line: 1,
    column: 1,
    severity: 'error',
    message,
    ...(hint ? { hint } : {}),
  });
  // A zip starts with a local file header (or, when empty, the end-of-directory record).
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5)))
    return fail('not a readable zip: it does not start like one');
  const read = unzipSafely(bytes, limits);
  if ('error' in read) return fail(read.error);
  const names = Object.keys(read.entries);
  const prefix = packPrefix(names);
  if (prefix === null)
    return fail('no pack.json in the zip', 'put pack.json at the top of the zip or inside one folder');
  const id = declaredPackId(read.entries[`${prefix}pack.json`]);
  const idProblem = id === undefined ? null : checkPackId(id);
  if (idProblem) return fail(`refused: ${idProblem}`);
  const files: PackFiles = {};
  for (const entryName of names) {
    const data = read.entries[entryName];
    if (data && entryName.startsWith(prefix)) files[entryName.slice(prefix.length)] = data;
  }
  return { root: name, files };
}
