// Throughput measurements behind the benchmarks: games and decisions per
// second on one thread, and the speed-up of a worker pool over one worker,
// each the median of several timed runs after a warm-up.
import { performance } from 'node:perf_hooks';
import { runBatch, type BatchSpec } from '../run/batch.ts';
import { median } from '../stats/summary.ts';
import { createPool } from './pool.ts';
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

/** Games per second of a pool of `size` workers on `job`, median of `runs` after a warm-up. */
export async function measurePool(job: WorkerJob, size: number, runs: number): Promise<number> {
  const pool = createPool(size);
  try {
    await pool.run({ ...job, games: Math.max(size, Math.floor(job.games / 4)) });
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
