// node tools/bench/ab/ab.mjs <treeA> <treeB> [rounds] [games]: bundles tools/bench/ab/entry.ts
// from both trees (esbuild, as the engine README's profiles do) and plays their batches in ONE
// process, alternating A/B then B/A round by round, so both see the same machine load. Prints the
// median games per CPU second of each and the median of the rounds' B/A ratios.
import { bundleFrom, playRounds } from './bundle.mjs';

const [a, b, rounds = '12', games = '400'] = process.argv.slice(2);
if (!a || !b) {
  console.log('usage: node tools/bench/ab/ab.mjs <treeA> <treeB> [rounds] [games]');
  process.exit(2);
}
const A = await bundleFrom(a, 'entry.ts', 'a');
const B = await bundleFrom(b, 'entry.ts', 'b');
playRounds(A, B, Number(rounds), Number(games));
