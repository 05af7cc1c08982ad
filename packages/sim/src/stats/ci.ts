// Confidence intervals: Wilson's score interval for a proportion, a seeded
// percentile bootstrap for means and medians, and the normal interval of a
// mean of paired differences (A/B on identical seeds).
import { fillInts, seedRng } from '@roomsmith/engine';

/** An estimate with its 95% interval. */
export interface Interval {
  value: number;
  low: number;
  high: number;
}

const Z95 = 1.959963984540054;

/** Wilson score 95% interval of `successes` out of `n` (stays inside [0, 1], good at small n and extreme rates). */
export function wilson(successes: number, n: number, z = Z95): Interval {
  if (n === 0) return { value: Number.NaN, low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Percentile bootstrap 95% interval of `statistic` over `values` (seeded, so reports repeat). */
export function bootstrap(
  values: readonly number[],
  statistic: (sample: number[]) => number = mean,
  resamples = 1000,
  seed = 1,
): Interval {
  const value = statistic([...values]);
  if (values.length < 2) return { value, low: value, high: value };
  const n = values.length;
  const rng = seedRng(`bootstrap:${seed}`);
  // A resample's indices are drawn into one reused buffer (the same draws as nextInt one at a time):
  // a 30,000-game report makes 30 million of them, once the games are over, on one thread.
  const picks = new Uint32Array(n);
  const stats = new Float64Array(resamples);
  // The mean adds the picked values in the order `mean` would, without building the sample: the same sum.
  const sample = statistic === mean ? undefined : new Array<number>(n);
  for (let r = 0; r < resamples; r++) {
    fillInts(rng, n, picks);
    if (sample) {
      for (let i = 0; i < n; i++) sample[i] = values[picks[i] as number] as number;
      stats[r] = statistic(sample);
    } else {
      let sum = 0;
      for (let i = 0; i < n; i++) sum += values[picks[i] as number] as number;
      stats[r] = sum / n;
    }
  }
  stats.sort();
  const at = (q: number) => stats[Math.min(stats.length - 1, Math.max(0, Math.floor(q * stats.length)))] as number;
  return { value, low: at(0.025), high: at(0.975) };
}

/** The mean of numbers (NaN when empty). */
export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((s, v) => s + v, 0) / values.length : Number.NaN;
}

/** Mean of paired differences with its normal 95% interval (n ≥ 30 or so for the normal approximation). */
export function pairedDifference(differences: readonly number[]): Interval & { n: number } {
  const n = differences.length;
  const m = mean(differences);
  if (n < 2) return { value: m, low: Number.NaN, high: Number.NaN, n };
  const variance = differences.reduce((s, d) => s + (d - m) ** 2, 0) / (n - 1);
  const half = Z95 * Math.sqrt(variance / n);
  return { value: m, low: m - half, high: m + half, n };
}

/** Whether an interval excludes `x` (a difference that is significant at 5%). */
export const excludes = (i: Interval, x: number): boolean => i.low > x || i.high < x;
