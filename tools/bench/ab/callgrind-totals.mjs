// What the counting tools (count-ab.mjs, count-flags.mjs) read from a callgrind output: all instructions
// counted, and those spent inside V8's optimizing compiler and inside its garbage collector, each summed over
// the entries that start that work (`callgrind_annotate --inclusive=yes`: an entry's figure covers all it
// calls).
//
// The collector's figure (session 26) is what the count of a window of games holds of the major collector's
// schedule: with `--predictable-gc-schedule`, a full marking cycle (its steps on allocation, the write
// barrier's slow path while it marks, its pauses) starts when the old generation has grown so much, so one
// tree's window of 1,000–2,000 Double Rush matches holds three cycles and another's none, ~15% of the
// count, while the games do the same work. The entries: `Heap::CollectGarbage` (every pause: scavenges,
// a full collection's finish), `IncrementalMarking::Observer::Step` (marking steps taken as JavaScript
// allocates) and the `RecordWrite` builtins (the write barrier's slow path). It is an estimate from below:
// a marking cycle's start when no pause calls it (`StartIncrementalMarkingIfAllocationLimitIsReached` from
// an allocation) and sweeping finished on allocation are left out, as their callers cannot be told apart
// from a pause's in the annotated totals, and a collection inside a compile is counted in both.
import { execFileSync } from 'node:child_process';

/** The entries each figure sums, by the start of the function's name. */
const ENTRIES = {
  compiling: ['v8::internal::Runtime_Compile'],
  collecting: [
    'v8::internal::Heap::CollectGarbage(',
    'v8::internal::IncrementalMarking::Observer::Step(',
    'Builtins_RecordWrite',
  ],
  scavenging: ['v8::internal::ScavengerCollector::CollectGarbage('],
};

/**
 * Sums `callgrind_annotate --inclusive=yes` output (`text`) into all instructions and those of each
 * figure's entries. A function listed twice (`'2`: a cycle of recursion) is not an entry.
 */
export function parseTotals(text) {
  const sums = { all: 0, compiling: 0, collecting: 0, scavenging: 0 };
  for (const line of text.split('\n')) {
    const m = /^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$/.exec(line);
    if (!m) continue;
    const n = Number(m[1].replaceAll(',', ''));
    const rest = m[2];
    if (rest.startsWith('PROGRAM TOTALS')) {
      sums.all = n;
      continue;
    }
    // `<file>:<function> [<object>]`; node's own code has no file (`???`).
    const name = rest.slice(rest.indexOf(':') + 1);
    if (/'\d+ \[/.test(name)) continue;
    for (const [figure, starts] of Object.entries(ENTRIES))
      if (starts.some((s) => name.startsWith(s))) sums[figure] += n;
  }
  return sums;
}

/** The totals of callgrind's output `file` (see parseTotals). */
export function totals(file) {
  const text = execFileSync('callgrind_annotate', ['--inclusive=yes', '--threshold=100', file], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  return parseTotals(text);
}
