// node --import tsx --conditions=@roomsmith/source tools/bench/ab/slice-probe.ts [games] [rounds]: what a
// slice of a pool's batch costs beyond its games, on one thread. Plays `games` Room 25 coop-s1 games (as
// `roomsmith sim` plays them: analytics on, no lines) in slices of 10, 100 and 1,000, each slice's
// statistics sent through a structured clone (v8.serialize / deserialize, as a worker's message) and
// merged in seed order, rounds alternating; prints CPU ms per variant and the cost per slice
// (the difference over the difference in slices). In-process CPU: a reading, not a count. Session 26 read
// ~0.1–0.19 ms a slice (100-game slices against 1,000-game ones, and 10 against 1,000).
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { runJob, seedOrderMerge } from '@roomsmith/sim';
import { loadPackGame } from '@roomsmith/sim/node';

const games = Number(process.argv[2] ?? 6000);
const rounds = Number(process.argv[3] ?? 5);
const { engine, ruleset } = await loadPackGame([path.resolve('content/room25')]);
const job = { mode: 'coop-s1', seats: 4, analytics: true, lines: false };
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
/** CPU ms of `games` games from `first` in slices of `size`, each cloned and merged. */
function play(first: number, size: number): number {
  const t = cpu();
  const merged = seedOrderMerge(first);
  for (let s = first; s < first + games; s += size) {
    const n = Math.min(size, first + games - s);
    const stats = runJob({ engine, ruleset }, { ...job, firstSeed: s, games: n });
    merged.add(s, n, deserialize(serialize(stats)));
  }
  return cpu() - t;
}
play(0, 100); // warm
const sizes = [10, 100, 1000];
const ms = new Map(sizes.map((s) => [s, [] as number[]]));
for (let r = 0; r < rounds; r++)
  for (const size of r % 2 ? [...sizes].reverse() : sizes) ms.get(size)?.push(play(1_000_000, size));
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
for (const size of sizes)
  console.log(`slices of ${size}: ${(ms.get(size) ?? []).map((x) => x.toFixed(0)).join(' / ')} ms`);
const m10 = med(ms.get(10) ?? []);
const m1000 = med(ms.get(1000) ?? []);
const slices = Math.ceil(games / 10) - Math.ceil(games / 1000);
console.log(`per slice (medians, 10 against 1,000): ${((m10 - m1000) / slices).toFixed(3)} ms`);
