// node --import tsx tools/bench/ab/pool-probe.ts: what sim.bench.ts's "pool alone" does, one pool size at a
// time (PROBE_SIZES, default 1,2), with the games each worker played in the warm-up run (one batch of
// PROBE_GAMES / 4, as comparePools did before warmPool) and in each timed round (PROBE_GAMES, default
// 8000; PROBE_ROUNDS, default 3), and the load average. A worker at 0 in the warm-up is timed cold.
import path from 'node:path';
import { loadavg } from 'node:os';
import { createPool, packGameFactory } from '@roomsmith/sim/node';

const sizes = (process.env['PROBE_SIZES'] ?? '1,2').split(',').map(Number);
const games = Number(process.env['PROBE_GAMES'] ?? 8000);
const rounds = Number(process.env['PROBE_ROUNDS'] ?? 3);
const dirs = [path.resolve(process.env['ROOMSMITH_BENCH_PACK'] ?? 'content/room25')];
const job = { factory: packGameFactory(dirs), mode: 'coop-s1', seats: 4, firstSeed: 1_000_000, games };
for (const size of sizes) {
  const pool = createPool(size);
  const counts = (played: number[]) => (stats: { games: number }, thread: number) => {
    played[thread] = (played[thread] ?? 0) + stats.games;
  };
  let played = new Array<number>(size).fill(0);
  let t = performance.now();
  await pool.run({ ...job, games: Math.max(size * 10, Math.floor(games / 4)) }, counts(played));
  console.log(`size ${size} warm-up ${(performance.now() - t).toFixed(0)} ms, games by worker ${played.join(' / ')}`);
  for (let r = 0; r < rounds; r++) {
    played = new Array<number>(size).fill(0);
    t = performance.now();
    const stats = await pool.run({ ...job, firstSeed: job.firstSeed + (r + 1) * games }, counts(played));
    const s = (performance.now() - t) / 1000;
    console.log(
      `size ${size} round ${r + 1}: ${(stats.games / s).toFixed(0)} games/s, games by worker ${played.join(' / ')}, load ${loadavg()[0]?.toFixed(1)}`,
    );
  }
  await pool.close();
}
