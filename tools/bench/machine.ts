// How much of the machine other processes took while a benchmark ran, from the kernel's CPU counters
// (Linux /proc/stat): all cores' busy time over the run, less the benchmark's own CPU, per second of
// wall time. A speed-up measured while others took a core measures the sharing, not the code: the sim
// bench prints this beside each ratio rather than the load average (a one-minute average, which counts
// the benchmark's own threads and lags behind a burst).
import { readFileSync } from 'node:fs';

/** Seconds of CPU all cores have spent busy (user, nice, system, irq, softirq, steal) since boot; null off Linux. */
export function busySeconds(stat?: string): number | null {
  let text = stat;
  if (text === undefined) {
    try {
      text = readFileSync('/proc/stat', 'utf8');
    } catch {
      return null;
    }
  }
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  // /proc/stat counts in USER_HZ, 100 a second on every Linux Node runs on.
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
}

/**
 * Cores' worth of CPU other processes used while a run took `wallSeconds` and `ownSeconds` of CPU, from
 * `busySeconds` before and after it (null when not known). Never below 0: the counters tick in 10 ms.
 */
export function othersCores(
  before: number | null,
  after: number | null,
  ownSeconds: number,
  wallSeconds: number,
): number | null {
  if (before === null || after === null || !(wallSeconds > 0)) return null;
  return Math.max(0, after - before - ownSeconds) / wallSeconds;
}

/** Starts watching: `stop(ownSeconds)` gives the cores' worth others used since (null when not known). */
export function watchOthers(): (ownSeconds: number) => number | null {
  const before = busySeconds();
  const start = performance.now();
  return (own) => othersCores(before, busySeconds(), own, (performance.now() - start) / 1000);
}
