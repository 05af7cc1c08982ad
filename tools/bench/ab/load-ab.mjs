// node tools/bench/ab/load-ab.mjs <treeA> <treeB> [rounds] [games]: ab.mjs for the batch `roomsmith sim`
// plays (load-entry.ts: bots by kind and analytics, or LOAD_CFG_A / LOAD_CFG_B as JSON per side).
// As ab.mjs: bundles tools/bench/ab/load-entry.ts
// from both trees (esbuild, as the engine README's profiles do) and plays their batches in ONE
// process, alternating A/B then B/A round by round, so both see the same machine load. Prints the
// median games per CPU second of each and the median of the rounds' B/A ratios.
import { bundleFrom, playRounds } from './bundle.mjs';

const [a, b, rounds = '12', games = '400'] = process.argv.slice(2);
if (!a || !b) {
  console.log('usage: node tools/bench/ab/load-ab.mjs <treeA> <treeB> [rounds] [games]');
  process.exit(2);
}
if (process.env.LOAD_CFG_A) process.env.LOAD_CFG = process.env.LOAD_CFG_A;
const A = await bundleFrom(a, 'load-entry.ts', 'la');
if (process.env.LOAD_CFG_B) process.env.LOAD_CFG = process.env.LOAD_CFG_B;
const B = await bundleFrom(b, 'load-entry.ts', 'lb');
playRounds(A, B, Number(rounds), Number(games));
