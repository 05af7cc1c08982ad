// Double Rush: random full best-of-three matches per second, the pack played
// through the engine (content/double-rush, mode `match`, random bots from
// @roomsmith/sim) against the hand-written baseline (double-rush-baseline/),
// in the same run. Aim: the pack within 1.5× of the hand-written code.
// Also the engine's floor: a mode whose every turn is one three-way choice and
// nothing else, as many decisions a match as the baseline makes, so the gap
// splits into what any game costs through the decision protocol and what the
// pack's content costs on top.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileRuleset } from '@roomsmith/engine';
import { engine } from '@roomsmith/sim';
import { loadPackGame, measureThroughput } from '@roomsmith/sim/node';
import { playMatch } from './double-rush-baseline/index.ts';
import { median } from './stats.ts';

const AIM_RATIO = 1.5;
const RUNS = 7;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Matches per second of the baseline: median of `runs` batches of `games` fresh seeds. */
function baselineRate(games: number, runs: number): number {
  for (let s = 0; s < games / 4; s++) playMatch(s); // warm-up
  const rates: number[] = [];
  for (let i = 0; i < runs; i++) {
    const first = (i + 1) * games;
    const start = performance.now();
    for (let s = first; s < first + games; s++) playMatch(s);
    rates.push(games / ((performance.now() - start) / 1000));
  }
  return median(rates);
}

/** Average decisions of a baseline match, over `games` seeds. */
function baselineDecisions(games: number): number {
  let total = 0;
  for (let s = 0; s < games; s++) total += playMatch(s).decisions;
  return total / games;
}

/** A mode of `decisions` turns, each one three-way choice with nothing behind it. */
function floorRuleset(decisions: number) {
  const mode = {
    kind: 'mode',
    id: 'floor',
    seats: { players: { min: 2, max: 2 } },
    counters: [{ id: 'n', initial: 0 }],
    phases: [
      {
        type: 'effects',
        id: 'turn',
        do: [
          {
            do: 'choose-option',
            seat: { select: 'first', from: { select: 'seats' } },
            options: [
              { id: 'a', do: [] },
              { id: 'b', do: [] },
              { id: 'c', do: [] },
            ],
          },
          { do: 'adjust-counter', counter: 'n', by: 1 },
        ],
      },
    ],
    endings: [{ when: { op: 'ge', a: { op: 'counter', name: 'n' }, b: decisions }, outcome: 'done' }],
  };
  const { ruleset } = compileRuleset([{ manifest: { id: 'floor', version: '1.0.0' }, entities: [mode] }]);
  if (!ruleset) throw new Error('the floor mode does not compile');
  return ruleset;
}

const baseline = baselineRate(20_000, RUNS);
console.log(`\nDouble Rush, random full matches (best of three), 1 core`);
console.log(`  hand-written baseline: ${baseline.toFixed(0)} matches/s`);
console.log(JSON.stringify({ bench: 'double-rush matches/s, hand-written baseline', median: Math.round(baseline) }));

const perMatch = Math.round(baselineDecisions(5_000));
const floor = measureThroughput(
  { engine, ruleset: floorRuleset(perMatch), mode: 'floor', seats: 2, firstSeed: 0, games: 5_000 },
  RUNS,
).gamesPerSecond;
console.log(
  `  engine floor (${perMatch} bare three-way decisions a match, no content): ${floor.toFixed(0)} matches/s; baseline is ×${(baseline / floor).toFixed(1)} faster`,
);
console.log(
  JSON.stringify({ bench: 'double-rush matches/s, engine floor (decisions only)', median: Math.round(floor) }),
);
console.log(
  JSON.stringify({
    bench: 'double-rush baseline / engine floor speed',
    ratio: Number((baseline / floor).toFixed(2)),
    aim: 3,
    verdict: baseline / floor <= 3 ? 'ok' : 'OVER',
  }),
);

const pack = await loadPackGame([path.resolve(root, 'content/double-rush')]).then(
  (game) => measureThroughput({ ...game, mode: 'match', seats: 2, firstSeed: 0, games: 500 }, RUNS).gamesPerSecond,
  (error: unknown) => {
    const why = error instanceof Error ? error.message : String(error);
    console.log(`  pack: no figure, the pack does not load (${why})`);
    return null;
  },
);
if (pack !== null) {
  const ratio = baseline / pack;
  console.log(`  pack through the engine: ${pack.toFixed(0)} matches/s; baseline is ×${ratio.toFixed(1)} faster`);
  console.log(
    `  of a pack match's time, the decision protocol alone (the floor) takes ${((100 * pack) / floor).toFixed(0)}%`,
  );
  console.log(JSON.stringify({ bench: 'double-rush matches/s, pack through the engine', median: Math.round(pack) }));
  console.log(
    JSON.stringify({
      bench: 'double-rush baseline / pack speed',
      ratio: Number(ratio.toFixed(2)),
      aim: AIM_RATIO,
      verdict: ratio <= AIM_RATIO ? 'ok' : 'OVER',
    }),
  );
}
