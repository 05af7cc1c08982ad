// node tools/bench/ab/hashes.mjs <treeA> <treeB> [games]: plays the same random games (seeds 0 to
// games-1 of ten modes over the four shipped packs) through both trees' engines and compares final
// state hashes and decision counts. Exit 1 and the first differences when they disagree. An engine
// change that is only about speed must leave every line equal. The state carries its ruleset's
// hash, which covers every content file (pack tests too): compare engines on the same content (copy
// one tree's content/ into the other) or every hash differs while decision counts stay equal.
import { bundleFrom } from './bundle.mjs';

const [a, b, games = '100'] = process.argv.slice(2);
if (!a || !b) {
  console.log('usage: node tools/bench/ab/hashes.mjs <treeA> <treeB> [games]');
  process.exit(2);
}
const la = (await bundleFrom(a, 'hashes-entry.ts', 'hashes-a'))(Number(games));
const lb = (await bundleFrom(b, 'hashes-entry.ts', 'hashes-b'))(Number(games));
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
