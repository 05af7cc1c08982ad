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

/**
 * Pool → worker. A factory is sent once per worker (`load`, which starts building the game at
 * once) and named by its number in the slices (`run`), so a large factory argument (loaded packs)
 * is cloned once per worker, not once per slice.
 */
export type ToWorker =
  | { type: 'load'; factory: number; game: GameFactory }
  | { type: 'run'; id: number; factory: number; job: BatchJob };

/** Worker → pool. */
export type FromWorker =
  | { type: 'done'; id: number; stats: BatchStats }
  | { type: 'failed'; id: number; message: string };
