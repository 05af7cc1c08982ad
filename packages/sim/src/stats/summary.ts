// Turns raw batch statistics into the numbers people read: rates, and the
// distribution of game length.
import type { BatchStats } from './batch-stats.ts';

/** Distribution of a quantity over games. */
export interface Distribution {
  min: number;
  p10: number;
  median: number;
  mean: number;
  p90: number;
  max: number;
}

/** What a batch says, ready to print. */
export interface StatsSummary {
  games: number;
  errors: number;
  /** Outcome label → share of games in [0, 1], most frequent first. */
  outcomeRates: Array<{ outcome: string; games: number; rate: number }>;
  decisionsPerGame: Distribution;
}

/** Median of `values` (mean of the two middle ones for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The value at quantile `q` (0..1) of a histogram value → count, by nearest rank. */
export function histogramQuantile(histogram: Record<number, number>, q: number): number {
  const entries = Object.entries(histogram)
    .map(([value, count]) => [Number(value), count] as const)
    .sort((a, b) => a[0] - b[0]);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const [value, count] of entries) {
    seen += count;
    if (seen >= rank) return value;
  }
  return entries[entries.length - 1]?.[0] ?? Number.NaN;
}

/** Summarises a batch: outcome rates and game-length distribution. */
export function summarize(stats: BatchStats): StatsSummary {
  const outcomeRates = Object.entries(stats.outcomes)
    .map(([outcome, games]) => ({ outcome, games, rate: stats.games ? games / stats.games : 0 }))
    .sort((a, b) => b.games - a.games || a.outcome.localeCompare(b.outcome));
  const h = stats.lengths;
  return {
    games: stats.games,
    errors: stats.errors,
    outcomeRates,
    decisionsPerGame: {
      min: histogramQuantile(h, 0),
      p10: histogramQuantile(h, 0.1),
      median: histogramQuantile(h, 0.5),
      mean: stats.games ? stats.decisions / stats.games : Number.NaN,
      p90: histogramQuantile(h, 0.9),
      max: histogramQuantile(h, 1),
    },
  };
}

/** Renders a summary as text lines for a terminal. */
export function formatSummary(summary: StatsSummary): string[] {
  const d = summary.decisionsPerGame;
  const lines = [`${summary.games} games${summary.errors ? `, ${summary.errors} errors` : ''}`];
  for (const { outcome, games, rate } of summary.outcomeRates) {
    lines.push(`  ${outcome.padEnd(20)} ${String(games).padStart(8)}  ${(rate * 100).toFixed(1).padStart(5)}%`);
  }
  lines.push(
    `decisions per game: min ${d.min}, p10 ${d.p10}, median ${d.median}, mean ${d.mean.toFixed(1)}, p90 ${d.p90}, max ${d.max}`,
  );
  return lines;
}
