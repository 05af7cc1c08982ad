import { describe, expect, it } from 'vitest';
import { nextInt, nextUint32, seedRng, shuffleInPlace } from './rng.ts';

const draws = (seed: number | string, n: number) => {
  const rng = seedRng(seed);
  return Array.from({ length: n }, () => nextUint32(rng));
};

describe('seeded rng', () => {
  it('gives the same draws for the same seed', () => {
    expect(draws(7, 20)).toEqual(draws(7, 20));
  });

  it('gives different draws for different seeds', () => {
    expect(draws(7, 5)).not.toEqual(draws(8, 5));
  });

  it('treats text seeds deterministically', () => {
    expect(draws('alpha', 5)).toEqual(draws('alpha', 5));
    expect(draws('alpha', 5)).not.toEqual(draws('beta', 5));
  });

  it('survives a JSON round trip mid-stream', () => {
    const rng = seedRng(42);
    nextUint32(rng);
    const copy = JSON.parse(JSON.stringify(rng));
    expect(nextUint32(copy)).toBe(nextUint32(rng));
  });

  it('keeps nextInt within bounds and covers every value', () => {
    const rng = seedRng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const v = nextInt(rng, 6);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(6);
      seen.add(v);
    }
    expect(seen.size).toBe(6);
  });

  it('rejects a non-positive range', () => {
    expect(() => nextInt(seedRng(1), 0)).toThrow(RangeError);
  });

  it('shuffles into a permutation of the input', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = shuffleInPlace(seedRng(3), [...items]);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });
});
