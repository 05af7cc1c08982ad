// Plays many games, one per seed, and folds them into mergeable statistics.
// A game that throws is counted as an error and the batch goes on, so one bad
// seed does not hide the numbers of the others.
import type { SeatId } from '../engine-api.ts';
import { addError, addGame, emptyStats, type BatchStats } from '../stats/batch-stats.ts';
import { runGame, type GameSetup, type RunOptions } from './game.ts';
import { botRng, randomBot, type SeatPolicy } from './policy.ts';

/** A batch: every seed from `firstSeed` to `firstSeed + games - 1`. */
export interface BatchSpec<R> extends Omit<GameSetup<R>, 'seed'> {
  firstSeed: number;
  games: number;
  /** Policy per seat for one game; random bots seeded from the game seed by default. */
  policies?: (seed: number) => (seat: SeatId, index: number) => SeatPolicy;
  maxDecisions?: number;
  afterStep?: RunOptions['afterStep'];
}

/** Random bots in every seat, sharing one RNG derived from the game seed. */
export function allRandomBots(seed: number): (seat: SeatId, index: number) => SeatPolicy {
  const policy = randomBot(botRng(seed));
  return () => policy;
}

/** Runs every game of the batch and returns its statistics. */
export function runBatch<R>(spec: BatchSpec<R>): BatchStats {
  const stats = emptyStats();
  const policiesFor = spec.policies ?? allRandomBots;
  const options: RunOptions = {
    ...(spec.maxDecisions !== undefined ? { maxDecisions: spec.maxDecisions } : {}),
    ...(spec.afterStep ? { afterStep: spec.afterStep } : {}),
  };
  // A batch reads results, not events or labels: nobody would read them (`silent` unless asked).
  const profile = spec.profile ?? 'silent';
  for (let seed = spec.firstSeed; seed < spec.firstSeed + spec.games; seed++) {
    try {
      addGame(stats, runGame({ ...spec, seed, profile }, policiesFor(seed), options));
    } catch (error) {
      addError(stats, seed, error);
    }
  }
  return stats;
}
