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

/** How big a slice a thread claims: `sliceSize(left, threads, bounds)` games of what is left. */
export interface Claims {
  /** Shared by every thread of the batch: `[0]` is how many of its games have been claimed. */
  claimed: Int32Array;
  threads: number;
  bounds: { min: number; max: number };
}

/**
 * Pool → worker. A factory is sent once per worker (`load`, which starts building the game at
 * once) and named by its number in the batches (`batch`), so a large factory argument (loaded packs)
 * is cloned once per worker, not once per slice. A batch comes once: the worker claims its slices
 * from the shared counter itself, without asking the pool for each.
 */
export type ToWorker =
  | { type: 'load'; factory: number; game: GameFactory }
  | { type: 'batch'; id: number; factory: number; job: BatchJob; claims: Claims };

/** Worker → pool: a slice played (`done`), every slice claimed played (`finished`), or why not (`failed`). */
export type FromWorker =
  | { type: 'done'; id: number; firstSeed: number; games: number; stats: BatchStats }
  | { type: 'finished'; id: number }
  | { type: 'failed'; id: number; message: string };
