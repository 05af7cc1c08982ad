// Side-by-side timing for noisy machines: contenders take turns, round after
// round, each timed in this process's CPU time, so a burst of load from other
// jobs hits both sides of a ratio alike. Ratios are taken per round, then the
// median of the rounds is reported.
import { median } from './stats.ts';

/** One side of a comparison: runs a batch of games and returns how many it played. */
export interface Contender {
  name: string;
  batch: (round: number) => number;
}

/** Medians of games per CPU second, per contender, and of each round's ratios to the first contender. */
export interface Interleaved {
  rates: Record<string, number>;
  /** first contender's rate / this contender's rate, median over rounds. */
  ratios: Record<string, number>;
}

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1e6;
};

/** Warms every contender up once, then runs `rounds` rounds of all of them in turn. */
export function interleave(contenders: Contender[], rounds: number): Interleaved {
  for (const c of contenders) c.batch(-1);
  const rates: Record<string, number[]> = {};
  const ratios: Record<string, number[]> = {};
  for (let round = 0; round < rounds; round++) {
    const here: number[] = [];
    for (const c of contenders) {
      const start = process.cpuUsage();
      const games = c.batch(round);
      const rate = games / Math.max(1e-6, cpuSeconds(start));
      (rates[c.name] ??= []).push(rate);
      here.push(rate);
    }
    contenders.forEach((c, i) => (ratios[c.name] ??= []).push((here[0] as number) / (here[i] as number)));
  }
  const out: Interleaved = { rates: {}, ratios: {} };
  for (const c of contenders) {
    out.rates[c.name] = median(rates[c.name] ?? []);
    out.ratios[c.name] = median(ratios[c.name] ?? []);
  }
  return out;
}
