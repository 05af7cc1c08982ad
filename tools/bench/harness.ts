// Times benchmark cases in-process and prints medians, for bench files under tools/bench.
import { performance } from 'node:perf_hooks';
import { formatResult, summarise, type Result } from './stats.ts';

/** One thing to time. `run` is called repeatedly; its result is kept so the work is not optimised away. */
export interface Case {
  name: string;
  run: () => unknown;
  /** Target for the median, in milliseconds. */
  aimMs?: number;
  /** Timed runs (default 30). */
  samples?: number;
  /** Untimed runs first, to warm caches and the JIT (default 3). */
  warmup?: number;
}

let sink: unknown;

/** Times one case. */
export function time(c: Case): Result {
  for (let i = 0; i < (c.warmup ?? 3); i += 1) sink = c.run();
  const samples: number[] = [];
  for (let i = 0; i < (c.samples ?? 30); i += 1) {
    const start = performance.now();
    sink = c.run();
    samples.push(performance.now() - start);
  }
  return summarise(c.name, samples, c.aimMs);
}

/** Times every case, prints a table and one JSON line per result (which `npm run bench` collects). */
export function runCases(title: string, cases: Case[]): Result[] {
  console.log(`\n${title}`);
  const results = cases.map((c) => {
    const r = time(c);
    console.log(formatResult(r));
    return r;
  });
  for (const r of results) console.log(JSON.stringify({ bench: r.name, ...r }));
  if (sink === Symbol.for('never')) console.log(sink);
  return results;
}
