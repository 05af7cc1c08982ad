// Simulation throughput: Room 25 Cooperation (4 characters), random bots,
// full games. Reports medians of games/s and decisions/s on one core (aim:
// 10,000 games/s), the same with analytics on (as `roomsmith sim` plays
// them), then the speed-up of 2 worker threads over 1 thread (aim: ×1.8 on
// 2 cores) two ways, each measured side by side in this run:
//  - the pool alone (workers started and warm, batches of random games), and
//  - `roomsmith sim … --workers 2` against `--workers 1` end to end, as a user
//    runs it (the built CLI, one process per run: start-up, pack loading,
//    analytics and the report included), wall time, runs alternating.
// ROOMSMITH_BENCH_SIM_GAMES (default 30000) and ROOMSMITH_BENCH_SIM_ROUNDS
// (default 3) size the end-to-end part; ROOMSMITH_BENCH_SIM_ROUNDS=0 skips it.
// Then the same at ROOMSMITH_BENCH_SIM_LONG_GAMES (default 100000, the issue's
// "balance a new room over 100,000 games") for ROOMSMITH_BENCH_SIM_LONG_ROUNDS
// (default 3; 0 skips it), reported beside the 30,000-game figure. Each run
// prints its CPU by thread (tools/bench/ab/thread-cpu.mjs). Every ratio is
// printed with each round's ratio and with the cores' worth of CPU other
// processes took meanwhile (machine.ts); a figure is a claim (`claim: true` in
// its record) only when no run of it shared the machine with more than
// a tenth of a core.
import { execFileSync, spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { comparePools, measureThroughput, packGameFactory } from '@roomsmith/sim/node';
import { loadBenchTarget } from './bench-target.ts';
import { watchOthers } from './machine.ts';
import { median } from './stats.ts';

const AIM_GAMES_PER_SECOND = 10_000;
const AIM_SPEED_UP = 1.8;
/** Cores' worth of other processes' CPU under which a run had the machine to itself. */
const QUIET = 0.1;
const { dirs, mode, seats, engine, ruleset } = await loadBenchTarget();
const label = `${mode}, ${seats} seats`;
const load = () => loadavg()[0]?.toFixed(1) ?? '?';
const cores = (n: number | null) => (n === null ? '?' : n.toFixed(2));
/** Whether every run behind a figure had the machine to itself (unknown counts as not). */
const quiet = (others: ReadonlyArray<number | null>) => others.every((n) => n !== null && n <= QUIET);

const single = measureThroughput({ engine, ruleset, mode, seats, firstSeed: 0, games: 2000 }, 7);
// The same games as `roomsmith sim` plays them: analytics on (the engine's `tally` profile, each game's
// events folded into the per-content counts). Session 24 found this ×1.45–1.7 slower than `silent`.
const counted = measureThroughput({ engine, ruleset, mode, seats, firstSeed: 0, games: 2000, analytics: true }, 7);
const countedCost = single.gamesPerSecond / counted.gamesPerSecond;
console.log(`\nsimulation (${label})`);
console.log(
  `  one core: ${single.gamesPerSecond.toFixed(0)} games/s, ${single.decisionsPerSecond.toFixed(0)} decisions/s (median of ${single.runs.length})`,
);
console.log(
  `  one core, analytics on (as roomsmith sim plays): ${counted.gamesPerSecond.toFixed(0)} games/s, ×${countedCost.toFixed(2)} the time of the above`,
);

// Worker speed-up needs idle cores: on a busy machine it measures the contention, so say how busy it was.
const cpus = availableParallelism();
const poolLoad = load();
// With analytics, as `roomsmith sim` plays: each slice's game lines and tallies are sent back and merged.
const job = { factory: packGameFactory(dirs), mode, seats, firstSeed: 1_000_000, games: 8000, analytics: true };
const poolCpu = process.cpuUsage();
const poolOthers = watchOthers();
const pools = await comparePools(job, [1, 2], 5);
const poolUsed = process.cpuUsage(poolCpu);
const poolOthersCores = poolOthers((poolUsed.user + poolUsed.system) / 1e6);
const poolSpeedUp = pools.speedUps[2] as number;
const poolRounds = pools.rounds.map((r) => Number(((r[2] as number) / (r[1] as number)).toFixed(2)));
console.log(
  `  pool alone (warm, analytics on): 1 worker ${pools.rates[1]?.toFixed(0)} games/s, 2 workers ${pools.rates[2]?.toFixed(0)} games/s, speed-up ×${poolSpeedUp.toFixed(2)} (median of ${pools.rounds.length} rounds' ratios; ${cpus} cores, other processes ${cores(poolOthersCores)} cores meanwhile, load average ${poolLoad} → ${load()})${quiet([poolOthersCores]) ? '' : ' — machine shared: not a claim'}`,
);
// Each round's ratio, and how the 2-worker pool's games were shared: a worker far under half played less
// (descheduled by other jobs, or cold), one at 0% never got a slice.
console.log(
  `    rounds ×${poolRounds.map((r) => r.toFixed(2)).join(' ×')}; 2 workers played ${(pools.shares[2] ?? []).map((x) => `${(x * 100).toFixed(0)}%`).join(' / ')} of the games (each warmed on ${job.games / 4} games first)`,
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
    bench: `random full games/s, 1 core, analytics on (${label})`,
    median: Math.round(counted.gamesPerSecond),
    timeOfSilent: Number(countedCost.toFixed(2)),
  }),
);
console.log(
  JSON.stringify({
    bench: `pool: 2 workers over 1 (${label}, warm, random games, analytics)`,
    ratio: Number(poolSpeedUp.toFixed(2)),
    rounds: poolRounds,
    oneWorker: Math.round(pools.rates[1] as number),
    twoWorkers: Math.round(pools.rates[2] as number),
    othersCores: poolOthersCores === null ? null : Number(poolOthersCores.toFixed(2)),
    claim: quiet([poolOthersCores]),
    machine: `${cpus} cores, load average ${poolLoad}`,
  }),
);

