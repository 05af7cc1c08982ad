// node tools/bench/ab/count-flags.mjs <tree> <games> <warm> <flags A> <flags B> …: instructions a game of
// one tree under different V8 flags (heap sizes, GC modes), counted by callgrind as count-ab.mjs counts
// them: entry-sim.ts (games as `roomsmith sim` plays them, analytics on) bundled from <tree>, `warm`
// games with instrumentation off, then `games` counted. Each flags argument is one string ('' for none),
// added after `--predictable --hash-seed=1 --random-seed=1` (not --predictable-gc-schedule, which fixes
// the semi-spaces at its own size). Prints per variant: all instructions a game, those inside V8's
// scavenger (`ScavengerCollector::CollectGarbage`, inclusive) and inside compile entries.
// `--predictable` runs the collector's and the compiler's work on this thread, so it is all counted:
// what two threads compete for on two cores, not how long a pause lasts. ROOMSMITH_COUNT_JOBS at once (default 2).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleFile, pool } from './bundle.mjs';
import { totals } from './callgrind-totals.mjs';

const [tree, games, warm, ...variants] = process.argv.slice(2);
if (!tree || !games || !warm || !variants.length) {
  console.error('usage: node tools/bench/ab/count-flags.mjs <tree> <games> <warm> <flags A> [<flags B> …]');
  process.exit(2);
}
const jobs = Number(process.env['ROOMSMITH_COUNT_JOBS'] ?? 2);
const here = path.dirname(fileURLToPath(import.meta.url));
const scratch = mkdtempSync(path.join(os.tmpdir(), 'count-flags-'));
const root = path.resolve(tree);
const bundle = await bundleFile(root, 'entry-sim.ts', 'count-sim');

const run = (flags, i) =>
  new Promise((resolve, reject) => {
    const out = path.join(scratch, `run-${i}.cg`);
    const args = [
      '--tool=callgrind',
      '--instr-atstart=no',
      `--callgrind-out-file=${out}`,
      'node',
      '--predictable',
      '--hash-seed=1',
      '--random-seed=1',
      ...flags.split(' ').filter(Boolean),
      path.join(here, 'count-child.mjs'),
      bundle,
      root,
      warm,
      games,
    ];
    const child = spawn('valgrind', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => (code === 0 ? resolve(totals(out)) : reject(new Error(err.slice(-2000)))));
  });

const results = await pool(
  variants.map((v, i) => () => run(v, i)),
  jobs,
);
rmSync(scratch, { recursive: true, force: true });
const per = (n) => Math.round(n / Number(games)).toLocaleString('en');
variants.forEach((flags, i) => {
  const r = results[i];
  const ratio = (r.all / results[0].all).toFixed(4);
  console.log(
    `[${flags || 'no flags'}] ${per(r.all)} instructions a game (${ratio} of the first), scavenger ${per(r.scavenging)}, compile ${per(r.compiling)}, collector ${per(r.collecting)}`,
  );
});
