// What this folder's entries share (bundle.mjs copies it into an older tree with the entry): the game a
// batch plays, as the environment says — Room 25 coop-s1 with 4 seats, unless ROOMSMITH_BENCH_PACK (a
// folder under the tree, or `floor`: the Double Rush bench's engine floor, a mode of 93 bare three-way
// decisions, what any game pays per decision), ROOMSMITH_BENCH_MODE and ROOMSMITH_BENCH_SEATS say — and
// the rate a batch is read as.
import path from 'node:path';
import { engine as simEngine } from '@roomsmith/sim';
import { loadPackGame } from '@roomsmith/sim/node';
import { floorRuleset } from '../floor-mode.ts';

/** A game as runBatch takes it: the engine, the ruleset, the mode and the seats. */
export type BenchGame = Pick<Awaited<ReturnType<typeof loadPackGame>>, 'engine' | 'ruleset'> & {
  mode: string;
  seats: number;
};

/** Loads the game the environment names from `root` (a checkout). */
export async function benchGame(root: string): Promise<BenchGame> {
  const pack = process.env['ROOMSMITH_BENCH_PACK'] ?? 'content/room25';
  if (pack === 'floor') return { engine: simEngine, ruleset: floorRuleset(93), mode: 'floor', seats: 2 };
  const { engine, ruleset } = await loadPackGame([path.resolve(root, pack)]);
  const mode = process.env['ROOMSMITH_BENCH_MODE'] ?? 'coop-s1';
  const seats = Number(process.env['ROOMSMITH_BENCH_SEATS'] ?? 4);
  return { engine, ruleset, mode, seats };
}

/** Runs `play` and gives `games` per CPU second of this process over it. */
export function perCpuSecond(games: number, play: () => void): number {
  const t = process.cpuUsage();
  play();
  const u = process.cpuUsage(t);
  return games / ((u.user + u.system) / 1e6);
}
