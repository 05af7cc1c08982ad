import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '@roomsmith/engine';
import { uniformOf } from './binomial.ts';
import {
  bootstrap,
  bootstrapHistogram,
  countDistinct,
  countedMost,
  countedResampledMeans,
  excludes,
  mean,
  pairedDifference,
  resampledMeans,
  wilson,
} from './ci.ts';

/** The bootstrap drawn one index at a time into a fresh sample, as reports computed it before. */
function bootstrapByDraws(values: number[], statistic: (sample: number[]) => number) {
  const rng = seedRng('bootstrap:1');
  const stats: number[] = [];
  const sample = new Array<number>(values.length);
  for (let r = 0; r < 1000; r++) {
    for (let i = 0; i < values.length; i++) sample[i] = values[nextInt(rng, values.length)] as number;
    stats.push(statistic(sample));
  }
  stats.sort((a, b) => a - b);
  return { value: statistic([...values]), low: stats[25], high: stats[975] };
}

/** How many times each value occurs, as a batch keeps its game lengths. */
function histogramOf(values: readonly number[]): Record<number, number> {
  const h: Record<number, number> = {};
  for (const v of values) h[v] = (h[v] ?? 0) + 1;
  return h;
}

/** Game lengths of a sort: 2,000 integers from 20 up, skewed, about 40 distinct values. */
function lengths(): number[] {
  const uniform = uniformOf(seedRng('lengths'));
  return Array.from({ length: 2000 }, () => {
    let n = 20;
    while (uniform() < 0.85) n++;
    return n;
  });
}

