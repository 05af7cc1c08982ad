import { describe, expect, it } from 'vitest';
import { fillInts, nextInt, nextUint32, seedRng, shuffleInPlace, type RngState } from './rng.ts';

// The draws as first written (a remainder of 2^32 for the limit, `%` for the value): what nextInt
// and shuffleInPlace must go on giving, draw for draw, or every seeded game changes.
function referenceInt(rng: RngState, n: number): number {
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
  let x = nextUint32(rng);
  while (x >= limit) x = nextUint32(rng);
  return x % n;
}
function referenceShuffle<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = referenceInt(rng, i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

// xoshiro128** as first written, each stored word updated in turn: what nextUint32 must go on giving.
function referenceUint32(rng: RngState): number {
  const s = rng.s;
  const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;
  const result = Math.imul(rotl(Math.imul(s[1], 5) >>> 0, 7), 9) >>> 0;
  const t = (s[1] << 9) >>> 0;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 11);
  s[0] >>>= 0;
  s[1] >>>= 0;
  s[2] >>>= 0;
  return result;
}

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

  it('draws the xoshiro128** numbers and leaves the state words as the word-by-word form does', () => {
    for (const seed of [0, 1, 7, 42, 0xffffffff, 'alpha']) {
      const rng = seedRng(seed);
      const reference = seedRng(seed);
      for (let i = 0; i < 2000; i++) {
        expect(nextUint32(rng)).toBe(referenceUint32(reference));
        expect(rng.s).toEqual(reference.s);
      }
    }
  });

  it('gives the published first draws of xoshiro128** from the state 1, 2, 3, 4', () => {
    const rng: RngState = { s: [1, 2, 3, 4] };
    expect([nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)]).toEqual([11520, 0, 5927040, 70819200]);
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

  it('rejects a range past 2^32, which no draw could cover', () => {
    expect(() => nextInt(seedRng(1), 2 ** 32 + 1)).toThrow(RangeError);
  });

  it('draws what the remainder formula draws, over small, odd and huge ranges', () => {
    for (const n of [
      1,
      2,
      3,
      6,
      25,
      1000,
      30_000,
      2 ** 31 - 1,
      2 ** 31,
      2 ** 31 + 1,
      3 * 2 ** 30,
      2 ** 32 - 1,
      2 ** 32,
    ]) {
      const mine = seedRng(`int:${n}`);
      const ref = seedRng(`int:${n}`);
      const got = Array.from({ length: 300 }, () => nextInt(mine, n));
      expect(got).toEqual(Array.from({ length: 300 }, () => referenceInt(ref, n)));
      expect(mine).toEqual(ref);
    }
  });

  it('shuffles as Fisher–Yates with one nextInt per swap does, and leaves the state where it would', () => {
    for (const length of [0, 1, 2, 5, 22, 200]) {
      for (const seed of [1, 2, 3, 'deck']) {
        const mine = seedRng(seed);
        const ref = seedRng(seed);
        const items = Array.from({ length }, (_, i) => `c${i}`);
        expect(shuffleInPlace(mine, [...items])).toEqual(referenceShuffle(ref, [...items]));
        expect(mine).toEqual(ref);
      }
    }
  });

  it('shuffles into a permutation of the input', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = shuffleInPlace(seedRng(3), [...items]);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });

  it('fills a buffer with the draws nextInt makes one at a time, and leaves the state where they would', () => {
    // 3·2^30 rejects a quarter of the raw draws; 2^32 and 1 are the ends of the range.
    for (const n of [1, 6, 30_000, 3 * 2 ** 30, 2 ** 32]) {
      const one = seedRng(`fill:${n}`);
      const many = seedRng(`fill:${n}`);
      const expected = Array.from({ length: 500 }, () => nextInt(one, n));
      const out = new Uint32Array(500);
      fillInts(many, n, out);
      expect([...out]).toEqual(expected);
      expect(many).toEqual(one);
    }
  });

  it('rejects a range fillInts cannot draw from', () => {
    expect(() => fillInts(seedRng(1), 0, new Uint32Array(1))).toThrow(RangeError);
    expect(() => fillInts(seedRng(1), 2 ** 32 + 1, new Uint32Array(1))).toThrow(RangeError);
  });
});
