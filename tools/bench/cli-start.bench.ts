// How long `roomsmith --help` takes to start, as a user runs it: the built
// JavaScript (what the npm package ships) against node's own start-up and the
// in-repo path through tsx (the sources, used when the build is missing or
// stale). Each run is its own process; the median of several is reported.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCases } from './harness.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(repo, 'packages/cli');
const bin = path.join(cli, 'bin/roomsmith.mjs');
// Built first, so the timed runs take the built path (bin/roomsmith.mjs runs the sources when the build is stale).
execFileSync(process.execPath, ['build.mjs'], { cwd: cli, stdio: 'ignore' });

/** Runs node with `args` and fails loudly if it does not exit 0. */
function run(args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(process.execPath, args, { env, stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${result.status}`);
}

const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_OPTIONS'));
const [node, built] = runCases('CLI start (one process per run)', [
  { name: 'node -e "" (start-up alone, for scale)', samples: 9, warmup: 1, run: () => run(['-e', ''], clean) },
  {
    name: 'roomsmith --help (built dist/)',
    aimMs: 300,
    samples: 9,
    warmup: 1,
    run: () => run([bin, '--help'], clean),
  },
  {
    name: 'roomsmith --help (sources through tsx)',
    samples: 3,
    warmup: 0,
    run: () => run([bin, '--help'], { ...clean, ROOMSMITH_SOURCE: '1' }),
  },
]);
if (node && built) {
  // On a busy machine node's own start-up dominates; this is what roomsmith adds to it.
  const overhead = built.medianMs - node.medianMs;
  console.log(`roomsmith --help adds ${overhead.toFixed(1)} ms to node's start-up`);
  console.log(JSON.stringify({ bench: 'roomsmith --help over node start-up', medianMs: overhead }));
}
