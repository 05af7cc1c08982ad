// Batches past one machine, on BullMQ (Redis): the submitter splits a batch
// into slices of seeds, one queue job each; workers anywhere build the game
// from the job's factory, play the slice and return its statistics; the
// submitter merges them in seed order, so the report equals a one-process run.
import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
import { mergeStats, type BatchStats } from '../stats/batch-stats.ts';
import { runJob } from '../run/job.ts';
import { gameFor } from './factory.ts';
import { splitSeeds } from './pool.ts';
import type { WorkerJob } from './protocol.ts';

/** The queue every roomsmith batch uses. */
export const QUEUE_NAME = 'roomsmith-sim';

/** One queue job: a slice of a batch. */
export interface SliceData {
  batch: string;
  index: number;
  job: WorkerJob;
}

/** Redis connection options from `redis://host:port` (database by path, `redis://h:p/2`). */
export function redisConnection(url: string): { host: string; port: number; db?: number; maxRetriesPerRequest: null } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new Error(`--queue takes a redis://host:port URL, got "${url}"`);
  }
  if (u.protocol !== 'redis:') throw new Error(`--queue takes a redis://host:port URL, got "${url}"`);
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : undefined;
  return {
    host: u.hostname || '127.0.0.1',
    port: Number(u.port || 6379),
    ...(db !== undefined && Number.isInteger(db) ? { db } : {}),
    maxRetriesPerRequest: null,
  };
}

/** Games per queue job: small enough to spread, large enough to be worth a round trip. */
export function sliceCount(games: number, botsSearch: boolean): number {
  return Math.max(1, Math.ceil(games / (botsSearch ? 5 : 200)));
}

/** Runs a batch through the queue at `url` and returns the merged statistics; `onSlice` hears each finished slice. */
export async function runOnQueue(
  url: string,
  job: WorkerJob,
  onSlice?: (stats: BatchStats) => void,
): Promise<BatchStats> {
  const connection = redisConnection(url);
  const queue = new Queue<SliceData, BatchStats>(QUEUE_NAME, { connection });
  const events = new QueueEvents(QUEUE_NAME, { connection });
  try {
    await events.waitUntilReady();
    const batch = randomUUID();
    const searching = job.bots?.bots.some((b) => b.kind !== 'random') ?? false;
    const slices = splitSeeds(job.firstSeed, job.games, sliceCount(job.games, searching));
    const added = await queue.addBulk(
      slices.map((slice, index) => ({
        name: 'slice',
        data: { batch, index, job: { ...job, ...slice } },
        opts: { jobId: `${batch}-${index}`, removeOnComplete: true, removeOnFail: 100, attempts: 1 },
      })),
    );
    const parts = await Promise.all(
      added.map(async (j: Job<SliceData, BatchStats>) => {
        const stats = await j.waitUntilFinished(events);
        onSlice?.(stats);
        return stats;
      }),
    );
    return mergeStats(parts);
  } finally {
    await events.close();
    await queue.close();
  }
}

/** A running queue worker. */
export interface QueueWorker {
  close(): Promise<void>;
  /** Slices this worker has played. */
  readonly played: number;
}

/** Starts a worker that plays slices from the queue at `url` until closed. */
export function startQueueWorker(
  url: string,
  options: { concurrency?: number; onSlice?: (data: SliceData, stats: BatchStats) => void } = {},
): QueueWorker {
  let played = 0;
  const worker = new Worker<SliceData, BatchStats>(
    QUEUE_NAME,
    async (job) => {
      const game = await gameFor(job.data.job.factory);
      const stats = runJob(game, job.data.job);
      played++;
      options.onSlice?.(job.data, stats);
      return stats;
    },
    { connection: redisConnection(url), concurrency: options.concurrency ?? 1, lockDuration: 10 * 60_000 },
  );
  return {
    close: () => worker.close(),
    get played() {
      return played;
    },
  };
}
