// Picks a pack's content files out of its file map and decodes them to text.
// Only pack.json and *.json inside sub-folders are content (contracts.md §2).
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PackInput } from './types.ts';

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
  const base = root.replace(/[\\/]+$/, '');
  return base ? `${base}/${path}` : path;
}

function normalise(path: string): string {
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

const decoder = new TextDecoder('utf-8', { fatal: true });

/** The manifest and content files of a pack as text; undecodable files become diagnostics. */
export function contentFiles(input: PackInput): {
  manifest?: TextFile;
  content: TextFile[];
  diagnostics: Diagnostic[];
} {
  const diagnostics: Diagnostic[] = [];
  const content: TextFile[] = [];
  let manifest: TextFile | undefined;
  for (const [raw, data] of Object.entries(input.files)) {
    const path = normalise(raw);
    const isManifest = path === 'pack.json';
    if (!isManifest && !isContent(path)) continue;
    const file = displayPath(input.root, path);
    let text: string;
    if (typeof data === 'string') text = data;
    else {
      try {
        text = decoder.decode(data);
      } catch {
        diagnostics.push({
          file,
          pointer: '',
          line: 1,
          column: 1,
          severity: 'error',
          message: 'file is not valid UTF-8 text',
        });
        continue;
      }
    }
    if (isManifest) manifest = { path, file, text };
    else content.push({ path, file, text });
  }
  content.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { ...(manifest ? { manifest } : {}), content, diagnostics };
}
