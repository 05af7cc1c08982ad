// Double Rush: random full best-of-three matches per second, the pack played
// through the engine (content/double-rush, mode `match`, random bots from
// @roomsmith/sim) against the hand-written baseline (double-rush-baseline/),
// in the same run. Aim: the pack within 1.5× of the hand-written code.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const baseline = baselineRate(20_000, RUNS);
console.log(`\nDouble Rush, random full matches (best of three), 1 core`);
console.log(`  hand-written baseline: ${baseline.toFixed(0)} matches/s`);
console.log(JSON.stringify({ bench: 'double-rush matches/s, hand-written baseline', median: Math.round(baseline) }));

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
