import { describe, expect, it } from 'vitest';
import { bootstrap, excludes, mean, pairedDifference, wilson } from './ci.ts';

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

  it('finds a paired difference significant when every pair moves the same way', () => {
    const d = pairedDifference(Array.from({ length: 50 }, (_, i) => (i % 5 === 0 ? 0 : 1)));
    expect(excludes(d, 0)).toBe(true);
    expect(mean([1, 2, 3])).toBe(2);
  });
});
