// Throughput measurements behind the benchmarks: games and decisions per
// second on one thread, and the speed-up of a worker pool over one worker,
// each the median of several timed runs after a warm-up.
import { performance } from 'node:perf_hooks';
import { runBatch, type BatchSpec } from '../run/batch.ts';
import { median } from '../stats/summary.ts';
import { createPool, type SimPool } from './pool.ts';
import type { WorkerJob } from './protocol.ts';

/** Medians over timed runs. */
export interface Throughput {
  gamesPerSecond: number;
  decisionsPerSecond: number;
  /** Each run's games per second, for spread. */
  runs: number[];
}

/** Plays `spec` once to warm up, then `runs` times, on this thread. */
export function measureThroughput<R>(spec: BatchSpec<R>, runs: number): Throughput {
  runBatch({ ...spec, games: Math.max(1, Math.floor(spec.games / 4)) });
  const games: number[] = [];
  const decisions: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    // A fresh seed range per run, so the JIT cannot specialise on one set of games.
    const stats = runBatch({ ...spec, firstSeed: spec.firstSeed + (i + 1) * spec.games });
    const seconds = (performance.now() - start) / 1000;
    if (stats.errors) throw new Error(`${stats.errors} games failed, first: ${stats.firstErrors[0]?.message}`);
    games.push(stats.games / seconds);
    decisions.push(stats.decisions / seconds);
  }
  return { gamesPerSecond: median(games), decisionsPerSecond: median(decisions), runs: games };
}

/** Pools of different sizes measured side by side (`comparePools`). */
export interface PoolComparison {
  /** Median games per second (wall) of each pool, by size. */
  rates: Record<number, number>;
  /** Median over rounds of each pool's rate / the first pool's rate in the same round, by size. */
  speedUps: Record<number, number>;
  /** Each round's games per second, by size. */
  rounds: Array<Record<number, number>>;
  /** The share of the timed rounds' games each worker played, by pool size (a worker at 0 never got a slice). */
  shares: Record<number, number[]>;
}

/**
 * Plays warm-up batches on `pool` until each of its workers has played at least `games` games, and
 * returns how many each played. Counted per worker, not per batch: the workers claim slices from a
 * shared counter, so the first worker to have built its game can play a whole warm-up batch before
 * another has built its own, and that one would then be timed cold (on a busy machine, where the
 * build and V8's optimising compiler run late, for several rounds).
 */
export async function warmPool(pool: SimPool, job: WorkerJob, games: number, maxBatches = 20): Promise<number[]> {
  const played = new Array<number>(pool.size).fill(0);
  const batch = Math.max(pool.size * 10, games * pool.size);
  for (let i = 0; played.some((n) => n < games); i++) {
    if (i === maxBatches) throw new Error(`a worker played ${Math.min(...played)} warm-up games in ${i} batches`);
    await pool.run({ ...job, firstSeed: job.firstSeed + i * batch, games: batch }, (stats, thread) => {
      if (thread >= 0) played[thread] = (played[thread] ?? 0) + stats.games + stats.errors;
    });
  }
  return played;
}

/**
 * Pools of each of `sizes` workers, all started and warmed up first, then played in turns: round
 * after round each pool plays `job` on a fresh seed range (the order of the pools alternating
 * between rounds), so a burst of load from other jobs hits every size alike. Wall time: a pool's
 * point is to finish sooner, not to cost less CPU.
 */
export async function comparePools(job: WorkerJob, sizes: readonly number[], rounds: number): Promise<PoolComparison> {
  const pools = sizes.map((size) => createPool(size));
  try {
    // Every worker warmed on as many games as the one worker of a pool of one.
    for (const pool of pools) await warmPool(pool, job, Math.max(10, Math.floor(job.games / 4)));
    const perRound: Array<Record<number, number>> = [];
    const played: Record<number, number[]> = Object.fromEntries(sizes.map((size) => [size, new Array(size).fill(0)]));
    for (let round = 0; round < rounds; round++) {
      const rates: Record<number, number> = {};
      const order = round % 2 ? [...pools].reverse() : pools;
      for (const pool of order) {
        const start = performance.now();
        const counts = played[pool.size] as number[];
        const stats = await pool.run({ ...job, firstSeed: job.firstSeed + (round + 1) * job.games }, (s, thread) => {
          counts[thread] = (counts[thread] ?? 0) + s.games;
        });
        if (stats.errors) throw new Error(`${stats.errors} games failed, first: ${stats.firstErrors[0]?.message}`);
        rates[pool.size] = stats.games / ((performance.now() - start) / 1000);
      }
      perRound.push(rates);
    }
    const first = sizes[0] as number;
    const out: PoolComparison = { rates: {}, speedUps: {}, rounds: perRound, shares: {} };
    for (const size of sizes) {
      const counts = played[size] as number[];
      const total = counts.reduce((a, b) => a + b, 0);
      out.shares[size] = counts.map((n) => n / total);
      out.rates[size] = median(perRound.map((r) => r[size] as number));
      out.speedUps[size] = median(perRound.map((r) => (r[size] as number) / (r[first] as number)));
    }
    return out;
  } finally {
    await Promise.all(pools.map((p) => p.close()));
  }
}

/** Games per second of a pool of `size` workers on `job`, median of `runs` after a warm-up. */
export async function measurePool(job: WorkerJob, size: number, runs: number): Promise<number> {
  const pool = createPool(size);
  try {
    await warmPool(pool, job, Math.max(1, Math.floor(job.games / 4)));
    const rates: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const stats = await pool.run({ ...job, firstSeed: job.firstSeed + (i + 1) * job.games });
      if (stats.errors) throw new Error(`${stats.errors} games failed, first: ${stats.firstErrors[0]?.message}`);
      rates.push(stats.games / ((performance.now() - start) / 1000));
    }
    return median(rates);
  } finally {
    await pool.close();
  }
}
