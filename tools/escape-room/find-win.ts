// Finds a won Escape Room game and prints it as a replay: one seat, searched with full
// information (see win-search.ts). The shipped test-fixture victory is made with
//
//   npx tsx tools/escape-room/find-win.ts 1 test-fixture > content/escape-room/test-fixture-victory.replay.json
//
// Other scenarios' replays hold their codes in clear: keep them out of the packs.
import { loadEscapeRoom, recoverCodes, replayOf, searchWin } from './win-search.ts';

const seed = Number(process.argv[2] ?? 1);
const scenario = process.argv[3] ?? 'test-fixture';
const { ruleset, packs } = await loadEscapeRoom();
const codes = recoverCodes(ruleset, scenario);
const result = searchWin({
  ruleset,
  scenario,
  seed,
  codes,
  onTurn: (turn, key, program) => process.stderr.write(`turn ${turn}: key ${key}, ${program.join(' ')}\n`),
});
process.stderr.write(`seed ${seed}: ${result.outcome ?? 'not finished'} after ${result.answers.length} answers\n`);
process.stdout.write(`${JSON.stringify(replayOf(packs, scenario, seed, result), null, 2)}\n`);