const games = Number(process.env['ROOMSMITH_BENCH_SIM_GAMES'] ?? 30_000);
const rounds = Number(process.env['ROOMSMITH_BENCH_SIM_ROUNDS'] ?? 3);
// The issue's own example ("balance a new room over 100,000 games"), reported beside the 30,000-game figure,
// not instead of it: each thread's start, JIT warm-up and the serial report weigh less in a longer run.
const longGames = Number(process.env['ROOMSMITH_BENCH_SIM_LONG_GAMES'] ?? 100_000);
const longRounds = Number(process.env['ROOMSMITH_BENCH_SIM_LONG_ROUNDS'] ?? (rounds > 0 ? 3 : 0));
if (rounds > 0 || longRounds > 0) {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const cli = path.join(repo, 'packages/cli');
  // Built first, so the runs take the built path (bin/roomsmith.mjs runs the sources through tsx when the build is stale).
  execFileSync(process.execPath, ['build.mjs'], { cwd: cli, stdio: 'ignore' });
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_OPTIONS'));
  const threadCpu = path.join(repo, 'tools/bench/ab/thread-cpu.mjs');

  /** CPU seconds by thread (ab/thread-cpu.mjs's line on stderr): this thread, each worker, V8's helper threads. */
  type Cpu = { main: number; workers: number[]; helpers: number };
  const cpuOf = (stderr: string): Cpu => {
    const line = stderr.split('\n').find((l) => l.startsWith('thread-cpu '));
    return line ? (JSON.parse(line.slice('thread-cpu '.length)) as Cpu) : { main: NaN, workers: [], helpers: NaN };
  };
  const total = (c: Cpu) => c.main + c.workers.reduce((a, b) => a + b, 0) + c.helpers;
  const sec = (n: number) => n.toFixed(1);

  /**
   * One `roomsmith sim` process: wall seconds, CPU seconds by thread, the load average when it started and
   * the cores' worth of CPU other processes took while it ran.
   */
  const sim = (workers: number, n: number) => {
    const args = [...dirs, '--mode', mode, '--seats', String(seats), '--games', String(n)];
    const at = load();
    const others = watchOthers();
    const start = performance.now();
    const result = spawnSync(
      process.execPath,
      ['--import', threadCpu, path.join(cli, 'bin/roomsmith.mjs'), 'sim', ...args, '--workers', String(workers)],
      { env: clean, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const wall = (performance.now() - start) / 1000;
    if (result.status !== 0)
      throw new Error(`roomsmith sim --workers ${workers} exited ${result.status}: ${result.stderr}`);
    const cpu = cpuOf(result.stderr);
    return { wall, cpu, load: at, others: others(total(cpu)) };
  };

  // One game first, so that every timed run finds the packs in the check cache (packages/cli/README.md),
  // as a designer's second and later runs over unchanged packs do; the first run's checks are not timed.
  const warm = spawnSync(
    process.execPath,
    [path.join(cli, 'bin/roomsmith.mjs'), 'sim', ...dirs, '--mode', mode, '--seats', String(seats), '--games', '1'],
    { env: clean, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (warm.status !== 0) throw new Error(`roomsmith sim (cache warm-up) exited ${warm.status}: ${warm.stderr}`);

  /** `--workers 1` against `--workers 2` over `n` games, `times` rounds alternating; prints and returns the median ratio. */
  const endToEnd = (n: number, times: number, note: string) => {
    const command = `roomsmith sim ${path.relative(repo, dirs[0] ?? '')} --mode ${mode} --seats ${seats} --games ${n} --workers 1|2`;
    console.log(`\n${command}${note} (built CLI, wall time, alternating, packs from the check cache)`);
    const ratios: number[] = [];
    const walls: Record<number, number[]> = { 1: [], 2: [] };
    const cpuTotals: Record<number, number[]> = { 1: [], 2: [] };
    const others: Array<number | null> = [];
    for (let round = 0; round < times; round++) {
      const order = round % 2 ? [2, 1] : [1, 2];
      const runs: Record<number, ReturnType<typeof sim>> = {};
      for (const workers of order) runs[workers] = sim(workers, n);
      const [one, two] = [runs[1], runs[2]] as [ReturnType<typeof sim>, ReturnType<typeof sim>];
      ratios.push(one.wall / two.wall);
      for (const w of [1, 2] as const) {
        walls[w]?.push((runs[w] as ReturnType<typeof sim>).wall);
        cpuTotals[w]?.push(total((runs[w] as ReturnType<typeof sim>).cpu));
        others.push((runs[w] as ReturnType<typeof sim>).others);
      }
      // CPU by thread: where a second thread's extra CPU goes (its own JIT warm-up and GC on its thread,
      // V8's compiler and GC helper threads, which a lone thread runs on the idle core for free).
      console.log(
        `  round ${round + 1}: 1 thread ${sec(one.wall)} s (CPU ${sec(one.cpu.main)} + helpers ${sec(one.cpu.helpers)} s, others ${cores(one.others)} cores, load ${one.load}), 2 workers ${sec(two.wall)} s (CPU ${sec(two.cpu.main)} + worker ${two.cpu.workers.map(sec).join(' + ')} + helpers ${sec(two.cpu.helpers)} s, others ${cores(two.others)} cores, load ${two.load}): ×${(one.wall / two.wall).toFixed(2)}, CPU ×${(total(two.cpu) / total(one.cpu)).toFixed(2)}`,
      );
    }
    const ratio = median(ratios);
    const cpuCost = median(cpuTotals[2] ?? []) / median(cpuTotals[1] ?? []);
    const claim = quiet(others);
    console.log(
      `  median: 1 thread ${sec(median(walls[1] ?? []))} s, 2 workers ${sec(median(walls[2] ?? []))} s, speed-up ×${ratio.toFixed(2)} (median of the rounds' ×${ratios.map((r) => r.toFixed(2)).join(' ×')}; aim ×${AIM_SPEED_UP}); 2 workers spend ×${cpuCost.toFixed(2)} the CPU of 1 thread (all threads)${claim ? '' : `; other processes took up to ${cores(Math.max(...others.map((n) => n ?? Infinity)))} cores: not a claim`}`,
    );
    console.log(
      JSON.stringify({
        bench: `roomsmith sim --workers 2 over 1 (${label}, ${n} games${note}, wall)`,
        ratio: Number(ratio.toFixed(2)),
        rounds: ratios.map((r) => Number(r.toFixed(2))),
        aim: AIM_SPEED_UP,
        verdict: ratio >= AIM_SPEED_UP ? 'ok' : 'UNDER',
        oneThreadS: Number(median(walls[1] ?? []).toFixed(1)),
        twoWorkersS: Number(median(walls[2] ?? []).toFixed(1)),
        cpuRatio: Number(cpuCost.toFixed(2)),
        othersCores: others.map((n) => (n === null ? null : Number(n.toFixed(2)))),
        claim,
        machine: `${cpus} cores, load average ${load()}`,
      }),
    );
  };
  if (rounds > 0) endToEnd(games, rounds, '');
  if (longRounds > 0 && longGames > 0)
    endToEnd(longGames, longRounds, longGames === 100_000 ? ", the issue's 100,000-game example" : ', the long run');
}
