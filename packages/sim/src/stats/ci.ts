// Confidence intervals: Wilson's score interval for a proportion, a seeded
// percentile bootstrap for means and medians, and the normal interval of a
// mean of paired differences (A/B on identical seeds).
import { fillInts, seedRng, type RngState } from '@roomsmith/engine';

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
  let stats: Float64Array;
  if (statistic === mean) stats = resampledMeans(rng, values, resamples);
  else {
    // A resample's indices are drawn into one reused buffer (the same draws as nextInt one at a time).
    const picks = new Uint32Array(n);
    const sample = new Array<number>(n);
    stats = new Float64Array(resamples);
    for (let r = 0; r < resamples; r++) {
      fillInts(rng, n, picks);
      for (let i = 0; i < n; i++) sample[i] = values[picks[i] as number] as number;
      stats[r] = statistic(sample);
    }
  }
  stats.sort();
  const at = (q: number) => stats[Math.min(stats.length - 1, Math.max(0, Math.floor(q * stats.length)))] as number;
  return { value, low: at(0.025), high: at(0.975) };
}

/**
 * The means of `resamples` resamples of `values`, drawn from `rng` as `fillInts(rng, n, picks)` per
 * resample would (xoshiro128**, the same words, rejections and remainders), each adding the picked
 * values in the order `mean` would: the same numbers. A 30,000-game report makes 30 million draws,
 * once the games are over, on one thread; here each is added as it is drawn (no buffer written and
 * read back) from a Float64Array, the state words in local int32s for the whole loop.
 */
export function resampledMeans(rng: RngState, values: readonly number[], resamples: number): Float64Array {
  const n = values.length;
  const v = Float64Array.from(values);
  const stats = new Float64Array(resamples);
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
  const s = rng.s;
  let s0 = s[0] | 0;
  let s1 = s[1] | 0;
  let s2 = s[2] | 0;
  let s3 = s[3] | 0;
  for (let r = 0; r < resamples; r++) {
    let sum = 0;
    for (let i = 0; i < n; ) {
      const m = Math.imul(s1, 5);
      const x = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 11) | (s3 >>> 21);
      if (x < limit) {
        sum += v[x - Math.floor(x / n) * n] as number;
        i++;
      }
    }
    stats[r] = sum / n;
  }
  s[0] = s0 >>> 0;
  s[1] = s1 >>> 0;
  s[2] = s2 >>> 0;
  s[3] = s3 >>> 0;
  return stats;
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
