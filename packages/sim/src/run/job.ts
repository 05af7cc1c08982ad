// A slice of a batch as plain data — what worker threads and queue workers
// are sent — and how any of them plays it.
import type { EngineApi } from '../engine-api.ts';
import type { SeatBots } from '../bots/kinds.ts';
import type { BatchStats } from '../stats/batch-stats.ts';
import { runBatch, type BatchSpec } from './batch.ts';

/** The games of a batch slice, without the game they are played on. */
export interface BatchJob {
  mode: string;
  seats: number;
  options?: Record<string, unknown>;
  firstSeed: number;
  games: number;
  maxDecisions?: number;
  bots?: SeatBots;
  analytics?: boolean;
  /** With analytics, keep a line per game (seed, outcome, length, winners, bots); default true. */
  lines?: boolean;
}

/** Plays a job on a built game. */
export function runJob(
  game: { engine: EngineApi<unknown>; ruleset: unknown },
  job: BatchJob,
  onGame?: BatchSpec<unknown>['onGame'],
): BatchStats {
  return runBatch({
    engine: game.engine,
    ruleset: game.ruleset,
    mode: job.mode,
    seats: job.seats,
    firstSeed: job.firstSeed,
    games: job.games,
    ...(job.options ? { options: job.options } : {}),
    ...(job.maxDecisions !== undefined ? { maxDecisions: job.maxDecisions } : {}),
    ...(job.bots ? { bots: job.bots } : {}),
    ...(job.analytics ? { analytics: true } : {}),
    ...(job.lines === false ? { lines: false } : {}),
    ...(onGame ? { onGame } : {}),
  });
}
