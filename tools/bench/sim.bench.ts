// Simulation throughput: Room 25 Cooperation (4 characters), random bots,
// full games. Reports medians of games/s and decisions/s on one core (aim:
// 10,000 games/s), then the speed-up of 2 worker threads over 1 thread (aim:
// ×1.8 on 2 cores) two ways, each measured side by side in this run:
//  - the pool alone (workers started and warm, batches of random games), and
//  - `roomsmith sim … --workers 2` against `--workers 1` end to end, as a user
//    runs it (the built CLI, one process per run: start-up, pack loading,
//    analytics and the report included), wall time, runs alternating.
// ROOMSMITH_BENCH_SIM_GAMES (default 30000) and ROOMSMITH_BENCH_SIM_ROUNDS
// (default 3) size the end-to-end part; ROOMSMITH_BENCH_SIM_ROUNDS=0 skips it.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { comparePools, measureThroughput, packGameFactory } from '@roomsmith/sim/node';
import { loadBenchTarget } from './bench-target.ts';
import { median } from './stats.ts';

const AIM_GAMES_PER_SECOND = 10_000;
const AIM_SPEED_UP = 1.8;
const { dirs, mode, seats, engine, ruleset } = await loadBenchTarget();
const label = `${mode}, ${seats} seats`;
const load = () => loadavg()[0]?.toFixed(1) ?? '?';

const single = measureThroughput({ engine, ruleset, mode, seats, firstSeed: 0, games: 2000 }, 7);
console.log(`\nsimulation (${label})`);
console.log(
  `  one core: ${single.gamesPerSecond.toFixed(0)} games/s, ${single.decisionsPerSecond.toFixed(0)} decisions/s (median of ${single.runs.length})`,
);

// Worker speed-up needs idle cores: on a busy machine it measures the contention, so say how busy it was.
const cores = availableParallelism();
const poolLoad = load();
const job = { factory: packGameFactory(dirs), mode, seats, firstSeed: 1_000_000, games: 8000 };
const pools = await comparePools(job, [1, 2], 5);
const poolSpeedUp = pools.speedUps[2] as number;
console.log(
  `  pool alone: 1 worker ${pools.rates[1]?.toFixed(0)} games/s, 2 workers ${pools.rates[2]?.toFixed(0)} games/s, speed-up ×${poolSpeedUp.toFixed(2)} (median of ${pools.rounds.length} rounds' ratios; ${cores} cores, load average ${poolLoad} → ${load()})`,
);

const verdict = single.gamesPerSecond >= AIM_GAMES_PER_SECOND ? 'ok' : 'UNDER';
console.log(
  JSON.stringify({
    bench: `random full games/s, 1 core (${label})`,
    median: Math.round(single.gamesPerSecond),
    aim: AIM_GAMES_PER_SECOND,
    verdict,
  }),
);
console.log(JSON.stringify({ bench: `decisions/s, 1 core (${label})`, median: Math.round(single.decisionsPerSecond) }));
console.log(
  JSON.stringify({
    bench: `pool: 2 workers over 1 (${label}, warm, random games)`,
    ratio: Number(poolSpeedUp.toFixed(2)),
    oneWorker: Math.round(pools.rates[1] as number),
    twoWorkers: Math.round(pools.rates[2] as number),
    machine: `${cores} cores, load average ${poolLoad}`,
  }),
);

