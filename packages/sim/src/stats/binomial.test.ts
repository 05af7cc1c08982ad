import { describe, expect, it } from 'vitest';
import { seedRng } from '@roomsmith/engine';
import { binomial, multinomial, stirlingTail, uniformOf } from './binomial.ts';

/** log(k!) by sums. */
const logFactorial = (k: number) => {
  let s = 0;
  for (let i = 2; i <= k; i++) s += Math.log(i);
  return s;
};

/** The probability of k successes in n trials of p. */
const pmf = (n: number, p: number, k: number) =>
  Math.exp(logFactorial(n) - logFactorial(k) - logFactorial(n - k) + k * Math.log(p) + (n - k) * Math.log1p(-p));

/** Pearson's chi-square of `draws` draws of Binomial(n, p) against its probabilities (cells under 5 expected pooled). */
function chiSquare(n: number, p: number, draws: number, seed: string): { statistic: number; cells: number } {
  const uniform = uniformOf(seedRng(seed));
  const seen = new Array<number>(n + 1).fill(0);
  for (let i = 0; i < draws; i++) {
    const k = binomial(n, p, uniform);
    seen[k] = (seen[k] as number) + 1;
  }
  let statistic = 0;
  let cells = 0;
  let pooledSeen = 0;
  let pooledExpected = 0;
  for (let k = 0; k <= n; k++) {
    pooledSeen += seen[k] as number;
    pooledExpected += draws * pmf(n, p, k);
    if (pooledExpected >= 5 || k === n) {
      statistic += (pooledSeen - pooledExpected) ** 2 / pooledExpected;
      cells++;
      pooledSeen = 0;
      pooledExpected = 0;
    }
  }
  return { statistic, cells };
}

describe('binomial and multinomial draws', () => {
  it('gives uniforms strictly between 0 and 1 that repeat with their seed', () => {
    const a = uniformOf(seedRng('u'));
    const b = uniformOf(seedRng('u'));
    for (let i = 0; i < 10_000; i++) {
      const x = a();
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(1);
      expect(b()).toBe(x);
    }
  });

  it('tabulates the Stirling tail of log(k!) below 10 and follows its series above', () => {
    const exact = (k: number) =>
      logFactorial(k) - ((k + 0.5) * Math.log(k + 1) - (k + 1) + 0.5 * Math.log(2 * Math.PI));
    for (let k = 0; k < 10; k++) expect(Math.abs(stirlingTail(k) - exact(k)), `k ${k}`).toBeLessThan(1e-14);
    // The series' first term left out is ~1 / (1680·(k + 1)^7): 3e-11 at 10, far below what moves a draw.
    for (const k of [10, 12, 40, 200]) expect(Math.abs(stirlingTail(k) - exact(k)), `k ${k}`).toBeLessThan(5e-11);
  });

  it('draws counts in the proportions of the binomial law, by inversion and by rejection, for p on either side of ½', () => {
    // Cells pooled to ≥ 5 expected; the 0.999 quantile of chi-square with ~30 degrees of freedom is ~60.
    for (const [n, p] of [
      [20, 0.1], // inversion (n·p = 2)
      [60, 0.3], // rejection (n·p = 18)
      [60, 0.8], // rejection, mirrored
      [5000, 0.001], // inversion, many trials
      [400, 0.5],
    ] as const) {
      const { statistic, cells } = chiSquare(n, p, 50_000, `chi ${n} ${p}`);
      expect(statistic, `n ${n}, p ${p}, ${cells} cells`).toBeLessThan(cells + 4 * Math.sqrt(2 * cells) + 10);
    }
  });

  it('draws the mean and variance of a binomial with a hundred thousand trials', () => {
    const uniform = uniformOf(seedRng('big'));
    let sum = 0;
    let squares = 0;
    const draws = 100_000;
    for (let i = 0; i < draws; i++) {
      const x = binomial(100_000, 0.2, uniform);
      sum += x;
      squares += x * x;
    }
    const mean = sum / draws;
    // The mean's standard error is √(16,000 / 100,000) = 0.4; the variance's about 16,000 · √(2 / 100,000) ≈ 72.
    expect(Math.abs(mean - 20_000)).toBeLessThan(2);
    expect(Math.abs(squares / draws - mean * mean - 16_000)).toBeLessThan(360);
  });

  it('gives all trials or none at p of 1 or 0', () => {
    const uniform = uniformOf(seedRng('edges'));
    expect([binomial(7, 0, uniform), binomial(7, 1, uniform), binomial(0, 0.5, uniform)]).toEqual([0, 7, 0]);
  });

  it('spreads every draw of a multinomial over the kinds that have items, in their shares', () => {
    const uniform = uniformOf(seedRng('multi'));
    const counts = [5, 0, 30, 65];
    const out = new Float64Array(4);
    const totals = [0, 0, 0, 0];
    for (let r = 0; r < 2000; r++) {
      multinomial(1000, counts, uniform, out);
      expect(out.reduce((s, x) => s + x, 0)).toBe(1000);
      out.forEach((x, k) => (totals[k] = (totals[k] as number) + x));
    }
    expect(totals[1]).toBe(0);
    // Each kind's share of 2,000,000 draws, within a few of their standard errors (≤ 0.0004).
    totals.forEach((t, k) => expect(Math.abs(t / 2_000_000 - (counts[k] as number) / 100)).toBeLessThan(0.002));
  });
});
