// What tools/bench/ab bundles from each tree: a function that plays a batch of random Room 25
// games (coop-s1, or ROOMSMITH_BENCH_MODE) through that tree's engine and gives pack games per CPU second.
import path from 'node:path';
import { runBatch } from '@roomsmith/sim';
import { loadPackGame } from '@roomsmith/sim/node';

/** Loads the pack from `root` (a checkout) and returns the batch timer. */
export async function setup(root: string): Promise<(games: number, firstSeed: number) => number> {
  const { engine, ruleset } = await loadPackGame([path.resolve(root, 'content/room25')]);
  const mode = process.env['ROOMSMITH_BENCH_MODE'] ?? 'coop-s1';
  return (games, firstSeed) => {
    const t = process.cpuUsage();
    runBatch({ engine, ruleset, mode, seats: 4, firstSeed, games });
    const u = process.cpuUsage(t);
    return games / ((u.user + u.system) / 1e6);
  };
}
