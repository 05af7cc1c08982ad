// What count-flags.mjs bundles (and count-ab.mjs could, in place of entry.ts): a batch of random games
// played as `roomsmith sim` plays them, with analytics on (each game's records and the engine's
// `tally` log), which entry.ts leaves off. Room 25 coop-s1 with 4 seats, unless ROOMSMITH_BENCH_PACK,
// ROOMSMITH_BENCH_MODE and ROOMSMITH_BENCH_SEATS say. The statistics are kept for the whole run, as
// `sim` keeps them, so the heap holds what a run's heap holds.
import { runBatch, type BatchStats } from '@roomsmith/sim';
import { benchGame, perCpuSecond } from './bench-game.ts';

/** Loads the pack from `root` (a checkout) and returns the batch timer. */
export async function setup(root: string): Promise<(games: number, firstSeed: number) => number> {
  const game = await benchGame(root);
  const kept: BatchStats[] = [];
  return (games, firstSeed) =>
    perCpuSecond(games, () => {
      // In slices of 50, as the CLI's one-thread path plays them.
      for (let first = firstSeed; first < firstSeed + games; first += 50)
        kept.push(
          runBatch({ ...game, firstSeed: first, games: Math.min(50, firstSeed + games - first), analytics: true }),
        );
    });
}
