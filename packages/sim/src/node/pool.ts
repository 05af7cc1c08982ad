// A pool of worker threads that plays a batch of games in slices of seeds and
// merges the statistics in seed order, so the result equals one thread's.
// Slices are handed out as workers ask for them (each worker has two in hand,
// so it never waits for the parent to answer), and shrink towards the end of
// the batch so no worker is left alone with a long last slice. The calling
// thread, when it has the game built, plays slices too.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { EngineApi } from '../engine-api.ts';
import { mergeStats, type BatchStats } from '../stats/batch-stats.ts';
import { runJob, type BatchJob } from '../run/job.ts';
import type { FromWorker, GameFactory, ToWorker, WorkerJob } from './protocol.ts';

/** A batch to spread over the pool. */
export type PoolBatch = WorkerJob;

/** A game built on the calling thread (the same packs as the batch's factory), for it to play slices on. */
export interface LocalGame {
  engine: EngineApi<unknown>;
  ruleset: unknown;
}

/** A running set of worker threads. */
export interface SimPool {
  readonly size: number;
  /**
   * Plays every game of the batch across the workers and returns the merged statistics; `onSlice` hears each
   * finished slice. With `here`, the calling thread plays slices on it too, between answering the workers
   * (one thread more without starting one: a worker would load its code, be sent the packs and compile them).
   */
  run(batch: PoolBatch, onSlice?: (stats: BatchStats) => void, here?: LocalGame): Promise<BatchStats>;
  /**
   * Sends `factory` to every worker now, so each builds its game while the caller goes on (a later
   * `run` with the same factory object plays on it); otherwise `run` sends it.
   */
  load(factory: GameFactory): void;
  /** Stops every worker. */
  close(): Promise<void>;
}

/** Slices each worker holds at once: one it plays, one waiting for it. */
const IN_HAND = 2;

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

/**
 * Games in the next slice when `left` games remain for `workers` workers: a quarter of each
 * worker's share of what is left, between `min` and `max`. Large slices while much is left (few
 * messages), small ones at the end (an even finish).
 */
export function sliceSize(left: number, workers: number, { min, max }: { min: number; max: number }): number {
  return Math.min(left, Math.max(min, Math.min(max, Math.ceil(left / (workers * 4)))));
}

/** Slice bounds: bots that search play a game in seconds, random bots in a millisecond or so. */
function sliceBounds(job: BatchJob): { min: number; max: number } {
  const searching = job.bots?.bots.some((b) => b.kind !== 'random') ?? false;
  return searching ? { min: 1, max: 5 } : { min: 10, max: 100 };
}

/** Starts `size` worker threads (they load their code at once, before the first batch arrives). */
export function createPool(size: number): SimPool {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`a pool needs at least one worker, got ${size}`);
  const workers = Array.from({ length: size }, () => ({
    thread: new Worker(new URL('./worker-entry.mjs', import.meta.url)),
    /** Factories this worker was sent. */
    sent: new Set<number>(),
  }));
  const factories = new WeakMap<GameFactory, number>();
  let nextFactory = 0;
  let nextId = 0;

  function factoryNumber(factory: GameFactory): number {
    let n = factories.get(factory);
    if (n === undefined) {
      n = nextFactory++;
      factories.set(factory, n);
    }
    return n;
  }

  const send = (worker: (typeof workers)[number], message: ToWorker) => worker.thread.postMessage(message);

  function runOn(worker: (typeof workers)[number], factory: number, job: BatchJob): Promise<BatchStats> {
    const id = nextId++;
    const { thread } = worker;
    return new Promise((resolve, reject) => {
      const onMessage = (message: FromWorker) => {
        if (message.id !== id) return;
        cleanup();
        if (message.type === 'done') resolve(message.stats);
        else reject(new Error(`worker failed: ${message.message}`));
      };
      const onError = (error: Error) => (cleanup(), reject(error));
      const cleanup = () => {
        thread.off('message', onMessage);
        thread.off('error', onError);
      };
      thread.on('message', onMessage);
      thread.on('error', onError);
      send(worker, { type: 'run', id, factory, job });
    });
  }

  /** Sends a factory to the workers that do not have it yet; returns its number. */
  function load(factory: GameFactory): number {
    const number = factoryNumber(factory);
    for (const worker of workers) {
      if (worker.sent.has(number)) continue;
      send(worker, { type: 'load', factory: number, game: factory });
      worker.sent.add(number);
    }
    return number;
  }

  return {
    size,
    load(factory) {
      load(factory);
    },
    async run(batch, onSlice, here) {
      const { factory, ...job } = batch;
      const number = load(factory);
      const bounds = sliceBounds(job);
      const end = job.firstSeed + job.games;
      const threads = here ? size + 1 : size;
      let seed = job.firstSeed;
      let failed = false;
      const take = (): { firstSeed: number; games: number } | null => {
        if (failed || seed >= end) return null;
        const games = sliceSize(end - seed, threads, bounds);
        const slice = { firstSeed: seed, games };
        seed += games;
        return slice;
      };
      const parts: Array<{ firstSeed: number; stats: BatchStats }> = [];
      /** This thread's share: a slice at a time, yielding between slices so the workers' messages are answered. */
      const playHere = async (game: LocalGame) => {
        for (let slice = take(); slice; slice = take()) {
          const stats = runJob(game, { ...job, ...slice });
          parts.push({ firstSeed: slice.firstSeed, stats });
          onSlice?.(stats);
          await nextTurn();
        }
      };
      // The workers are sent their first slices before this thread starts on one of its own.
      await Promise.all([
        ...workers.flatMap((worker) =>
          Array.from({ length: IN_HAND }, async () => {
            for (let slice = take(); slice; slice = take()) {
              try {
                const stats = await runOn(worker, number, { ...job, ...slice });
                parts.push({ firstSeed: slice.firstSeed, stats });
                onSlice?.(stats);
              } catch (error) {
                failed = true;
                throw error;
              }
            }
          }),
        ),
        ...(here ? [playHere(here)] : []),
      ]);
      // Merged in seed order, not finishing order, so the kept error samples and lines are those of one thread.
      parts.sort((a, b) => a.firstSeed - b.firstSeed);
      return mergeStats(parts.map((p) => p.stats));
    },
    async close() {
      await Promise.all(workers.map((w) => w.thread.terminate()));
    },
  };
}
