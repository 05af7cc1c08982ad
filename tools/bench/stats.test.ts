import { describe, expect, it } from 'vitest';
import { formatResult, median, quantile, summarise } from './stats.ts';

describe('bench statistics', () => {
  it('take the middle value as the median of an odd count', () => {
    expect(median([5, 1, 3])).toBe(3);
  });

  it('average the middle two for an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('read the 90th percentile by nearest rank', () => {
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
  });

  it('express the median as a ratio of the aim', () => {
    expect(summarise('x', [10, 20, 30], 40).ratio).toBe(0.5);
  });

  it('flag a median over its aim', () => {
    expect(formatResult(summarise('x', [3], 2))).toMatch(/×1\.50 OVER$/);
  });
});
