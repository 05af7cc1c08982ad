// Reads a pack folder from disk into the in-memory file map the loader takes.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PackFiles } from '../load/types.ts';

// Folders never worth reading: tool state, not content.
const SKIP = new Set(['node_modules', '.git', '.nx', 'dist']);
// ignoreBOM keeps a byte-order mark in the text, for the loader to warn about.
const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Reads every JSON file of a pack folder: `{ root: dir, files: { "rooms/acid.json": text } }`. */
export async function readPackFolder(dir: string): Promise<{ root: string; files: PackFiles }> {
  // The folders are listed first and the files then read all at once: a pack of hundreds of small
  // files read one after another waits for each read's round trip to the file system in turn.
  const names: string[] = [];
  const walk = async (sub: string): Promise<void> => {
    const entries = await readdir(path.join(dir, sub), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(rel);
      else if (entry.isFile() && entry.name.endsWith('.json')) names.push(rel);
    }
  };
  await walk('');
  const contents = await Promise.all(names.map((rel) => readFile(path.join(dir, rel))));
  const files: PackFiles = {};
  names.forEach((rel, i) => {
    const bytes = contents[i] as Buffer;
    // Text when it is valid UTF-8; the bytes otherwise, so the loader reports where it is not.
    try {
      files[rel] = strict.decode(bytes);
    } catch {
      files[rel] = new Uint8Array(bytes);
    }
  });
  return { root: dir, files };
}
