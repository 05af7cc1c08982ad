// The studio's view of a pack: its files as text, keyed by path relative to
// the pack folder. Bundled packs are read-only; the author's packs are not.
import { ID_PATTERN } from '@roomsmith/schema';

/** One pack in the workspace. */
export interface Pack {
  /** The pack's id (from pack.json when it was created or imported). */
  id: string;
  /** The folder name the loader sees it under. */
  root: string;
  /** Relative path → file text. */
  files: Record<string, string>;
  readOnly: boolean;
}

/** Where a file lives: its pack and its path inside it. */
export interface FileRef {
  packId: string;
  path: string;
}

/** Whether `id` is a valid pack or entity id (kebab-case): the loader's and the zip import's rule. */
export function isValidId(id: string): boolean {
  return ID_PATTERN.test(id);
}

/** The largest file the studio saves: content packs are small, and validating a bigger file froze the page. */
export const MAX_FILE_BYTES = 1024 * 1024;

/**
 * `bytes` (over the limit) and the limit, as a refusal says them: in MB to one decimal, unless both
 * round to the same text ("would be 1.0 MB; files over 1.0 MB …" reads as a contradiction), then in
 * bytes.
 */
export function sizeAgainstLimit(bytes: number): { size: string; limit: string } {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  if (mb(bytes) !== mb(MAX_FILE_BYTES)) return { size: mb(bytes), limit: mb(MAX_FILE_BYTES) };
  const exact = (n: number) => `${n.toLocaleString('en-GB')} bytes`;
  return { size: exact(bytes), limit: `${exact(MAX_FILE_BYTES)} (${mb(MAX_FILE_BYTES)})` };
}

/** Why a file's text is too large to save, or null when it is not. */
export function checkFileSize(path: string, text: string): string | null {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes <= MAX_FILE_BYTES) return null;
  const { size, limit } = sizeAgainstLimit(bytes);
  return `${path} is ${size}: files over ${limit} are not saved. Split the content into several files.`;
}

/**
 * What a paste that makes a file `length` UTF-16 units long needs, decided without reading the text:
 * it fits (each unit is at most 3 bytes in UTF-8), it is too large (each unit is at least 1 byte), or
 * its bytes must be counted (in a worker, off the UI thread).
 */
export function pasteVerdict(length: number): 'fits' | 'measure' | 'too-large' {
  if (length > MAX_FILE_BYTES) return 'too-large';
  return length * 3 <= MAX_FILE_BYTES ? 'fits' : 'measure';
}

/** The message for a paste refused because it would make `path` `bytes` long (`atLeast`: a lower bound). */
export function pasteRefusal(path: string, bytes: number, atLeast = false): string {
  const { size, limit } = sizeAgainstLimit(bytes);
  return `Paste refused: ${path} would be ${atLeast ? 'at least ' : ''}${size}; files over ${limit} are not saved. Nothing changed.`;
}

/** The message for a typed or form edit refused because it would make `path` `bytes` long (`atLeast`: a lower bound). */
export function editRefusal(path: string, bytes: number, atLeast = false): string {
  const { size, limit } = sizeAgainstLimit(bytes);
  return `Edit refused: ${path} would be ${atLeast ? 'at least ' : ''}${size}; files over ${limit} are not saved. The file keeps its last saved text.`;
}

/** Checks a new file path: relative, in a sub-folder (only those hold content), ending in .json. */
export function checkFilePath(path: string): string | null {
  if (!path.endsWith('.json')) return 'A content file ends in .json.';
  if (path.startsWith('/') || path.split('/').some((part) => part === '' || part === '.' || part === '..'))
    return 'Use a relative path such as rooms/acid-bath.json.';
  if (path !== 'pack.json' && !path.includes('/'))
    return 'Content files live in a folder, e.g. rooms/acid-bath.json (only pack.json sits at the top).';
  return null;
}

/** Paths of a pack in a stable order: pack.json first, then alphabetical. */
export function sortedPaths(files: Record<string, string>): string[] {
  return Object.keys(files).sort((a, b) => {
    if (a === 'pack.json') return -1;
    if (b === 'pack.json') return 1;
    return a < b ? -1 : a > b ? 1 : 0;
  });
}

/** An id not yet taken by any of `taken`, derived from `id` (`id-2`, `id-3`, …). */
export function freeId(id: string, taken: ReadonlySet<string>): string {
  if (!taken.has(id)) return id;
  for (let n = 2; ; n += 1) if (!taken.has(`${id}-${n}`)) return `${id}-${n}`;
}
