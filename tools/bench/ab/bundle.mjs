// What ab.mjs and hashes.mjs share: bundling one of this folder's entries from another tree (a
// checkout made by tree.sh) with esbuild, as the engine README's profiles do, and loading it.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Files this folder's entries import, copied into an older tree along with the entry. */
const SHARED = ['../floor-mode.ts'];

/** Bundles `entry` (a file of this folder) as found in `tree`, imports it and calls its `setup(root)`. */
export async function bundleFrom(tree, entry, name) {
  const root = path.resolve(tree);
  const dir = path.join(root, 'tools/bench/ab');
  mkdirSync(dir, { recursive: true });
  for (const file of [entry, ...SHARED]) {
    const to = path.resolve(dir, file);
    const from = path.resolve(here, file);
    if (from !== to && existsSync(from)) copyFileSync(from, to);
  }
  // Under node_modules, where neither git nor the linters look.
  const outfile = path.join(root, 'node_modules/.cache/roomsmith-ab', `${name}.mjs`);
  await build({
    entryPoints: [path.join(dir, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    mainFields: ['module', 'main'],
    conditions: ['@roomsmith/source'],
    outfile,
    logLevel: 'warning',
    banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
  });
  return (await import(pathToFileURL(outfile).href)).setup(root);
}
