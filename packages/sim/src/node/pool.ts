// A pool of worker threads that splits a batch of games by seed range and
// merges the statistics. Slices are smaller than batch/workers so a slow
// slice does not leave the other workers idle at the end.
import { Worker } from 'node:worker_threads';
import { mergeStats, type BatchStats } from '../stats/batch-stats.ts';
import type { FromWorker, WorkerJob } from './protocol.ts';

/** A batch to spread over the pool. */
export type PoolBatch = WorkerJob;

/** A running set of worker threads. */
export interface SimPool {
  readonly size: number;
  /** Plays every game of the batch across the workers and returns the merged statistics; `onSlice` hears each finished slice. */
  run(batch: PoolBatch, onSlice?: (stats: BatchStats) => void): Promise<BatchStats>;
  /** Stops every worker. */
  close(): Promise<void>;
}

const SLICES_PER_WORKER = 4;

/** Splits `games` seeds from `firstSeed` into at most `slices` contiguous ranges. */
export function splitSeeds(
  firstSeed: number,
  games: number,
  slices: number,
): Array<{ firstSeed: number; games: number }> {
  const count = Math.max(1, Math.min(games, slices));
  const base = Math.floor(games / count);
  const extra = games % count;
  const ranges: Array<{ firstSeed: number; games: number }> = [];
  let seed = firstSeed;
  for (let i = 0; i < count && games > 0; i++) {
    const n = base + (i < extra ? 1 : 0);
    ranges.push({ firstSeed: seed, games: n });
    seed += n;
  }
  return ranges;
}

/** Starts `size` worker threads. */
export function createPool(size: number): SimPool {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`a pool needs at least one worker, got ${size}`);
  const workers = Array.from({ length: size }, () => new Worker(new URL('./worker-entry.mjs', import.meta.url)));
  let nextId = 0;

  function runOn(worker: Worker, job: WorkerJob): Promise<BatchStats> {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const onMessage = (message: FromWorker) => {
        if (message.id !== id) return;
        cleanup();
        if (message.type === 'done') resolve(message.stats);
        else reject(new Error(`worker failed: ${message.message}`));
      };
      const onError = (error: Error) => (cleanup(), reject(error));
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage({ type: 'run', id, job });
    });
  }

  return {
    size,
    async run(batch, onSlice) {
      const slices = splitSeeds(
        batch.firstSeed,
        batch.games,
        Math.max(size * SLICES_PER_WORKER, Math.ceil(batch.games / 100)),
      );
      // Merged in seed order, not finishing order, so the kept error samples are stable.
      const parts: BatchStats[] = new Array(slices.length);
      let next = 0;
      await Promise.all(
        workers.map(async (worker) => {
          for (let i = next++; i < slices.length; i = next++) {
            parts[i] = await runOn(worker, { ...batch, ...(slices[i] as (typeof slices)[number]) });
            onSlice?.(parts[i] as BatchStats);
          }
        }),
      );
      return mergeStats(parts);
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
