// node --import tsx tools/bench/ab/pool-probe.ts: what sim.bench.ts's "pool alone" does, one pool size at a
// time (PROBE_SIZES, default 1,2), with the games each worker played in the warm-up run (one batch of
// PROBE_GAMES / 4, as comparePools did before warmPool) and in each timed round (PROBE_GAMES, default
// 8000; PROBE_ROUNDS, default 3), and the load average. A worker at 0 in the warm-up is timed cold. Each
// round also prints its tail: the milliseconds from the last slice's arrival to `run`'s result (the merge
// left for the end). PROBE_ANALYTICS=0 plays without analytics (default on, as `roomsmith sim` plays).
import path from 'node:path';
import { loadavg } from 'node:os';
import { createPool, packGameFactory } from '@roomsmith/sim/node';

const sizes = (process.env['PROBE_SIZES'] ?? '1,2').split(',').map(Number);
const games = Number(process.env['PROBE_GAMES'] ?? 8000);
const rounds = Number(process.env['PROBE_ROUNDS'] ?? 3);
const dirs = [path.resolve(process.env['ROOMSMITH_BENCH_PACK'] ?? 'content/room25')];
const analytics = process.env['PROBE_ANALYTICS'] !== '0';
const job = { factory: packGameFactory(dirs), mode: 'coop-s1', seats: 4, firstSeed: 1_000_000, games, analytics };
let lastSlice = 0;
for (const size of sizes) {
  const pool = createPool(size);
  const counts = (played: number[]) => (stats: { games: number }, thread: number) => {
    played[thread] = (played[thread] ?? 0) + stats.games;
    lastSlice = performance.now();
  };
  let played = new Array<number>(size).fill(0);
  let t = performance.now();
  await pool.run({ ...job, games: Math.max(size * 10, Math.floor(games / 4)) }, counts(played));
  console.log(`size ${size} warm-up ${(performance.now() - t).toFixed(0)} ms, games by worker ${played.join(' / ')}`);
  for (let r = 0; r < rounds; r++) {
    played = new Array<number>(size).fill(0);
    t = performance.now();
    const stats = await pool.run({ ...job, firstSeed: job.firstSeed + (r + 1) * games }, counts(played));
    const end = performance.now();
    const s = (end - t) / 1000;
    console.log(
      `size ${size} round ${r + 1}: ${(stats.games / s).toFixed(0)} games/s, games by worker ${played.join(' / ')}, tail ${(end - lastSlice).toFixed(1)} ms, load ${loadavg()[0]?.toFixed(1)}`,
    );
  }
  await pool.close();
}
