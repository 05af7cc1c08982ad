// node tools/bench/ab/count-lines.mjs <tree> <v8 name> <source regex> [games] [warm] [top]: where one
// optimized function's own instructions go, by source line. Counts a batch as count-prof.mjs does
// (callgrind, hash seed 1, `warm` games uninstrumented, default 3000, then `games`, default 1000), with
// callgrind's costs per instruction (`--dump-instr=yes`) and V8's `--print-opt-code` of the functions
// named `<v8 name>` (e.g. `step`, `putInto`): the TurboFan code objects whose perf-map entry's source
// file matches `<source regex>` (e.g. `take-action`) are found by address, each instruction's self
// cost is put on the source position V8 gives its pc (inlined callees' lines included), and the `top`
// (default 40) source lines are printed with their instructions a game. `<v8 name>` `-`: every optimized
// function of the matching files, named or not (`-` and `.`: the whole engine's optimized code by line). The instructions of calls out
// of the function (builtins, other JS) are not in it: count-prof.mjs lists those.
// Env as entry.ts (ROOMSMITH_BENCH_PACK, ROOMSMITH_BENCH_MODE, ROOMSMITH_BENCH_SEATS).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleFile, callgrindArgs } from './bundle.mjs';

const [tree, v8Name, sourceArg, gamesArg, warmArg, topArg] = process.argv.slice(2);
if (!tree || !v8Name || !sourceArg) {
  console.error('usage: node tools/bench/ab/count-lines.mjs <tree> <v8 name> <source regex> [games] [warm] [top]');
  process.exit(2);
}
const games = Number(gamesArg ?? 1000);
const warm = Number(warmArg ?? 3000);
const top = Number(topArg ?? 40);
const root = path.resolve(tree);
const bundle = await bundleFile(root, 'entry.ts', 'count-lines');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'count-lines-'));
const out = path.join(scratch, 'run.cg');
const args = callgrindArgs({
  out,
  bundle,
  root,
  hashSeed: 1,
  warm,
  games,
  nodeFlags: ['--perf-basic-prof', '--print-opt-code', `--print-opt-code-filter=${v8Name === '-' ? '*' : v8Name}`],
});
args.splice(1, 0, '--dump-instr=yes');
const run = spawnSync('valgrind', args, { encoding: 'utf8', maxBuffer: 1 << 30, cwd: scratch });
const pid = /==(\d+)==/.exec(run.stderr ?? '')?.[1];
if (run.status !== 0 || !pid) {
  console.error(run.stderr?.slice(-2000));
  process.exit(1);
}

// The bundle's lines and where each source file starts (its `// <path>` comment).
const bundleText = readFileSync(bundle, 'utf8');
const lineStarts = [0];
for (let i = 0; i < bundleText.length; i++) if (bundleText.charCodeAt(i) === 10) lineStarts.push(i + 1);
const lines = bundleText.split('\n');
const files = [];
lines.forEach((line, i) => {
  const m = /^\/\/ (?:\.\.\/)*(?:[^/]+\/)?((?:packages|tools|apps)\/.*)$/.exec(line);
  if (m) files.push([i + 1, m[1]]);
});
/** The bundle line (1-based) of a script position. */
function lineOf(pos) {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStarts[mid] <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}
function fileOf(line) {
  let file = '?';
  for (const [at, f] of files) if (at <= line) file = f;
  return file.replace(/^packages\//, '');
}

// The perf map: the code objects whose name is `*<v8Name>` from a file matching the regex.
const wanted = new RegExp(sourceArg);
const byStart = new Map();
const mapFile = `/tmp/perf-${pid}.map`;
if (existsSync(mapFile)) {
  for (const line of readFileSync(mapFile, 'utf8').split('\n')) {
    const m = /^([0-9a-f]+) ([0-9a-f]+) JS:\*(\S*) file:\/\/\S+:(\d+):\d+$/.exec(line);
    if (!m || (v8Name !== '-' && m[3] !== v8Name) || !wanted.test(fileOf(Number(m[4])))) continue;
    // A code object at an address used before replaces it (later lines win).
    const start = parseInt(m[1], 16);
    byStart.set(start, { start, size: parseInt(m[2], 16), positions: null, cost: new Map() });
  }
  rmSync(mapFile);
}

const ranges = [...byStart.values()];

// The printed code objects: the first instruction's address, then the source positions table.
const printed = run.stdout.split('--- Optimized code ---').slice(1);
for (const text of printed) {
  const first = /\n(0x[0-9a-f]+)\s+0\s/.exec(text);
  if (!first) continue;
  const start = parseInt(first[1], 16);
  const r = ranges.find((x) => x.start === start);
  if (!r) continue;
  const table = text.split('Source positions:')[1];
  if (!table) continue;
  const positions = [];
  for (const row of table.split('\n').slice(2)) {
    const m = /^\s+([0-9a-f]+)\s+(\d+)/.exec(row);
    if (!m) break;
    positions.push([parseInt(m[1], 16), Number(m[2])]);
  }
  r.positions = positions;
}

ranges.sort((x, y) => x.start - y.start);
/** The wanted code object holding `addr` (binary search over the sorted ranges). */
function rangeAt(addr) {
  let lo = 0;
  let hi = ranges.length - 1;
  let found;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid].start <= addr) {
      found = ranges[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found !== undefined && addr < found.start + found.size ? found : undefined;
}

// callgrind's per-instruction self costs (positions `instr line`, compressed relative addresses).
const cg = readFileSync(out, 'utf8');
rmSync(scratch, { recursive: true, force: true });
let addr = 0;
let afterCall = false;
let total = 0;
for (const line of cg.split('\n')) {
  if (line.startsWith('calls=')) {
    afterCall = true;
    continue;
  }
  const m = /^(0x[0-9a-f]+|[+-]\d+|\*)\s+(\S+)\s+(\d+)/.exec(line);
  if (!m) continue;
  const a = m[1];
  if (a.startsWith('0x')) addr = parseInt(a, 16);
  else if (a !== '*') addr += Number(a);
  const n = Number(m[3]);
  if (afterCall) {
    afterCall = false;
    continue;
  }
  total += n;
  const r = rangeAt(addr);
  if (r !== undefined) r.cost.set(addr - r.start, (r.cost.get(addr - r.start) ?? 0) + n);
}

const byLine = new Map();
let mine = 0;
let unplaced = 0;
for (const r of ranges) {
  for (const [pc, n] of r.cost) {
    mine += n;
    if (!r.positions) {
      unplaced += n;
      continue;
    }
    let pos = -1;
    for (const [at, p] of r.positions) if (at <= pc) pos = p;
    const line = pos < 0 ? 0 : lineOf(pos);
    byLine.set(line, (byLine.get(line) ?? 0) + n);
  }
}
const per = (n) => (n / games).toFixed(0).padStart(8);
console.log(
  `${root}: ${per(total).trim()} instructions a game; *${v8Name} of /${sourceArg}/: ${per(mine).trim()} a game in ` +
    `${ranges.length} code objects (${ranges.filter((r) => r.positions).length} printed), ${per(unplaced).trim()} unplaced`,
);
for (const [line, n] of [...byLine].sort((x, y) => y[1] - x[1]).slice(0, top)) {
  const text = line === 0 ? '(prologue)' : (lines[line - 1] ?? '').trim().slice(0, 110);
  console.log(`${per(n)}  ${line === 0 ? '' : fileOf(line)}:${line}  ${text}`);
}
