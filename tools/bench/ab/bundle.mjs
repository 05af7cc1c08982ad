// What ab.mjs and hashes.mjs share: bundling one of this folder's entries from another tree (a
// checkout made by tree.sh) with esbuild, as the engine README's profiles do, and loading it.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Files this folder's entries import, copied into an older tree along with the entry. */
const SHARED = ['bench-game.ts', '../floor-mode.ts'];

/** Bundles `entry` (a file of this folder) as found in `tree` and returns the bundle's path. */
export async function bundleFile(tree, entry, name) {
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
  return outfile;
}

/**
 * The source file a line of a bundle made by `bundleFile` comes from (`engine/src/runtime/table.ts`,
 * `tools/bench/…`), read from the `// <path>` comment esbuild writes where each file's code starts.
 */
export function sourceLines(bundle) {
  const starts = [];
  readFileSync(bundle, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const m = /^\/\/ (?:\.\.\/)*(?:[^/]+\/)?((?:packages|tools|apps)\/.*)$/.exec(line);
      if (m) starts.push([i + 1, m[1].replace(/^packages\//, '')]);
    });
  return (line) => {
    let file = '?';
    for (const [at, f] of starts) {
      if (at > line) break;
      file = f;
    }
    return file;
  };
}

/** Bundles `entry` (a file of this folder) as found in `tree`, imports it and calls its `setup(root)`. */
export async function bundleFrom(tree, entry, name) {
  const outfile = await bundleFile(tree, entry, name);
  return (await import(pathToFileURL(outfile).href)).setup(path.resolve(tree));
}

/**
 * Plays the two bundled batches `A` and `B` (from `bundleFrom`) in this process: a warm-up each,
 * then `rounds` rounds of `games` games on the same seeds, A first in even rounds and B first in odd
 * ones, so both see the same machine load. Prints the median games per CPU second of each and the
 * median of the rounds' B/A ratios.
 */
export function playRounds(A, B, rounds, games) {
  A(200, 1);
  B(200, 1);
  const ra = [];
  const rb = [];
  const q = [];
  for (let r = 0; r < rounds; r++) {
    const seed = 1000 + r * games;
    let va;
    let vb;
    if (r % 2) {
      vb = B(games, seed);
      va = A(games, seed);
    } else {
      va = A(games, seed);
      vb = B(games, seed);
    }
    ra.push(va);
    rb.push(vb);
    q.push(vb / va);
  }
  const med = (x) => [...x].sort((p, r) => p - r)[Math.floor(x.length / 2)];
  console.log(
    `A ${med(ra).toFixed(0)} games/s, B ${med(rb).toFixed(0)} games/s; B/A median ${med(q).toFixed(3)} (${q.map((v) => v.toFixed(2)).join(' ')})`,
  );
}

/**
 * valgrind's arguments for one count-child.mjs run under callgrind (count-ab.mjs, count-prof.mjs):
 * instrumentation off until the child switches it on, V8 made repeatable (one thread, a heap grown
 * by allocation rather than by the clock, fixed seeds), `warm` games uninstrumented, then `games`.
 */
export function callgrindArgs({ out, bundle, root, hashSeed, warm, games, nodeFlags = [] }) {
  return [
    '--tool=callgrind',
    '--instr-atstart=no',
    `--callgrind-out-file=${out}`,
    'node',
    '--predictable',
    '--predictable-gc-schedule',
    `--hash-seed=${hashSeed}`,
    '--random-seed=1',
    ...nodeFlags,
    path.join(here, 'count-child.mjs'),
    bundle,
    root,
    String(warm),
    String(games),
  ];
}

/** Runs `tasks` (functions returning promises) `jobs` at a time, keeping their order in the result. */
export async function pool(tasks, jobs) {
  const out = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, tasks.length) }, worker));
  return out;
}
