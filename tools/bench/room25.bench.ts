// Room 25 Cooperation (Season 1, beginner composition, 4 characters): random
// full games per CPU second, the pack played through the engine by random bots
// (content/room25, mode coop-s1) against the hand-written baseline
// (room25-baseline/), which asks the same questions with the same options
// (a lockstep test proves it). Contenders take turns round by round and the
// ratio is the median of the rounds' ratios. Aim: baseline / pack ≤ 10.
import { loadavg } from 'node:os';
import { runBatch } from '@roomsmith/sim';
import { playGame } from './room25-baseline/index.ts';
import { loadBenchTarget } from './bench-target.ts';
import { interleave } from './interleave.ts';
import { allocatedBytes } from './alloc.ts';

const AIM_RATIO = 10;
const AIM_GAMES = 20_000;
const ROUNDS = 7;
const { mode, seats, engine, ruleset } = await loadBenchTarget();
if (mode !== 'coop-s1') {
  console.log(`the Room 25 baseline plays coop-s1 only (ROOMSMITH_BENCH_MODE is ${mode})`);
  process.exit(0);
}

const BASELINE_GAMES = 20_000;
const PACK_GAMES = 1_000;
let baselineDecisions = 0;
const result = interleave(
  [
    {
      name: 'baseline',
      batch: (round) => {
        const first = (round + 1) * BASELINE_GAMES;
        let decisions = 0;
        for (let s = first; s < first + BASELINE_GAMES; s++) decisions += playGame(s).decisions;
        baselineDecisions = decisions / BASELINE_GAMES;
        return BASELINE_GAMES;
      },
    },
    {
      name: 'pack',
      batch: (round) =>
        runBatch({ engine, ruleset, mode, seats, firstSeed: (round + 1) * PACK_GAMES, games: PACK_GAMES }).games,
    },
  ],
  ROUNDS,
);
const baseline = result.rates['baseline'] as number;
const pack = result.rates['pack'] as number;
const ratio = result.ratios['pack'] as number;
const machine = `load average ${loadavg()[0]?.toFixed(1)}`;
console.log(`\nRoom 25 coop-s1 (beginner, ${seats} characters), random full games per CPU second, 1 core (${machine})`);
console.log(
  `  hand-written baseline: ${baseline.toFixed(0)} games/s (${baselineDecisions.toFixed(1)} decisions a game)`,
);
console.log(`  pack through the engine: ${pack.toFixed(0)} games/s; baseline is ×${ratio.toFixed(1)} faster`);
console.log(JSON.stringify({ bench: 'room25 coop-s1 games/s, hand-written baseline', median: Math.round(baseline) }));
console.log(
  JSON.stringify({
    bench: 'room25 coop-s1 games/s, pack through the engine',
    median: Math.round(pack),
    aim: AIM_GAMES,
    verdict: pack >= AIM_GAMES ? 'ok' : 'UNDER',
  }),
);
console.log(
  JSON.stringify({
    bench: 'room25 coop-s1 baseline / pack speed',
    ratio: Number(ratio.toFixed(2)),
    aim: AIM_RATIO,
    verdict: ratio <= AIM_RATIO ? 'ok' : 'OVER',
    machine,
  }),
);

// Allocations per decision (estimated from V8's GC profile): the pack as batches run it (`silent`
// profile), as the studio and the CLI run it (`rich`: event text, labels, the log), and the baseline.
const perDecision = async (profile: 'silent' | 'rich') => {
  let decisions = 0;
  const bytes = await allocatedBytes(() => {
    decisions = runBatch({ engine, ruleset, mode, seats, firstSeed: 7_000, games: 300, profile }).decisions;
  });
  return bytes / decisions;
};
const silentBytes = await perDecision('silent');
const richBytes = await perDecision('rich');
let baselineCount = 0;
const baselineBytes =
  (await allocatedBytes(() => {
    for (let s = 0; s < 3_000; s++) baselineCount += playGame(s).decisions;
  })) / baselineCount;
console.log(
  `  allocated per decision: pack ${(silentBytes / 1024).toFixed(1)} KiB (silent profile), ${(richBytes / 1024).toFixed(1)} KiB (rich); baseline ${baselineBytes.toFixed(0)} B`,
);
console.log(
  JSON.stringify({
    bench: 'room25 coop-s1 bytes allocated per decision, pack',
    silent: Math.round(silentBytes),
    rich: Math.round(richBytes),
    baseline: Math.round(baselineBytes),
  }),
);
