// Exact binomial and multinomial draws from a uniform source, for a bootstrap that resamples counts of
// distinct values instead of drawing every index (a 100,000-game report drew 100 million indices).
// Binomial(n, p): inversion by geometric waiting times when n·p is small, otherwise Hörmann's BTRS
// (transformed rejection with squeeze: "The generation of binomial random variates", J. Statist.
// Comput. Simul. 46, 1993), as TensorFlow, PyTorch and JAX draw them. Both are exact in law, up to
// floating point. The uniform source is a parameter, so another sampler (a library's) can take its
// place with the same seeded source.
import { nextUint32, type RngState } from '@roomsmith/engine';

/** A source of uniform numbers in the open interval (0, 1). */
export type Uniform = () => number;

/** Uniforms in (0, 1) with 53 random bits, two 32-bit draws of `rng` each (seeded, so reports repeat). */
export function uniformOf(rng: RngState): Uniform {
  return () => ((nextUint32(rng) >>> 5) * 0x400_0000 + (nextUint32(rng) >>> 6) + 0.5) / 0x20_0000_0000_0000;
}

/** log(k!) − [(k + ½)·log(k + 1) − (k + 1) + ½·log(2π)], tabulated below 10 (the series is poor there). */
const TAIL = [
  0.0810614667953272, 0.0413406959554092, 0.0276779256849983, 0.02079067210376509, 0.0166446911898211,
  0.01387612882307075, 0.01189670994589177, 0.01041126526197209, 0.009255462182712733, 0.008330563433362871,
];

/** The Stirling series' tail of log(k!) (see TAIL). */
export function stirlingTail(k: number): number {
  if (k < 10) return TAIL[k] as number;
  const kp1sq = (k + 1) * (k + 1);
  return (1 / 12 - (1 / 360 - 1 / 1260 / kp1sq) / kp1sq) / (k + 1);
}

/** Binomial(n, p) for n·p < 10: how many geometric waiting times of success `p` fit in n trials. */
function byInversion(n: number, p: number, uniform: Uniform): number {
  const logQ = Math.log1p(-p);
  let trials = 0;
  for (let k = 0; ; k++) {
    trials += Math.ceil(Math.log(uniform()) / logQ);
    if (trials > n) return k;
  }
}

/** Binomial(n, p) for p ≤ ½ and n·p ≥ 10 by BTRS. */
function byRejection(n: number, p: number, uniform: Uniform): number {
  const q = 1 - p;
  const spq = Math.sqrt(n * p * q);
  const b = 1.15 + 2.53 * spq;
  const a = -0.0873 + 0.0248 * b + 0.01 * p;
  const c = n * p + 0.5;
  const vr = 0.92 - 4.2 / b;
  const r = p / q;
  const alpha = (2.83 + 5.1 / b) * spq;
  const m = Math.floor((n + 1) * p);
  const logH = (m + 0.5) * Math.log((m + 1) / (r * (n - m + 1))) + stirlingTail(m) + stirlingTail(n - m);
  for (;;) {
    const u = uniform() - 0.5;
    let v = uniform();
    const us = 0.5 - Math.abs(u);
    const k = Math.floor(((2 * a) / us + b) * u + c);
    if (k < 0 || k > n) continue;
    if (us >= 0.07 && v <= vr) return k;
    v = Math.log((v * alpha) / (a / (us * us) + b));
    const bound =
      logH +
      (n + 1) * Math.log((n - m + 1) / (n - k + 1)) +
      (k + 0.5) * Math.log((r * (n - k + 1)) / (k + 1)) -
      stirlingTail(k) -
      stirlingTail(n - k);
    if (v <= bound) return k;
  }
}

/** A draw of Binomial(n, p): successes in `n` trials of probability `p` (n a non-negative integer). */
export function binomial(n: number, p: number, uniform: Uniform): number {
  if (n === 0 || p <= 0) return 0;
  if (p >= 1) return n;
  if (p > 0.5) return n - binomial(n, 1 - p, uniform);
  return n * p < 10 ? byInversion(n, p, uniform) : byRejection(n, p, uniform);
}

/**
 * A draw of Multinomial(n; counts / Σcounts) into `out`: how many of `n` draws with replacement from a
 * population holding `counts[k]` items of kind k fall on each kind. Kind by kind, each is binomial in
 * the draws left, with the kind's share of the items not yet passed (exact in integers).
 */
export function multinomial(n: number, counts: ArrayLike<number>, uniform: Uniform, out: Float64Array): void {
  let left = n;
  let rest = 0;
  for (let k = 0; k < counts.length; k++) rest += counts[k] as number;
  for (let k = 0; k < counts.length; k++) {
    const c = counts[k] as number;
    const x = left === 0 ? 0 : c === rest ? left : binomial(left, c / rest, uniform);
    out[k] = x;
    left -= x;
    rest -= c;
  }
}
