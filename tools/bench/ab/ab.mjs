// node tools/bench/ab/ab.mjs <treeA> <treeB> [rounds] [games]: bundles tools/bench/ab/entry.ts
// from both trees (esbuild, as the engine README's profiles do) and plays their batches in ONE
// process, alternating A/B then B/A round by round, so both see the same machine load. Prints the
// median games per CPU second of each and the median of the rounds' B/A ratios.
import { bundleFrom } from './bundle.mjs';

const [a, b, rounds = '12', games = '400'] = process.argv.slice(2);
if (!a || !b) {
  console.log('usage: node tools/bench/ab/ab.mjs <treeA> <treeB> [rounds] [games]');
  process.exit(2);
}
const A = await bundleFrom(a, 'entry.ts', 'a');
const B = await bundleFrom(b, 'entry.ts', 'b');
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
