// node tools/bench/ab/count-prof.mjs <tree> [games] [top] [warm] [callers]: where a tree's instructions go,
// by function, counted by callgrind as count-ab.mjs counts them (same flags, hash seed 1, `warm`
// games uninstrumented, default 3000, then `games`, default 1000), with V8's `--perf-basic-prof`
// so that JIT code, which callgrind sees only as addresses, is named after its JavaScript function
// (the perf map node writes to /tmp/perf-<pid>.map). Prints the `top` (default 40) entries by
// self instructions: JavaScript functions (V8's name with its tier mark, `*` optimized, and the
// source file the bundle took it from), V8 builtins and C++. With `callers` (a regular expression),
// then prints, for each listed entry it matches, which functions called it and how many of its
// instructions each call accounts for (e.g. `KeyedLoadIC_Megamorphic`: which code loads by key
// from records of many shapes).
// Unlike a --cpu-prof profile it does not move with the load, and two trees' lists can be diffed.
// Env as entry.ts (ROOMSMITH_BENCH_PACK, ROOMSMITH_BENCH_MODE, ROOMSMITH_BENCH_SEATS).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleFile, callgrindArgs, sourceLines } from './bundle.mjs';

const [tree, gamesArg, topArg, warmArg, callersArg] = process.argv.slice(2);
if (!tree) {
  console.error('usage: node tools/bench/ab/count-prof.mjs <tree> [games] [top] [warm] [callers]');
  process.exit(2);
}
const games = Number(gamesArg ?? 1000);
const top = Number(topArg ?? 40);
const warm = Number(warmArg ?? 3000);
const root = path.resolve(tree);
const bundle = await bundleFile(root, 'entry.ts', 'count-prof');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'count-prof-'));
const out = path.join(scratch, 'run.cg');
const run = spawnSync(
  'valgrind',
  callgrindArgs({ out, bundle, root, hashSeed: 1, warm, games, nodeFlags: ['--perf-basic-prof'] }),
  // In the scratch folder: with --perf-basic-prof node also writes an isolate-*-v8.log where it runs.
  { encoding: 'utf8', maxBuffer: 1 << 26, cwd: scratch },
);
const pid = /==(\d+)==/.exec(run.stderr ?? '')?.[1];
if (run.status !== 0 || !pid) {
  console.error(run.stderr?.slice(-2000));
  process.exit(1);
}

// The perf map: one line per code object, `<start hex> <size hex> <name>`, later lines winning.
const mapFile = `/tmp/perf-${pid}.map`;
const code = [];
if (existsSync(mapFile)) {
  for (const line of readFileSync(mapFile, 'utf8').split('\n')) {
    const m = /^([0-9a-f]+) ([0-9a-f]+) (.*)$/.exec(line);
    if (m) code.push([parseInt(m[1], 16), parseInt(m[2], 16), m[3]]);
  }
  rmSync(mapFile);
}
code.sort((x, y) => x[0] - y[0]);

// Which source file each line of the bundle comes from, to name a JS function's file.
const fileAt = sourceLines(bundle);
/** `name file:line` of the bundle → `name (source file)`. */
function sourceOf(name) {
  const m = /^(.*?) file:\/\/\S+:(\d+):\d+$/.exec(name);
  return m ? `${m[1]} (${fileAt(Number(m[2]))})` : name;
}
/** The name of the code object holding `addr`, by binary search over the sorted map. */
function nameAt(addr) {
  let lo = 0;
  let hi = code.length - 1;
  let found;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (code[mid][0] <= addr) {
      found = code[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found && addr < found[0] + found[1] ? sourceOf(found[2]) : `JIT code at 0x${addr.toString(16)}`;
}

/** callgrind_annotate's `file:function (Nx) [object]` → a readable name, and `(N calls)` if given. */
function readable(raw) {
  const calls = / \(([\d,]+)x\)/.exec(raw);
  const bare = raw.replace(/ \([\d,]+x\)/, '');
  // A function inside its own call chain is listed again with a mark (`'2`): named as the first listing is.
  const addr = /^\?\?\?:0x([0-9a-f]+)('\d+)? \[\?\?\?\]$/.exec(bare);
  const name = addr
    ? `${nameAt(parseInt(addr[1], 16))}${addr[2] ?? ''}`
    : bare
        .replace(/^\S*?:/, '')
        .replace(/ \[[^\]]*\]$/, '')
        .replace(/^(.{100}).*$/, '$1…');
  return calls ? `${name} (${calls[1]} calls)` : name;
}

const text = execFileSync('callgrind_annotate', ['--threshold=100', '--tree=caller', out], {
  encoding: 'utf8',
  maxBuffer: 1 << 28,
});
rmSync(scratch, { recursive: true, force: true });
const self = new Map();
/** For each function, what each caller's calls of it cost (inclusive), in the order the file gives. */
const callers = new Map();
let pending = [];
let all = 0;
for (const line of text.split('\n')) {
  const m = /^\s*([\d,]+) (?:\([^)]*\))?\s+(<|\*)?\s*(.*)$/.exec(line);
  if (!m) continue;
  const n = Number(m[1].replaceAll(',', ''));
  if (m[3].startsWith('PROGRAM TOTALS')) {
    all = n;
    continue;
  }
  if (m[2] === '<') {
    pending.push([readable(m[3]), n]);
    continue;
  }
  const fn = readable(m[3]);
  self.set(fn, (self.get(fn) ?? 0) + n);
  const mine = callers.get(fn) ?? new Map();
  for (const [c, k] of pending) mine.set(c, (mine.get(c) ?? 0) + k);
  callers.set(fn, mine);
  pending = [];
}
console.log(`${root}: ${(all / games).toFixed(0)} instructions a game (${games} games after ${warm}, hash seed 1)`);
const listed = [...self].sort((x, y) => y[1] - x[1]).slice(0, top);
const line = (n, fn) => `${((n / all) * 100).toFixed(2).padStart(6)}%  ${(n / games).toFixed(0).padStart(8)}  ${fn}`;
for (const [fn, n] of listed) console.log(line(n, fn));
if (callersArg) {
  const wanted = new RegExp(callersArg);
  const matching = [...self].filter(([f]) => wanted.test(f)).sort((x, y) => y[1] - x[1]);
  for (const [fn] of matching.slice(0, 12)) {
    console.log(`\n${fn}, called from (inclusive instructions of those calls):`);
    for (const [c, k] of [...(callers.get(fn) ?? [])].sort((x, y) => y[1] - x[1]).slice(0, 15))
      console.log(`  ${line(k, c)}`);
  }
}
