// node tools/bench/ab/count-sim.mjs <tree> <games> [workers…]: instructions of a whole `roomsmith sim
// content/room25 --mode coop-s1 --seats 4 --games <games> --workers <w>` run (default workers 1 and 2),
// by thread, counted by callgrind (--separate-threads) on <tree>'s built CLI: start, pack loading from the
// check cache, the workers' start and compile, the games, the merge and the report — what `--workers 2`
// does that `--workers 1` does not, by count, whatever the load. Node runs with `--predictable` (V8's
// compiler and collector work on the thread they serve, so each thread's count holds its own JIT and GC:
// the work two threads compete for on two cores) and `--hash-seed=1 --random-seed=1`. Prints per run the
// main thread's instructions, each worker's (threads with over 2% of the run's), the rest, the total,
// and the total over the first run's. ROOMSMITH_BENCH_PACK / _MODE / _SEATS as elsewhere;
// ROOMSMITH_COUNT_JOBS runs at once (default 1). ROOMSMITH_COUNT_FLAGS adds V8 flags (e.g.
// `--predictable-gc-schedule`, for two trees compared: V8 sizes its heap by allocation rates it times, so
// without it the same run's count moves with the machine's load by ~1–2%).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pool } from './bundle.mjs';

const [tree, games, ...asked] = process.argv.slice(2);
if (!tree || !games) {
  console.error('usage: node tools/bench/ab/count-sim.mjs <tree> <games> [workers…]');
  process.exit(2);
}
const runs = (asked.length ? asked : ['1', '2']).map(Number);
const root = path.resolve(tree);
const cli = path.join(root, 'packages/cli');
const pack = process.env['ROOMSMITH_BENCH_PACK'] ?? 'content/room25';
const mode = process.env['ROOMSMITH_BENCH_MODE'] ?? 'coop-s1';
const seats = process.env['ROOMSMITH_BENCH_SEATS'] ?? '4';
const jobs = Number(process.env['ROOMSMITH_COUNT_JOBS'] ?? 1);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'count-sim-'));
const args = (n, workers) => [
  path.join(cli, 'bin/roomsmith.mjs'),
  'sim',
  pack,
  '--mode',
  mode,
  '--seats',
  seats,
  '--games',
  String(n),
  '--workers',
  String(workers),
];

// Built, then one uncounted game so every counted run finds the packs in the check cache.
execFileSync(process.execPath, ['build.mjs'], { cwd: cli, stdio: 'ignore' });
execFileSync(process.execPath, args(1, 1), { cwd: root, stdio: 'ignore' });

/** Instructions by thread of one run: [main, …workers], others. */
const count = (workers, i) =>
  new Promise((resolve, reject) => {
    const out = path.join(scratch, `run-${i}`);
    const child = spawn(
      'valgrind',
      [
        '--tool=callgrind',
        '--separate-threads=yes',
        `--callgrind-out-file=${out}.%p`,
        'node',
        '--predictable',
        '--hash-seed=1',
        '--random-seed=1',
        ...(process.env['ROOMSMITH_COUNT_FLAGS'] ?? '').split(' ').filter(Boolean),
        ...args(games, workers),
      ],
      { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(err.slice(-2000)));
      const threads = readdirSync(scratch)
        .filter((f) => f.startsWith(`run-${i}.`) && /-\d+$/.test(f))
        .sort((a, b) => Number(a.split('-').at(-1)) - Number(b.split('-').at(-1)))
        .map((f) => Number(/^summary: (\d+)/m.exec(readFileSync(path.join(scratch, f), 'utf8'))?.[1] ?? 0));
      const total = threads.reduce((a, b) => a + b, 0);
      const [main = 0, ...rest] = threads;
      const big = rest.filter((n) => n > total * 0.02);
      resolve({ main, workers: big, others: total - main - big.reduce((a, b) => a + b, 0), total });
    });
  });

const results = await pool(
  runs.map((v, i) => () => count(v, i)),
  jobs,
);
rmSync(scratch, { recursive: true, force: true });
const g = (n) => `${(n / 1e9).toFixed(3)} G`;
runs.forEach((w, i) => {
  const r = results[i];
  console.log(
    `--workers ${w}, ${games} games: main ${g(r.main)}${r.workers.map((n) => ` + worker ${g(n)}`).join('')} + others ${g(r.others)} = ${g(r.total)} (${(r.total / results[0].total).toFixed(4)} of the first; ${Math.round(r.total / Number(games)).toLocaleString('en')} a game)`,
  );
});
