// Double Rush: random full best-of-three matches per second, the pack played
// through the engine (content/double-rush, mode `match`, random bots from
// @roomsmith/sim) against the hand-written baseline (double-rush-baseline/),
// in the same run, taking turns round by round in this process's CPU time
// (interleave.ts), so a burst of load from other jobs hits every side alike.
// Aim: the pack within 1.5× of the hand-written code.
// Also the engine's floor: a mode whose every turn is one three-way choice and
// nothing else, as many decisions a match as the baseline makes, so the gap
// splits into what any game costs through the decision protocol and what the
// pack's content costs on top.
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { engine, runBatch } from '@roomsmith/sim';
import { loadPackGame } from '@roomsmith/sim/node';
import { playMatch } from './double-rush-baseline/index.ts';
import { floorRuleset } from './floor-mode.ts';
import { interleave, type Contender } from './interleave.ts';

const AIM_RATIO = 1.5;
const ROUNDS = 7;
const BASELINE_GAMES = 10_000;
const FLOOR_GAMES = 2_000;
const PACK_GAMES = 500;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Average decisions of a baseline match, over `games` seeds. */
function baselineDecisions(games: number): number {
  let total = 0;
  for (let s = 0; s < games; s++) total += playMatch(s).decisions;
  return total / games;
}

const perMatch = Math.round(baselineDecisions(5_000));
const floor = floorRuleset(perMatch);
const pack = await loadPackGame([path.resolve(root, 'content/double-rush')]).catch((error: unknown) => {
  const why = error instanceof Error ? error.message : String(error);
  console.log(`  pack: no figure, the pack does not load (${why})`);
  return null;
});
const contenders: Contender[] = [
  {
    name: 'baseline',
    batch: (round) => {
      const first = (round + 2) * BASELINE_GAMES;
      for (let s = first; s < first + BASELINE_GAMES; s++) playMatch(s);
      return BASELINE_GAMES;
    },
  },
  {
    name: 'floor',
    batch: (round) =>
      runBatch({
        engine,
        ruleset: floor,
        mode: 'floor',
        seats: 2,
        firstSeed: (round + 2) * FLOOR_GAMES,
        games: FLOOR_GAMES,
      }).games,
  },
];
if (pack)
  contenders.push({
    name: 'pack',
    batch: (round) =>
      runBatch({ ...pack, mode: 'match', seats: 2, firstSeed: (round + 2) * PACK_GAMES, games: PACK_GAMES }).games,
  });
const result = interleave(contenders, ROUNDS);
const machine = `load average ${loadavg()[0]?.toFixed(1)}`;
const rate = (name: string) => result.rates[name] as number;
const ratioTo = (name: string) => result.ratios[name] as number;

console.log(`\nDouble Rush, random full matches (best of three) per CPU second, 1 core (${machine})`);
console.log(`  hand-written baseline: ${rate('baseline').toFixed(0)} matches/s`);
console.log(
  JSON.stringify({ bench: 'double-rush matches/s, hand-written baseline', median: Math.round(rate('baseline')) }),
);
console.log(
  `  engine floor (${perMatch} bare three-way decisions a match, no content): ${rate('floor').toFixed(0)} matches/s; baseline is ×${ratioTo('floor').toFixed(1)} faster`,
);
console.log(
  JSON.stringify({ bench: 'double-rush matches/s, engine floor (decisions only)', median: Math.round(rate('floor')) }),
);
console.log(
  JSON.stringify({
    bench: 'double-rush baseline / engine floor speed',
    ratio: Number(ratioTo('floor').toFixed(2)),
    aim: 3,
    verdict: ratioTo('floor') <= 3 ? 'ok' : 'OVER',
    machine,
  }),
);
if (pack) {
  const ratio = ratioTo('pack');
  console.log(
    `  pack through the engine: ${rate('pack').toFixed(0)} matches/s; baseline is ×${ratio.toFixed(1)} faster`,
  );
  console.log(
    `  of a pack match's time, the decision protocol alone (the floor) takes ${((100 * rate('pack')) / rate('floor')).toFixed(0)}%`,
  );
  console.log(
    JSON.stringify({ bench: 'double-rush matches/s, pack through the engine', median: Math.round(rate('pack')) }),
  );
  console.log(
    JSON.stringify({
      bench: 'double-rush baseline / pack speed',
      ratio: Number(ratio.toFixed(2)),
      aim: AIM_RATIO,
      verdict: ratio <= AIM_RATIO ? 'ok' : 'OVER',
      machine,
    }),
  );
}
