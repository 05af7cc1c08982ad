// node tools/bench/ab/hashes.mjs <treeA> <treeB> [games]: plays the same random games (seeds 0 to
// games-1 of ten modes over the four shipped packs) through both trees' engines and compares final
// state hashes and decision counts. Exit 1 and the first differences when they disagree. An engine
// change that is only about speed must leave every line equal.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const [a, b, games = '100'] = process.argv.slice(2);
if (!a || !b) {
  console.log('usage: node tools/bench/ab/hashes.mjs <treeA> <treeB> [games]');
  process.exit(2);
}
async function bundle(tree, name) {
  const root = path.resolve(tree);
  mkdirSync(path.join(root, 'tools/bench/ab'), { recursive: true });
  const entry = path.join(root, 'tools/bench/ab/hashes-entry.ts');
  if (path.resolve(here, 'hashes-entry.ts') !== entry) copyFileSync(path.join(here, 'hashes-entry.ts'), entry);
  const outfile = path.join(root, 'node_modules/.cache/roomsmith-ab', `hashes-${name}.mjs`);
  await build({
    entryPoints: [entry],
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
const la = (await bundle(a, 'a'))(Number(games));
const lb = (await bundle(b, 'b'))(Number(games));
const diff = la.filter((line, i) => line !== lb[i]).length + Math.abs(la.length - lb.length);
const threw = la.filter((line) => line.includes(' threw ')).length;
if (diff === 0) {
  console.log(`same: ${la.length} games (${threw} threw in both), every final hash and decision count equal`);
} else {
  let shown = 0;
  for (let i = 0; i < Math.max(la.length, lb.length) && shown < 10; i++) {
    if (la[i] !== lb[i]) {
      console.log(`A: ${la[i]}\nB: ${lb[i]}`);
      shown++;
    }
  }
  console.log(`DIFFERENT: ${diff} of ${la.length} games`);
  process.exit(1);
}