/** The largest distance between the empirical distribution functions of two sorted samples (Kolmogorov–Smirnov). */
function ksDistance(a: Float64Array, b: Float64Array): number {
  let i = 0;
  let j = 0;
  let most = 0;
  while (i < a.length && j < b.length) {
    const x = Math.min(a[i] as number, b[j] as number);
    while (i < a.length && a[i] === x) i++;
    while (j < b.length && b[j] === x) j++;
    most = Math.max(most, Math.abs(i / a.length - j / b.length));
  }
  return most;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

describe('confidence intervals', () => {
  it('gives Wilson intervals that match the published worked example', () => {
    // 81 successes in 263 trials: 0.2553–0.3662 (Newcombe 1998, method 3).
    const i = wilson(81, 263);
    expect([i.low.toFixed(4), i.high.toFixed(4)]).toEqual(['0.2553', '0.3662']);
  });

  it('keeps a Wilson interval inside [0, 1] at a zero rate', () => {
    const i = wilson(0, 20);
    expect(i.low).toBe(0);
    expect(i.high).toBeGreaterThan(0.1);
  });

  it('bootstraps an interval around the mean that repeats with its seed', () => {
    const values = Array.from({ length: 200 }, (_, i) => i % 10);
    const a = bootstrap(values);
    expect(a.value).toBe(4.5);
    expect(a.low).toBeLessThan(4.5);
    expect(a.high).toBeGreaterThan(4.5);
    expect(bootstrap(values)).toEqual(a);
  });

  it('bootstraps the same interval as drawing each resample one index at a time, for the mean and other statistics', () => {
    const values = Array.from({ length: 301 }, (_, i) => ((i * 37) % 101) + (i % 3) / 7);
    expect(bootstrap(values)).toEqual(bootstrapByDraws(values, mean));
    expect(bootstrap(values, median)).toEqual(bootstrapByDraws(values, median));
  });

  it('draws resampled means as nextInt would, rejected draws included, and leaves the RNG where those draws leave it', () => {
    // A million values: 2^32 mod 10^6 = 967,296, so about 225 of a resample's draws are rejected and drawn again.
    const values = Array.from({ length: 1_000_000 }, (_, i) => (i * 7919) % 1009);
    const byDraws = seedRng('rejections');
    const expected: number[] = [];
    for (let r = 0; r < 2; r++) {
      let sum = 0;
      for (let i = 0; i < values.length; i++) sum += values[nextInt(byDraws, values.length)] as number;
      expected.push(sum / values.length);
    }
    const rng = seedRng('rejections');
    expect([...resampledMeans(rng, values, 2)]).toEqual(expected);
    expect(rng).toEqual(byDraws);
  });

  it('draws resampled means by counts of distinct values with the law of resampling every value', () => {
    const values = lengths();
    const distinct = countDistinct(values) as NonNullable<ReturnType<typeof countDistinct>>;
    const byDraws = resampledMeans(seedRng('plain'), values, 20_000).sort();
    const byCounts = countedResampledMeans(seedRng('counted'), distinct.values, distinct.counts, 20_000).sort();
    // Two samples of 20,000 from one law stay under 1.95·√(2 / 20,000) ≈ 0.0195 apart but once in a thousand.
    expect(ksDistance(byDraws, byCounts)).toBeLessThan(0.0195);
    const spread = (xs: Float64Array) => {
      const m = mean([...xs]);
      return Math.sqrt(mean([...xs].map((x) => (x - m) ** 2)));
    };
    expect(Math.abs(mean([...byCounts]) - mean(values))).toBeLessThan(spread(byDraws) / 20);
    expect(spread(byCounts) / spread(byDraws)).toBeCloseTo(1, 1);
  });

  it('gives intervals of the mean by counts that agree over many seeds with those of resampling every value', () => {
    const values = lengths();
    const distinct = countDistinct(values) as NonNullable<ReturnType<typeof countDistinct>>;
    const seeds = 100;
    let lowGap = 0;
    let highGap = 0;
    let width = 0;
    for (let seed = 0; seed < seeds; seed++) {
      const byDraws = resampledMeans(seedRng(`draws ${seed}`), values, 1000).sort();
      const byCounts = countedResampledMeans(seedRng(`counts ${seed}`), distinct.values, distinct.counts, 1000).sort();
      lowGap += (byCounts[25] as number) - (byDraws[25] as number);
      highGap += (byCounts[975] as number) - (byDraws[975] as number);
      width += (byDraws[975] as number) - (byDraws[25] as number);
    }
    // A bound's spread over seeds is ~2% of the interval's width, so the mean gap of 100 seeds' bounds has a
    // standard error of ~0.3% of it: a gap of 1% would be a difference in law.
    expect(Math.abs(lowGap / seeds)).toBeLessThan((0.01 * width) / seeds);
    expect(Math.abs(highGap / seeds)).toBeLessThan((0.01 * width) / seeds);
  });

  it('bootstraps the same interval of the mean of few distinct values in any order', () => {
    // 4,000 values of ~40 distinct ones: few enough (at most one in 64) to be drawn by counts.
    const values = [...lengths(), ...lengths()];
    const reversed = [...values].reverse();
    expect(bootstrap(reversed)).toEqual(bootstrap(values));
    expect(bootstrap(values).value).toBe(mean(values));
  });

  it('bootstraps the same interval of the mean from a histogram as from its values listed, when drawn by counts', () => {
    // 4,000 values of ~40 distinct ones: at most one in 64, so both draw by counts.
    const values = [...lengths(), ...lengths()].sort((a, b) => a - b);
    expect(countDistinct(values, countedMost(values.length))).toBeDefined();
    expect(bootstrapHistogram(histogramOf(values))).toEqual(bootstrap(values));
    expect(bootstrapHistogram(histogramOf(values), 500, 7)).toEqual(bootstrap(values, mean, 500, 7));
  });

  it('bootstraps the same interval of the mean from a histogram as from its values listed, when drawn one index at a time', () => {
    // 300 values of 30 distinct ones: more than one in 64, so both draw every index.
    const values = Array.from({ length: 300 }, (_, i) => 10 + (i % 30)).sort((a, b) => a - b);
    expect(countDistinct(values, countedMost(values.length))).toBeUndefined();
    expect(bootstrapHistogram(histogramOf(values))).toEqual(bootstrap(values));
  });

  it('draws by counts at the same number of distinct values from a histogram as from its values', () => {
    // 128 values: two distinct are drawn by counts, three are not; either way both forms agree.
    for (const distinct of [2, 3]) {
      const values = Array.from({ length: 128 }, (_, i) => Math.floor((i * distinct) / 128) * 5);
      expect(bootstrapHistogram(histogramOf(values))).toEqual(bootstrap(values));
    }
    expect(countedMost(128)).toBe(2);
  });

  it('gives a histogram of fewer than two values its mean as the whole interval, and none a NaN mean', () => {
    expect(bootstrapHistogram({ 12: 1 })).toEqual({ value: 12, low: 12, high: 12 });
    expect(bootstrapHistogram({}).value).toBeNaN();
  });

  it('finds a paired difference significant when every pair moves the same way', () => {
    const d = pairedDifference(Array.from({ length: 50 }, (_, i) => (i % 5 === 0 ? 0 : 1)));
    expect(excludes(d, 0)).toBe(true);
    expect(mean([1, 2, 3])).toBe(2);
  });
});
