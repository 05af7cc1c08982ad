// npx tsx tools/bench/ab/validation-profile.ts [loads] [top] [--alloc]: where a warm `loadPacks` of every
// shipped pack spends, as validation.bench.ts runs it (tsx, precompiled validators). Loads the packs 20 times
// unprofiled, then `loads` more (default 60) under V8's sampling profiler through node:inspector (a sample
// every 100 µs, as self-time.mjs takes them) and prints the `top` functions (default 30) by self time with
// their share, then the shares by source file. With --alloc, the sampling heap profiler instead: megabytes
// allocated per load by the function that allocated them (the collector's work follows what is allocated).
// Under tsx every function reports line 1, so functions are named by name and file. Session 27 found its
// steps with it.
import { Session } from 'node:inspector/promises';
import { loadPacks } from '@roomsmith/schema';
import { shippedPackInputs } from '../shipped-packs.ts';

const args = process.argv.slice(2).filter((a) => a !== '--alloc');
const alloc = process.argv.includes('--alloc');
const loads = Number(args[0] ?? 60);
const top = Number(args[1] ?? 30);
const inputs = await shippedPackInputs();
for (let i = 0; i < 20; i += 1) loadPacks(inputs);

/** Where a profile node's code lives, short: `link/walk.ts`, a package, or V8's own entries. */
const where = (url: string): string =>
  url ? url.replace(/^.*\/packages\/schema\/src\//, '').replace(/^.*\/node_modules\//, '') : 'V8';
const print = (title: string, rows: Map<string, number>, total: number, unit: (v: number) => string): void => {
  console.log(title);
  for (const [name, v] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((v / total) * 100).toFixed(1).padStart(5)}%  ${unit(v).padStart(9)}  ${name}`);
};
const add = (m: Map<string, number>, k: string, v: number): void => void m.set(k, (m.get(k) ?? 0) + v);

const session = new Session();
session.connect();
if (alloc) {
  interface HeapNode {
    callFrame: { functionName: string; url: string };
    selfSize: number;
    children: HeapNode[];
  }
  await session.post('HeapProfiler.enable');
  // Count what the collector took too, not only what is still live at the end (V8's flags; not in
  // @types/node's parameter type).
  const collected = { includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true };
  await session.post('HeapProfiler.startSampling', { samplingInterval: 256, ...collected } as {
    samplingInterval: number;
  });
  for (let i = 0; i < loads; i += 1) loadPacks(inputs);
  const { profile } = await session.post('HeapProfiler.stopSampling');
  const byFunction = new Map<string, number>();
  let total = 0;
  const visit = (n: HeapNode): void => {
    add(byFunction, `${n.callFrame.functionName || '(anonymous)'} (${where(n.callFrame.url)})`, n.selfSize);
    total += n.selfSize;
    for (const c of n.children) visit(c);
  };
  visit(profile.head as unknown as HeapNode);
  console.log(`${loads} warm loads: ${(total / loads / 1e6).toFixed(1)} MB allocated a load (sampled)`);
  print('by function', byFunction, total, (v) => `${(v / loads / 1e6).toFixed(2)} MB`);
} else {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  const start = performance.now();
  for (let i = 0; i < loads; i += 1) loadPacks(inputs);
  const wall = (performance.now() - start) / loads;
  const { profile } = await session.post('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let total = 0;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i += 1) {
    // A sample's delta is the time since the one before: it belongs to the sample before it.
    const us = deltas[i + 1] ?? 0;
    const frame = byId.get(samples[i] as number)?.callFrame;
    if (!frame) continue;
    add(byFunction, `${frame.functionName || '(anonymous)'} (${where(frame.url)})`, us);
    add(byFile, where(frame.url), us);
    total += us;
  }
  console.log(`${loads} warm loads: ${wall.toFixed(1)} ms a load while profiled`);
  print('self time by function', byFunction, total, (v) => `${(v / loads / 1000).toFixed(2)} ms`);
  print('\nby source file', byFile, total, (v) => `${(v / loads / 1000).toFixed(2)} ms`);
}
session.disconnect();
