// node tools/bench/ab/self-time.mjs <tree> [games] [top] [warm]: where a tree's time goes, by function, as
// `node --cpu-prof` sees it — V8's sampling profiler (through node:inspector, a sample every 100 µs) — over
// the measured games alone: bundles entry.ts from `tree` (as count-ab.mjs does; env as entry.ts), plays
// `warm` games (default 3000, seeds 1…) unprofiled, then profiles `games` more (default 3000, seeds 1000…).
// Prints the `top` functions (default 30) by self time, named by function and source file, with their share
// of the profiled samples, then the shares by source file and V8's own entries (`(garbage collector)`,
// `(program)`: code V8 could not name, builtins and the compiler's work on this thread among them).
// This is issue 13's own measure ("top self-time functions") beside count-prof.mjs's instructions. Time
// moves with the machine's load: a descheduled thread's time falls to whatever it was running, so compare
// shares, or two trees' lists taken in turn on a quiet machine.
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { bundleFile, sourceLines } from './bundle.mjs';
import { pathToFileURL } from 'node:url';

const [tree, gamesArg, topArg, warmArg] = process.argv.slice(2);
if (!tree) {
  console.error('usage: node tools/bench/ab/self-time.mjs <tree> [games] [top] [warm]');
  process.exit(2);
}
const games = Number(gamesArg ?? 3000);
const top = Number(topArg ?? 30);
const warm = Number(warmArg ?? 3000);
const root = path.resolve(tree);
const bundle = await bundleFile(root, 'entry.ts', 'self-time');
const fileAt = sourceLines(bundle);
const play = await (await import(pathToFileURL(bundle).href)).setup(root);

play(warm, 1);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const rate = play(games, 1000);
const { profile } = await session.post('Profiler.stop');
session.disconnect();

/** Self time by function (name and source file) and by file, in µs, from the samples' time deltas. */
const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map();
const { samples, timeDeltas } = profile;
for (let i = 0; i < samples.length; i++) {
  // A sample's delta is the time since the one before: it belongs to the sample before it.
  const dt = timeDeltas[i + 1] ?? 0;
  selfUs.set(samples[i], (selfUs.get(samples[i]) ?? 0) + dt);
}
const byFunction = new Map();
const byFile = new Map();
let all = 0;
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byNode.get(id).callFrame;
  const file = url === pathToFileURL(bundle).href ? fileAt(lineNumber + 1) : url ? 'other' : 'V8';
  const name = url ? `${functionName || '(anonymous)'} (${file})` : functionName;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  byFile.set(file, (byFile.get(file) ?? 0) + us);
  all += us;
}
const row = (us, name) =>
  `${((us / all) * 100).toFixed(2).padStart(6)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`;
console.log(
  `${root}: ${games} games after ${warm} (${rate.toFixed(0)} games per CPU second while profiled), ${(all / 1000).toFixed(0)} ms sampled`,
);
for (const [name, us] of [...byFunction].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(row(us, name));
console.log('\nby source file:');
for (const [file, us] of [...byFile].sort((x, y) => y[1] - x[1]).slice(0, 20)) console.log(row(us, file));
