// A/B of two pack versions played on identical seeds and seat bots: the paired
// difference of each game's result (win 1, partial ½, loss 0) and of its
// length, with 95% intervals, and the content whose statistics moved.
import type { Analytics, GameLine } from '../analytics/analytics.ts';
import { resultClass } from '../analytics/analytics.ts';
import type { BatchStats } from './batch-stats.ts';
import { excludes, pairedDifference, wilson, type Interval } from './ci.ts';

/** How a content's numbers moved from A to B. */
export interface ContentMove {
  content: string;
  /** Share of games it fired in, A and B. */
  gamesA: number;
  gamesB: number;
  deathsPerGameA: number;
  deathsPerGameB: number;
  /** B − A of the share of games it fired in, with a 95% interval (two independent proportions). */
  gamesDiff: Interval;
  /** B − A of its deaths per game, with a 95% interval (normal, Poisson variances). */
  deathsDiff: Interval;
  significant: boolean;
}

/** The comparison. */
export interface AbReport {
  pairs: number;
  /** B − A of the per-game result score. */
  result: Interval & { n: number };
  /** B − A of decisions per game. */
  length: Interval & { n: number };
  winA: Interval;
  winB: Interval;
  moved: ContentMove[];
}

const score = (l: GameLine) =>
  ({ win: 1, partial: 0.5, loss: 0 })[
    resultClass(l.outcome === '(unfinished)' ? null : { outcome: l.outcome, winners: l.winners, reason: '' })
  ];

const Z = 1.959963984540054;

/** Compares two batches over the seeds both played. */
export function compareBatches(a: BatchStats, b: BatchStats): AbReport {
  const A = a.analytics as Analytics;
  const B = b.analytics as Analytics;
  if (!A || !B) throw new Error('A/B needs batches run with analytics');
  const bySeed = new Map(B.lines.map((l) => [l.seed, l]));
  const pairs = A.lines.flatMap((l) => {
    const other = bySeed.get(l.seed);
    return other ? [[l, other] as const] : [];
  });
  const n = a.games;
  const m = b.games;
  const keys = new Set([...Object.keys(A.content), ...Object.keys(B.content)]);
  const moved: ContentMove[] = [];
  for (const key of keys) {
    const ta = A.content[key];
    const tb = B.content[key];
    const pa = (ta?.games ?? 0) / n;
    const pb = (tb?.games ?? 0) / m;
    const se = Math.sqrt((pa * (1 - pa)) / n + (pb * (1 - pb)) / m);
    const da = (ta?.deaths ?? 0) / n;
    const db = (tb?.deaths ?? 0) / m;
    const sd = Math.sqrt(da / n + db / m);
    const gamesDiff = { value: pb - pa, low: pb - pa - Z * se, high: pb - pa + Z * se };
    const deathsDiff = { value: db - da, low: db - da - Z * sd, high: db - da + Z * sd };
    const significant = (se > 0 && excludes(gamesDiff, 0)) || (sd > 0 && excludes(deathsDiff, 0));
    moved.push({
      content: key,
      gamesA: pa,
      gamesB: pb,
      deathsPerGameA: da,
      deathsPerGameB: db,
      gamesDiff,
      deathsDiff,
      significant,
    });
  }
  moved.sort(
    (x, y) =>
      Number(y.significant) - Number(x.significant) ||
      Math.abs(y.deathsDiff.value) - Math.abs(x.deathsDiff.value) ||
      Math.abs(y.gamesDiff.value) - Math.abs(x.gamesDiff.value) ||
      x.content.localeCompare(y.content),
  );
  return {
    pairs: pairs.length,
    result: pairedDifference(pairs.map(([x, y]) => score(y) - score(x))),
    length: pairedDifference(pairs.map(([x, y]) => y.decisions - x.decisions)),
    winA: wilson(A.results.win + A.results.partial, n),
    winB: wilson(B.results.win + B.results.partial, m),
    moved,
  };
}

const signed = (x: number, digits = 3) => `${x >= 0 ? '+' : ''}${x.toFixed(digits)}`;
const range = (i: Interval, digits = 3) =>
  `${signed(i.value, digits)} [${signed(i.low, digits)}, ${signed(i.high, digits)}]`;

/** Renders an A/B report for a terminal. */
export function formatAb(r: AbReport, top = 20): string[] {
  const pct = (i: Interval) =>
    `${(i.value * 100).toFixed(1)}% [${(i.low * 100).toFixed(1)}–${(i.high * 100).toFixed(1)}]`;
  const lines = [
    `${r.pairs} paired games (same seeds, same bots); B − A with 95% intervals`,
    `  any victory: A ${pct(r.winA)}  B ${pct(r.winB)}`,
    `  result score (win 1, partial ½, loss 0): ${range(r.result)}${excludes(r.result, 0) ? '  significant' : ''}`,
    `  decisions per game: ${range(r.length, 2)}${excludes(r.length, 0) ? '  significant' : ''}`,
  ];
  const shown = r.moved.filter((m) => m.significant).slice(0, top);
  lines.push(shown.length ? 'content that moved (significant at 5%)' : 'no content moved significantly');
  for (const m of shown) {
    lines.push(
      `  ${m.content.padEnd(40)} in games ${(m.gamesA * 100).toFixed(1)}% → ${(m.gamesB * 100).toFixed(1)}%   deaths/game ${m.deathsPerGameA.toFixed(3)} → ${m.deathsPerGameB.toFixed(3)}`,
    );
  }
  return lines;
}
