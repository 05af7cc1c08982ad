// What tools/bench/ab bundles from each tree: a function that plays a batch of random games through
// that tree's engine and gives pack games per CPU second. Room 25 coop-s1 with 4 seats, unless
// ROOMSMITH_BENCH_PACK (a folder under the tree), ROOMSMITH_BENCH_MODE and ROOMSMITH_BENCH_SEATS say.
// ROOMSMITH_BENCH_PACK=floor plays the Double Rush bench's engine floor instead: a mode of 93 bare
// three-way decisions (tools/bench/double-rush.bench.ts), what any game pays per decision.
// ROOMSMITH_BENCH_ANALYTICS=1 plays the batch as `roomsmith sim` does: analytics on (the `tally` profile's
// events, folded per game) instead of `silent`.
import { runBatch } from '@roomsmith/sim';
import { benchGame, perCpuSecond } from './bench-game.ts';

/** Loads the pack from `root` (a checkout) and returns the batch timer. */
export async function setup(root: string): Promise<(games: number, firstSeed: number) => number> {
  const game = await benchGame(root);
  const analytics = process.env['ROOMSMITH_BENCH_ANALYTICS'] === '1';
  return (games, firstSeed) => perCpuSecond(games, () => runBatch({ ...game, firstSeed, games, analytics }));
}
