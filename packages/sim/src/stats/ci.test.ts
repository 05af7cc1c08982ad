import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '@roomsmith/engine';
import { bootstrap, excludes, mean, pairedDifference, resampledMeans, wilson } from './ci.ts';

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

  it('finds a paired difference significant when every pair moves the same way', () => {
    const d = pairedDifference(Array.from({ length: 50 }, (_, i) => (i % 5 === 0 ? 0 : 1)));
    expect(excludes(d, 0)).toBe(true);
    expect(mean([1, 2, 3])).toBe(2);
  });
});
