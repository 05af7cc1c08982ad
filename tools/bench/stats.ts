// The numbers a benchmark reports: median (robust to the odd GC pause), spread, and how it stands against its aim.

/** The summary of one benchmark's samples, in milliseconds. */
export interface Result {
  name: string;
  samples: number;
  medianMs: number;
  minMs: number;
  p90Ms: number;
  /** The target the median should stay under, if there is one. */
  aimMs?: number;
  /** median / aim: under 1 means within the aim. */
  ratio?: number;
}

/** The value at quantile q (0..1) of sorted numbers, nearest-rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[at] ?? NaN;
}

/** The median of numbers (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Summarises timing samples against an optional aim. */
export function summarise(name: string, samplesMs: readonly number[], aimMs?: number): Result {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const result: Result = {
    name,
    samples: sorted.length,
    medianMs: median(sorted),
    minMs: sorted[0] ?? NaN,
    p90Ms: quantile(sorted, 0.9),
  };
  if (aimMs !== undefined) {
    result.aimMs = aimMs;
    result.ratio = result.medianMs / aimMs;
  }
  return result;
}

/** One table line: name, median, p90, aim and ratio. */
export function formatResult(r: Result): string {
  const ms = (n: number) => `${n < 10 ? n.toFixed(3) : n.toFixed(1)} ms`;
  const aim =
    r.aimMs === undefined
      ? ''
      : `  aim ${ms(r.aimMs)}  ×${(r.ratio ?? 0).toFixed(2)} ${(r.ratio ?? 0) <= 1 ? 'ok' : 'OVER'}`;
  return `${r.name.padEnd(44)} median ${ms(r.medianMs).padStart(10)}  p90 ${ms(r.p90Ms).padStart(10)}  n=${r.samples}${aim}`;
}
