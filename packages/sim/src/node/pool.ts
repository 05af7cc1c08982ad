// A pool of worker threads that plays a batch of games in slices of seeds and
// merges the statistics in seed order, so the result equals one thread's.
// Each thread claims its next slice from a counter they share (claims.ts) when
// it is ready for one, so no worker waits for the parent to hand it work (the
// parent, playing slices of its own, answered only between them), and slices
// shrink towards the end of the batch so no thread is left alone with a long
// last slice. The calling thread, when it has the game built, plays slices too.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { EngineApi } from '../engine-api.ts';
import { seedOrderMerge, type BatchStats } from '../stats/batch-stats.ts';
import { runJob, type BatchJob } from '../run/job.ts';
import { claimAll, claimSlice, newClaims } from './claims.ts';
import type { Claims, FromWorker, GameFactory, ToWorker, WorkerJob } from './protocol.ts';

export { sliceSize } from './claims.ts';

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
   * finished slice and the thread that played it (the worker's index, or -1 for the calling thread). With
   * `here`, the calling thread plays slices on it too, between answering the workers (one thread more
   * without starting one: a worker would load its code, be sent the packs and compile them).
   */
  run(batch: PoolBatch, onSlice?: (stats: BatchStats, thread: number) => void, here?: LocalGame): Promise<BatchStats>;
  /**
   * Sends `factory` to every worker now, so each builds its game while the caller goes on (a later
   * `run` with the same factory object plays on it); otherwise `run` sends it.
   */
  load(factory: GameFactory): void;
  /** Stops every worker (once: a later call waits for the same). */
  close(): Promise<void>;
}

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
  let closing: Promise<void> | undefined;

  function factoryNumber(factory: GameFactory): number {
    let n = factories.get(factory);
    if (n === undefined) {
      n = nextFactory++;
      factories.set(factory, n);
    }
    return n;
  }

  const send = (worker: (typeof workers)[number], message: ToWorker) => worker.thread.postMessage(message);

  /** Has `worker` play slices of the batch until none is left to claim; `onDone` hears each slice it played. */
  function playOn(
    worker: (typeof workers)[number],
    factory: number,
    job: BatchJob,
    claims: Claims,
    onDone: (firstSeed: number, games: number, stats: BatchStats) => void,
  ): Promise<void> {
    const id = nextId++;
    const { thread } = worker;
    return new Promise((resolve, reject) => {
      const onMessage = (message: FromWorker) => {
        if (message.id !== id) return;
        if (message.type === 'done') return onDone(message.firstSeed, message.games, message.stats);
        cleanup();
        if (message.type === 'finished') resolve();
        else reject(new Error(`worker failed: ${message.message}`));
      };
      const onError = (error: Error) => (cleanup(), reject(error));
      const cleanup = () => {
        thread.off('message', onMessage);
        thread.off('error', onError);
      };
      thread.on('message', onMessage);
      thread.on('error', onError);
      send(worker, { type: 'batch', id, factory, job, claims });
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
      const claims = newClaims(here ? size + 1 : size, sliceBounds(job));
      // Each slice is merged as it comes (once the slices before it are in), not all at the end: the
      // merge of a batch's slices was ~15–30 ms of serial time after the last thread finished.
      const merged = seedOrderMerge(job.firstSeed);
      const done = (slice: { firstSeed: number; games: number }, stats: BatchStats, thread: number) => {
        merged.add(slice.firstSeed, slice.games, stats);
        onSlice?.(stats, thread);
      };
      /** This thread's share: a slice at a time, yielding between slices so the workers' results are taken in. */
      const playHere = async (game: LocalGame) => {
        for (let slice = claimSlice(claims, job.firstSeed, job.games); slice; ) {
          done(slice, runJob(game, { ...job, ...slice }), -1);
          await nextTurn();
          slice = claimSlice(claims, job.firstSeed, job.games);
        }
      };
      // The workers are sent the batch before this thread claims a slice of its own.
      const played = workers.map((worker, i) =>
        playOn(worker, number, job, claims, (firstSeed, games, stats) => done({ firstSeed, games }, stats, i)),
      );
      try {
        await Promise.all([...played, ...(here ? [playHere(here)] : [])]);
      } catch (error) {
        claimAll(claims, job.games);
        throw error;
      }
      // Merged in seed order, not finishing order, so the kept error samples and lines are those of one thread.
      if (merged.waiting)
        throw new Error(`${merged.waiting} slices of the batch were played but a slice before them was not`);
      return merged.total;
    },
    close() {
      closing ??= Promise.all(workers.map((w) => w.thread.terminate())).then(() => undefined);
      return closing;
    },
  };
}
