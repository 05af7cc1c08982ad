// Picks a pack's content files out of its file map and decodes them to text.
// Only pack.json and *.json inside sub-folders are content (contracts.md §2).
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PackInput } from './types.ts';
import { checkPackPath, printable } from './safe-paths.ts';

/** One content file as text, with the path diagnostics show. */
export interface TextFile {
  /** Path inside the pack, e.g. "rooms/acid.json". */
  path: string;
  /** Path shown in diagnostics, e.g. "content/room25/rooms/acid.json". */
  file: string;
  text: string;
}

/** The path diagnostics show for a file of a pack. */
export function displayPath(root: string, path: string): string {
  return inDisplayBase(displayBase(root), path);
}

/** What diagnostics show a pack's root as: without its trailing slashes. */
function displayBase(root: string): string {
  return root.replace(/[\\/]+$/, '');
}

/** A pack file's path as diagnostics show it, under the pack's display base. */
function inDisplayBase(base: string, path: string): string {
  return base ? `${base}/${path}` : path;
}

function normalise(path: string): string {
  // Most paths need nothing: spare them the three patterns (every file of every load comes here).
  const first = path.charCodeAt(0);
  if (first !== 46 && first !== 47 && !path.includes('\\')) return path;
  return path
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/^\/+/, '');
}

function isContent(path: string): boolean {
  const parts = path.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..' || p.startsWith('.') || p === 'node_modules')) return false;
  return parts.length > 1 && path.endsWith('.json');
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Where the first byte that is not valid UTF-8 sits: its line and column (columns count characters). */
export function invalidUtf8At(bytes: Uint8Array): { offset: number; line: number; column: number } | null {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    const need =
      b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    let ok = need >= 0 && i + need < bytes.length + (need === 0 ? 1 : 0);
    for (let k = 1; ok && k <= need; k++) ok = ((bytes[i + k] ?? 0) & 0xc0) === 0x80;
    // Overlong forms, surrogates and code points past U+10FFFF.
    const second = bytes[i + 1] ?? 0;
    if (ok && b === 0xe0) ok = second >= 0xa0;
    if (ok && b === 0xed) ok = second < 0xa0;
    if (ok && b === 0xf0) ok = second >= 0x90;
    if (ok && b === 0xf4) ok = second < 0x90;
    if (!ok) {
      const before = decoder.decode(bytes.subarray(0, i));
      const lines = before.split(/\r\n|\r|\n/);
      return { offset: i, line: lines.length, column: [...(lines[lines.length - 1] ?? '')].length + 1 };
    }
    i += need + 1;
  }
  return null;
}

const BOM = '\uFEFF';

/** The manifest and content files of a pack as text; undecodable files and unsafe paths become diagnostics. */
export function contentFiles(input: PackInput): {
  manifest?: TextFile;
  content: TextFile[];
  diagnostics: Diagnostic[];
} {
  const diagnostics: Diagnostic[] = [];
  const content: TextFile[] = [];
  let manifest: TextFile | undefined;
  // displayPath's base, worked out once per pack rather than per file.
  const base = displayBase(input.root);
  const report = (
    file: string,
    message: string,
    at: { line: number; column: number },
    severity: Diagnostic['severity'] = 'error',
    hint?: string,
  ) =>
    diagnostics.push({
      file,
      pointer: '',
      line: at.line,
      column: at.column,
      severity,
      message,
      ...(hint ? { hint } : {}),
    });
  const files = input.files;
  for (const raw in files) {
    if (!Object.prototype.hasOwnProperty.call(files, raw)) continue;
    const data = files[raw] as string | Uint8Array;
    const path = normalise(raw);
    // The loader takes "./" and backslashes as the OS gives them; a path that climbs out, a NUL or a
    // drive letter is refused. The extension rule is for imports: here other files are just not content.
    const unsafe = checkPackPath(path);
    if (unsafe && !unsafe.includes('neither JSON nor an asset')) {
      report(displayPath(input.root, printable(path)), `file name refused: ${unsafe}`, { line: 1, column: 1 });
      continue;
    }
    const isManifest = path === 'pack.json';
    if (!isManifest && !isContent(path)) continue;
    const file = inDisplayBase(base, path);
    let text: string;
    if (typeof data === 'string') text = data;
    else {
      const bad = invalidUtf8At(data);
      if (bad) {
        report(
          file,
          `invalid UTF-8 (byte 0x${(data[bad.offset] ?? 0).toString(16).padStart(2, '0')} at offset ${bad.offset})`,
          bad,
          'error',
          'save the file as UTF-8',
        );
        continue;
      }
      text = decoder.decode(data);
    }
    if (text.startsWith(BOM)) {
      report(
        file,
        'the file starts with a byte-order mark; it is ignored',
        { line: 1, column: 1 },
        'warning',
        'save the file as UTF-8 without BOM',
      );
      text = text.slice(1);
    }
    if (isManifest) manifest = { path, file, text };
    else content.push({ path, file, text });
  }
  content.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { ...(manifest ? { manifest } : {}), content, diagnostics };
}
