// node tools/bench/ab/ab.mjs <treeA> <treeB> [rounds] [games]: bundles tools/bench/ab/entry.ts
// from both trees (esbuild, as the engine README's profiles do) and plays their batches in ONE
// process, alternating A/B then B/A round by round, so both see the same machine load. Prints the
// median games per CPU second of each and the median of the rounds' B/A ratios.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const [a, b, rounds = '12', games = '400'] = process.argv.slice(2);
if (!a || !b) {
  console.log('usage: node tools/bench/ab/ab.mjs <treeA> <treeB> [rounds] [games]');
  process.exit(2);
}
async function bundle(tree, name) {
  const root = path.resolve(tree);
  mkdirSync(path.join(root, 'tools/bench/ab'), { recursive: true });
  const entry = path.join(root, 'tools/bench/ab/entry.ts');
  if (path.resolve(here, 'entry.ts') !== entry) copyFileSync(path.join(here, 'entry.ts'), entry);
  // Under node_modules, where neither git nor the linters look.
  const outfile = path.join(root, 'node_modules/.cache/roomsmith-ab', `${name}.mjs`);
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
const A = await bundle(a, 'a');
const B = await bundle(b, 'b');
A(200, 1);
B(200, 1);
const ra = [];
const rb = [];
const q = [];
for (let r = 0; r < Number(rounds); r++) {
  const seed = 1000 + r * Number(games);
  let va;
  let vb;
  if (r % 2) {
    vb = B(Number(games), seed);
    va = A(Number(games), seed);
  } else {
    va = A(Number(games), seed);
    vb = B(Number(games), seed);
  }
  ra.push(va);
  rb.push(vb);
  q.push(vb / va);
}
const med = (x) => [...x].sort((p, r) => p - r)[Math.floor(x.length / 2)];
console.log(
  `A ${med(ra).toFixed(0)} games/s, B ${med(rb).toFixed(0)} games/s; B/A median ${med(q).toFixed(3)} (${q.map((v) => v.toFixed(2)).join(' ')})`,
);
