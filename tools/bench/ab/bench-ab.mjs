// node tools/bench/ab/bench-ab.mjs <treeA> <treeB> [runs] [bench]: runs `npm run bench -- <bench>`'s
// benchmark (default room25) in each tree, alternately, each in its own process, `runs` times (default
// 5), and prints each run's baseline/pack ratio and the medians. Unlike ab.mjs, the two engines never
// share a V8 heap (two bundles in one process share hidden classes for objects of the same shape,
// which skews their ratio: see tools/bench/README.md, "Session 11 (main)"); the hand-written baseline
// in the same process takes the machine's speed out of each run. Trees: checkouts or tree.sh copies.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const [a, b] = process.argv.slice(2, 4).map((t) => path.resolve(t));
const runs = Number(process.argv[4] ?? 5);
const bench = process.argv[5] ?? 'room25';
if (!a || !b) {
  console.error('usage: node tools/bench/ab/bench-ab.mjs <treeA> <treeB> [runs] [bench]');
  process.exit(2);
}

/** The ratios (`baseline is ×R faster`) one bench run in `tree` prints, by line label. */
function ratios(tree) {
  const out = spawnSync('node', ['tools/bench/run.mjs', bench], { cwd: tree, encoding: 'utf8' }).stdout ?? '';
  const found = {};
  for (const line of out.split('\n')) {
    const m = /^\s*(.*?):.*baseline is ×([\d.]+) faster/.exec(line);
    if (m) found[m[1]] = Number(m[2]);
  }
  return found;
}

const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const seen = { A: {}, B: {} };
for (let i = 0; i < runs; i++) {
  for (const [side, tree] of i % 2
    ? [
        ['B', b],
        ['A', a],
      ]
    : [
        ['A', a],
        ['B', b],
      ]) {
    const got = ratios(tree);
    for (const [label, r] of Object.entries(got)) (seen[side][label] ??= []).push(r);
    console.log(
      `run ${i + 1} ${side}: ${Object.entries(got)
        .map(([l, r]) => `${l} ×${r}`)
        .join(', ')}`,
    );
  }
}
for (const label of Object.keys(seen.A)) {
  const ma = median(seen.A[label]);
  const mb = median(seen.B[label] ?? []);
  console.log(
    `${label}: A ×${ma.toFixed(2)}, B ×${mb.toFixed(2)} (medians of ${runs}); B is ×${(ma / mb).toFixed(3)} faster`,
  );
}
