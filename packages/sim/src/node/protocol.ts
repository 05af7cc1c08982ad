// Messages between the pool and its workers: one discriminated union each way.
import type { BatchStats } from '../stats/batch-stats.ts';
import type { BatchJob } from '../run/job.ts';

/**
 * How a worker builds the game it plays: a module it imports, the name of an
 * exported function, and the argument (structured-cloneable) to call it with.
 * The function returns `{ engine, ruleset }`; workers cache it per factory.
 */
export interface GameFactory {
  module: string;
  name: string;
  arg?: unknown;
}

/** A slice of a batch given to one worker: the game to build and the games to play on it. */
export interface WorkerJob extends BatchJob {
  factory: GameFactory;
}

/** Pool → worker. */
export type ToWorker = { type: 'run'; id: number; job: WorkerJob };

/** Worker → pool. */
export type FromWorker =
  | { type: 'done'; id: number; stats: BatchStats }
  | { type: 'failed'; id: number; message: string };
