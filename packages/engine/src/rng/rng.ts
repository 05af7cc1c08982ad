// A seeded PRNG whose whole state is four 32-bit words, so it can live inside
// the JSON game state: same seed ⇒ same draws, in Node and in a browser.
// Algorithm: xoshiro128** (Blackman & Vigna), seeded through splitmix32.

/** The RNG state as stored in a game state. Mutated in place by draws. */
export interface RngState {
  s: [number, number, number, number];
}

function splitmix32(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** Hashes a string seed to 32 bits (FNV-1a), so text seeds are stable too. */
function seedToNumber(seed: number | string): number {
  if (typeof seed === 'number') return seed >>> 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  }
  return h;
}

/** Creates an RNG state from a numeric or text seed. */
export function seedRng(seed: number | string): RngState {
  const next = splitmix32(seedToNumber(seed));
  const s: [number, number, number, number] = [next(), next(), next(), next()];
  if ((s[0] | s[1] | s[2] | s[3]) === 0) s[0] = 1; // xoshiro must not be all zero
  return { s };
}

/** Draws the next unsigned 32-bit integer and advances the state. */
export function nextUint32(rng: RngState): number {
  const s = rng.s;
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

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** Draws an integer in [0, n) without modulo bias (n up to 2^32). */
export function nextInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 0x1_0000_0000)
    throw new RangeError(`nextInt needs a positive integer up to 2^32, got ${n}`);
  // Draws at or above the largest multiple of n up to 2^32 are drawn again. The multiple and the
  // remainder are made from a floored quotient, not with `%`: on numbers past 2^31 that is a
  // floating-point remainder, a call into C that cost more than the draw itself. The quotient of two
  // integers under 2^53 is exact enough in a double that its floor is the integer quotient.
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  let x = nextUint32(rng);
  while (x >= limit) x = nextUint32(rng);
  return x - Math.floor(x / n) * n;
}

/**
 * Shuffles `items` in place (Fisher–Yates) and returns it: the swaps and the state nextInt would
 * give one draw at a time (setup shuffles a deck or two per game), with the state words kept in
 * local int32s for the whole shuffle, as fillInts does.
 */
export function shuffleInPlace<T>(rng: RngState, items: T[]): T[] {
  if (items.length < 2) return items;
  const s = rng.s;
  let s0 = s[0] | 0;
  let s1 = s[1] | 0;
  let s2 = s[2] | 0;
  let s3 = s[3] | 0;
  for (let i = items.length - 1; i > 0; i--) {
    const n = i + 1;
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    let x: number;
    do {
      const m = Math.imul(s1, 5);
      x = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 11) | (s3 >>> 21);
    } while (x >= limit);
    const j = x - Math.floor(x / n) * n;
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  s[0] = s0 >>> 0;
  s[1] = s1 >>> 0;
  s[2] = s2 >>> 0;
  s[3] = s3 >>> 0;
  return items;
}

/**
 * Fills `out` with successive draws of `nextInt(rng, n)` and leaves `rng` where those draws would:
 * the same numbers, for loops of millions of draws (a report's bootstrap) that cannot afford a call,
 * an array read and a floating-point remainder per draw. The state words stay in local int32s.
 */
export function fillInts(rng: RngState, n: number, out: Uint32Array): void {
  if (!Number.isInteger(n) || n <= 0 || n > 0x1_0000_0000)
    throw new RangeError(`fillInts needs a positive integer up to 2^32, got ${n}`);
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
  const s = rng.s;
  let s0 = s[0] | 0;
  let s1 = s[1] | 0;
  let s2 = s[2] | 0;
  let s3 = s[3] | 0;
  for (let i = 0; i < out.length; ) {
    const m = Math.imul(s1, 5);
    const x = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    // x % n without a floating-point remainder: the quotient of two numbers under 2^32 is exact
    // enough in a double that its floor is the integer quotient.
    if (x < limit) out[i++] = x - Math.floor(x / n) * n;
  }
  s[0] = s0 >>> 0;
  s[1] = s1 >>> 0;
  s[2] = s2 >>> 0;
  s[3] = s3 >>> 0;
}
