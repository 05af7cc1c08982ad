// Confidence intervals: Wilson's score interval for a proportion, a seeded
// percentile bootstrap for means and medians, and the normal interval of a
// mean of paired differences (A/B on identical seeds).
import { fillInts, seedRng, type RngState } from '@roomsmith/engine';
import { multinomial, uniformOf } from './binomial.ts';

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

/**
 * Percentile bootstrap 95% interval of `statistic` over `values` (seeded, so reports repeat). For the mean
 * of values with few distinct values (game lengths), each resample is drawn as the counts of the distinct
 * values (`countedResampledMeans`): the same resampling in law, its numbers not the same as drawing the
 * indices one by one, and the same for any order of the values.
 */
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
  const distinct = statistic === mean ? countDistinct(values, countedMost(n)) : undefined;
  if (distinct) stats = countedResampledMeans(rng, distinct.values, distinct.counts, resamples);
  else if (statistic === mean) stats = resampledMeans(rng, values, resamples);
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
  return percentiles(value, stats);
}

/**
 * `bootstrap(values)` of the mean, for values given as a histogram (value → how many times it occurs, as
 * a batch counts game lengths): the same interval as of the values listed in ascending order — the same
 * seeded draws, by counts under the same threshold (`countedMost`), else one index at a time — and the
 * same mean for integer values (a sum of products, exact below 2^53), without listing every value
 * when the draws are by counts.
 */
export function bootstrapHistogram(histogram: Readonly<Record<number, number>>, resamples = 1000, seed = 1): Interval {
  const keys = Object.keys(histogram)
    .filter((k) => (histogram[Number(k)] as number) > 0)
    .map(Number)
    .sort((a, b) => a - b);
  const values = Float64Array.from(keys);
  const counts = values.map((v) => histogram[v] as number);
  let n = 0;
  let sum = 0;
  for (let k = 0; k < values.length; k++) {
    n += counts[k] as number;
    sum += (values[k] as number) * (counts[k] as number);
  }
  const value = n ? sum / n : Number.NaN;
  if (n < 2) return { value, low: value, high: value };
  const rng = seedRng(`bootstrap:${seed}`);
  if (values.length <= countedMost(n)) return percentiles(value, countedResampledMeans(rng, values, counts, resamples));
  const listed: number[] = [];
  for (let k = 0; k < values.length; k++)
    for (let c = 0; c < (counts[k] as number); c++) listed.push(values[k] as number);
  return percentiles(value, resampledMeans(rng, listed, resamples));
}

/** The 2.5% and 97.5% percentiles of resampled statistics (sorted in place) around `value`. */
function percentiles(value: number, stats: Float64Array): Interval {
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

/**
 * A resample is drawn by counts when its values have at most n / COUNTED_SHARE distinct values: a binomial
 * draw per distinct value cost ~170 ns (Room 25's ~100 game lengths, 100,000 games: 15–20 ms for 1,000
 * resamples), an index draw per value ~3.4 ns (340 ms) — about fifty index draws a binomial one.
 */
const COUNTED_SHARE = 64;

/**
 * The most distinct values among `n` whose mean is resampled by counts: one in COUNTED_SHARE, rounded up.
 * The one threshold of both `bootstrap` (values) and `bootstrapHistogram` (counts).
 */
export const countedMost = (n: number): number => Math.ceil(n / COUNTED_SHARE);

/** The distinct values of `values` in ascending order with how often each occurs, or undefined past `most` of them. */
export function countDistinct(
  values: readonly number[],
  most = Infinity,
): { values: Float64Array; counts: Float64Array } | undefined {
  const seen = new Map<number, number>();
  for (const v of values) {
    const c = seen.get(v);
    if (c !== undefined) seen.set(v, c + 1);
    else if (seen.size >= most) return undefined;
    else seen.set(v, 1);
  }
  const sorted = Float64Array.from(seen.keys()).sort();
  return { values: sorted, counts: sorted.map((v) => seen.get(v) as number) };
}

/**
 * The means of `resamples` resamples of a population holding `counts[k]` copies of `values[k]`, each
 * resample drawn as how many times it picks each value (a multinomial draw, from `rng`): in law the means
 * `resampledMeans` draws, at a cost per distinct value rather than per value — a 100,000-game report's
 * 100 million index draws (~0.35 s on one thread after the games) become ~1,000 × its distinct lengths
 * binomial draws.
 */
export function countedResampledMeans(
  rng: RngState,
  values: Float64Array,
  counts: Float64Array,
  resamples: number,
): Float64Array {
  let n = 0;
  for (const c of counts) n += c;
  const uniform = uniformOf(rng);
  const picked = new Float64Array(values.length);
  const stats = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    multinomial(n, counts, uniform, picked);
    let sum = 0;
    for (let k = 0; k < values.length; k++) sum += (picked[k] as number) * (values[k] as number);
    stats[r] = sum / n;
  }
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
