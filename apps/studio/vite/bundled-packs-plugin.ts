// Serves the packs under content/ to the studio as a virtual module, read at
// build time: every pack's pack.json and the JSON files in its sub-folders.
// Packs are data, so they travel as text and are parsed by the studio's loader.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:roomsmith/bundled-packs';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

/** One bundled pack: its folder name and its files as text, keyed by relative path. */
export interface BundledPackSource {
  folder: string;
  files: Record<string, string>;
}

function collectJson(root: string, dir: string, into: Record<string, string>): void {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) collectJson(root, full, into);
    else if (name.endsWith('.json'))
      into[path.relative(root, full).split(path.sep).join('/')] = readFileSync(full, 'utf8');
  }
}

/** Reads every pack folder (one with a pack.json) under `contentDir`. */
export function readBundledPacks(contentDir: string): BundledPackSource[] {
  if (!existsSync(contentDir)) return [];
  return readdirSync(contentDir)
    .sort()
    .filter((folder) => existsSync(path.join(contentDir, folder, 'pack.json')))
    .map((folder) => {
      const root = path.join(contentDir, folder);
      const files: Record<string, string> = { 'pack.json': readFileSync(path.join(root, 'pack.json'), 'utf8') };
      for (const entry of readdirSync(root).sort()) {
        const full = path.join(root, entry);
        if (statSync(full).isDirectory()) collectJson(root, full, files);
      }
      return { folder, files };
    });
}

/** The Vite plugin: `import packs from 'virtual:roomsmith/bundled-packs'`. */
export function bundledPacks(contentDir: string): Plugin {
  return {
    name: 'roomsmith-bundled-packs',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const packs = readBundledPacks(contentDir);
      for (const pack of packs) {
        for (const file of Object.keys(pack.files)) this.addWatchFile(path.join(contentDir, pack.folder, file));
      }
      return `export default ${JSON.stringify(packs)};`;
    },
  };
}
