// Runs a batch of games the way the user asked — on this thread in chunks
// (so a progress bar can draw), on worker threads, or through a BullMQ queue —
// and returns the merged statistics, identical whichever way was taken.
// K threads are this one and K - 1 worker threads: this thread has the game
// already, so it plays too rather than start a thread that would load and
// compile it again (one worker is no worker: a single thread plays here).
import { runJob, seedOrderMerge, type BatchJob, type BatchStats } from '@roomsmith/sim';
import { createPool, runOnQueue, type GameFactory, type SimPool } from '@roomsmith/sim/node';
import type { CliIo } from '../io.ts';
import type { LoadedGame } from './game-loader.ts';
import { progressBar } from './progress.ts';

/** Where the games run. */
export interface Where {
  /** Threads to play on: 0 or 1 is this thread, K ≥ 2 this thread and a pool of K - 1 worker threads. */
  workers: number;
  queue?: string;
  /** How a queue worker (or, for a game without loaded packs, a worker thread) builds the game. */
  factory: () => GameFactory;
  /** Worker threads started already (while the packs loaded, by `workerPool`), used instead of starting them here; the caller closes it. */
  pool?: SimPool;
}

/** Whether `workers` means a pool of worker threads beside this thread rather than this thread alone. */
export const usesPool = (workers: number): boolean => workers >= 2;

/** The worker threads of `workers` threads in all: this thread is one of them. */
export const workerPool = (workers: number): SimPool => createPool(workers - 1);

/** Plays `job` and returns its statistics, with a progress bar on a terminal. */
export async function runBatchWith(
  game: LoadedGame,
  job: BatchJob,
  where: Where,
  io: CliIo,
  label = 'games',
): Promise<BatchStats> {
  const progress = progressBar(io, job.games, label);
  try {
    if (where.queue) {
      return await runOnQueue(where.queue, { ...job, factory: where.factory() }, (s) =>
        progress.tick(s.games + s.errors),
      );
    }
    if (where.pool || usesPool(where.workers)) {
      const pool = where.pool ?? workerPool(where.workers);
      // The workers compile the packs this thread loaded (with their hash) rather than read and validate the folders again.
      const factory = game.workerGame ?? where.factory();
      const here = { engine: game.engine, ruleset: game.ruleset };
      try {
        return await pool.run({ ...job, factory }, (s) => progress.tick(s.games + s.errors), here);
      } finally {
        if (!where.pool) await pool.close();
      }
    }
    // Each chunk is added as it is played, as the pool adds its slices (no list of chunks kept to merge at the end).
    const chunk = Math.max(1, Math.min(50, Math.ceil(job.games / 100)));
    const merged = seedOrderMerge(job.firstSeed);
    for (let first = job.firstSeed; first < job.firstSeed + job.games; first += chunk) {
      const games = Math.min(chunk, job.firstSeed + job.games - first);
      merged.add(
        first,
        games,
        runJob({ engine: game.engine, ruleset: game.ruleset }, { ...job, firstSeed: first, games }),
      );
      progress.tick(games);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return merged.total;
  } finally {
    progress.stop();
  }
}