const games = Number(process.env['ROOMSMITH_BENCH_SIM_GAMES'] ?? 30_000);
const rounds = Number(process.env['ROOMSMITH_BENCH_SIM_ROUNDS'] ?? 3);
if (rounds > 0) {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const cli = path.join(repo, 'packages/cli');
  // Built first, so the runs take the built path (bin/roomsmith.mjs runs the sources through tsx when the build is stale).
  execFileSync(process.execPath, ['build.mjs'], { cwd: cli, stdio: 'ignore' });
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_OPTIONS'));

  /** CPU seconds of the finished children of this process (Linux: /proc/self/stat cutime + cstime), or NaN. */
  const childCpu = (): number => {
    try {
      const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
      return (Number(fields[13]) + Number(fields[14])) / 100;
    } catch {
      return NaN;
    }
  };

  /** One `roomsmith sim` process: wall and CPU seconds, and the load average when it started. */
  const sim = (workers: number) => {
    const args = [...dirs, '--mode', mode, '--seats', String(seats), '--games', String(games)];
    const at = load();
    const cpu = childCpu();
    const start = performance.now();
    const result = spawnSync(
      process.execPath,
      [path.join(cli, 'bin/roomsmith.mjs'), 'sim', ...args, '--workers', String(workers)],
      { env: clean, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const wall = (performance.now() - start) / 1000;
    if (result.status !== 0)
      throw new Error(`roomsmith sim --workers ${workers} exited ${result.status}: ${result.stderr}`);
    return { wall, cpu: childCpu() - cpu, load: at };
  };

  // One game first, so that every timed run finds the packs in the check cache (packages/cli/README.md),
  // as a designer's second and later runs over unchanged packs do; the first run's checks are not timed.
  const warm = spawnSync(
    process.execPath,
    [path.join(cli, 'bin/roomsmith.mjs'), 'sim', ...dirs, '--mode', mode, '--seats', String(seats), '--games', '1'],
    { env: clean, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (warm.status !== 0) throw new Error(`roomsmith sim (cache warm-up) exited ${warm.status}: ${warm.stderr}`);

  const command = `roomsmith sim ${path.relative(repo, dirs[0] ?? '')} --mode ${mode} --seats ${seats} --games ${games} --workers 1|2`;
  console.log(`\n${command} (built CLI, wall time, alternating, packs from the check cache)`);
  const ratios: number[] = [];
  const walls: Record<number, number[]> = { 1: [], 2: [] };
  const cpus: Record<number, number[]> = { 1: [], 2: [] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [2, 1] : [1, 2];
    const runs: Record<number, ReturnType<typeof sim>> = {};
    for (const workers of order) runs[workers] = sim(workers);
    const [one, two] = [runs[1], runs[2]] as [ReturnType<typeof sim>, ReturnType<typeof sim>];
    ratios.push(one.wall / two.wall);
    for (const w of [1, 2] as const) {
      walls[w]?.push((runs[w] as ReturnType<typeof sim>).wall);
      cpus[w]?.push((runs[w] as ReturnType<typeof sim>).cpu);
    }
    console.log(
      `  round ${round + 1}: 1 thread ${one.wall.toFixed(1)} s (CPU ${one.cpu.toFixed(1)} s, load ${one.load}), 2 workers ${two.wall.toFixed(1)} s (CPU ${two.cpu.toFixed(1)} s, load ${two.load}): ×${(one.wall / two.wall).toFixed(2)}`,
    );
  }
  const ratio = median(ratios);
  const cpuCost = median(cpus[2] ?? []) / median(cpus[1] ?? []);
  console.log(
    `  median: 1 thread ${median(walls[1] ?? []).toFixed(1)} s, 2 workers ${median(walls[2] ?? []).toFixed(1)} s, speed-up ×${ratio.toFixed(2)} (aim ×${AIM_SPEED_UP}); 2 workers spend ×${cpuCost.toFixed(2)} the CPU of 1 thread`,
  );
  console.log(
    JSON.stringify({
      bench: `roomsmith sim --workers 2 over 1 (${label}, ${games} games, wall)`,
      ratio: Number(ratio.toFixed(2)),
      aim: AIM_SPEED_UP,
      verdict: ratio >= AIM_SPEED_UP ? 'ok' : 'UNDER',
      oneThreadS: Number(median(walls[1] ?? []).toFixed(1)),
      twoWorkersS: Number(median(walls[2] ?? []).toFixed(1)),
      cpuRatio: Number(cpuCost.toFixed(2)),
      machine: `${cores} cores, load average ${load()}`,
    }),
  );
}
