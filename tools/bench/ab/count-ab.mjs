// node tools/bench/ab/count-ab.mjs <treeA> <treeB> [games] [seeds] [warm]: instructions per game,
// counted by valgrind's callgrind, instead of time. Bundles entry.ts from each tree (as bench-ab and
// ab do) and runs each bundle under callgrind in its own node, once per V8 hash seed (1…`seeds`,
// default 3): count-child.mjs loads the pack and plays `warm` games (default 3000) with callgrind's
// instrumentation off, then counts the instructions of `games` more games (default 1000, seeds
// 1000…). The same games in both trees, so B/A is what the change costs in instructions. With
// `--predictable` the optimizing compiler runs on this thread and is counted: after a short warm-up
// (300 games) it was a third of the count and moved from tree to tree by more than the change; after
// 3,000 it is what the code keeps costing in recompiles (14% at session 15's start, whose spread kits
// deoptimized again and again, 3% at its end). Both figures are printed: all instructions (what to
// judge by: timed, the end of session 15 read ×1.11–1.14 against its start; counted, ×1.156 with the
// compiler and ×1.020 without), those outside V8's compile entries (`Runtime_Compile*`, inclusive), and
// those outside both the compiler and the garbage collector (callgrind-totals.mjs: where the major
// collector's marking cycles fall in the window is the schedule's, not the games'; session 26 found a
// Double Rush count with analytics on ~15% apart between two trees from that alone).
//
// Why: the machine's load moves timed A/Bs by ±5–10% (a tree against itself read ×0.916 at load
// 4–7), so steps of 1–3% never show there. Instruction counts do not depend on the load or on the
// other processes on the machine. V8's `--predictable` (one thread: compiles at the points the code
// reaches, not when a background thread is done) and `--predictable-gc-schedule` (heap growth not
// judged by the clock) make a run repeat to ~0.001%; what is left is how V8's own tables fall with
// the hash seed, which the median over seeds takes out. Instructions are not
// time (cache misses and mispredicted branches are not in them), so a step judged here is judged by
// time too (bench-ab) before a claim of speed.
//
// Env as entry.ts: ROOMSMITH_BENCH_PACK (a folder, or `floor`), ROOMSMITH_BENCH_MODE,
// ROOMSMITH_BENCH_SEATS; ROOMSMITH_COUNT_JOBS, runs at once (default 2). Needs valgrind (Debian's
// `valgrind`, with `callgrind_control`). A run of 1,000 Room 25 games takes ~25 s.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleFile, callgrindArgs, pool } from './bundle.mjs';
import { totals } from './callgrind-totals.mjs';

const [a, b] = process.argv.slice(2, 4);
const games = Number(process.argv[4] ?? 1000);
const seeds = Number(process.argv[5] ?? 3);
const warm = Number(process.argv[6] ?? 3000);
const jobs = Number(process.env['ROOMSMITH_COUNT_JOBS'] ?? 2);
if (!a || !b) {
  console.error('usage: node tools/bench/ab/count-ab.mjs <treeA> <treeB> [games] [seeds] [warm]');
  process.exit(2);
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'count-ab-'));
let runs = 0;

/** The instructions callgrind counts over the measured games of one count-child.mjs run, less compiling. */
function count(bundle, root, hashSeed) {
  const out = path.join(scratch, `run-${++runs}.cg`);
  const args = callgrindArgs({ out, bundle, root, hashSeed, warm, games });
  return new Promise((resolve, reject) => {
    const child = spawn('valgrind', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) {
        const t = totals(out);
        rmSync(out);
        resolve(t);
      } else reject(new Error(`callgrind run failed in ${root} (exit ${code}):\n${err.slice(-2000)}`));
    });
  });
}

const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const sides = [
  ['A', path.resolve(a)],
  ['B', path.resolve(b)],
];
const bundles = [];
for (const [side, root] of sides) bundles.push(await bundleFile(root, 'entry.ts', `count-${side.toLowerCase()}`));
const tasks = [];
for (let s = 1; s <= seeds; s++) sides.forEach(([, root], i) => tasks.push(() => count(bundles[i], root, s)));
const counts = await pool(tasks, jobs);
rmSync(scratch, { recursive: true, force: true });
const perGame = {};
const outside = {};
const neither = {};
sides.forEach(([side, root], i) => {
  const mine = counts.filter((_, k) => k % 2 === i);
  perGame[side] = median(mine.map((t) => t.all / games));
  outside[side] = median(mine.map((t) => (t.all - t.compiling) / games));
  neither[side] = median(mine.map((t) => (t.all - t.compiling - t.collecting) / games));
  console.log(
    `${side} ${root}: ${perGame[side].toFixed(0)} instructions a game, ${outside[side].toFixed(0)} outside the compiler, ${neither[side].toFixed(0)} outside the compiler and the collector; medians of ${seeds} hash seeds (${mine.map((t) => (t.all / games).toFixed(0)).join(', ')}; ${games} games after ${warm})`,
  );
});
console.log(
  `B/A instructions a game: ${(perGame.B / perGame.A).toFixed(4)} (B is ×${(perGame.A / perGame.B).toFixed(3)} faster by count); outside the compiler ${(outside.B / outside.A).toFixed(4)}; outside the compiler and the collector ${(neither.B / neither.A).toFixed(4)}`,
);
