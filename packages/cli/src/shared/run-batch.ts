// Runs a batch of games the way the user asked — on this thread in chunks
// (so a progress bar can draw), on worker threads, or through a BullMQ queue —
// and returns the merged statistics, identical whichever way was taken.
import { mergeStats, runJob, type BatchJob, type BatchStats } from '@roomsmith/sim';
import { createPool, runOnQueue, type GameFactory } from '@roomsmith/sim/node';
import type { CliIo } from '../io.ts';
import type { LoadedGame } from './game-loader.ts';
import { progressBar } from './progress.ts';

/** Where the games run. */
export interface Where {
  workers: number;
  queue?: string;
  factory: () => GameFactory;
}

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
    if (where.workers > 0) {
      const pool = createPool(where.workers);
      try {
        return await pool.run({ ...job, factory: where.factory() }, (s) => progress.tick(s.games + s.errors));
      } finally {
        await pool.close();
      }
    }
    const chunk = Math.max(1, Math.min(50, Math.ceil(job.games / 100)));
    const parts: BatchStats[] = [];
    for (let first = job.firstSeed; first < job.firstSeed + job.games; first += chunk) {
      const games = Math.min(chunk, job.firstSeed + job.games - first);
      parts.push(runJob({ engine: game.engine, ruleset: game.ruleset }, { ...job, firstSeed: first, games }));
      progress.tick(games);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return mergeStats(parts);
  } finally {
    progress.stop();
  }
}
