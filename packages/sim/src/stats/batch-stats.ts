// Statistics of a batch of games, kept in a form that merges exactly: counts
// and a histogram of game lengths, so worker results add up to the same
// numbers one thread would have produced.
import type { GameOutcome } from '../run/game.ts';
import { mergeAnalytics, type Analytics } from '../analytics/analytics.ts';

/** Outcome label recorded for a game cut off before the engine declared a result. */
export const UNFINISHED = '(unfinished)';

/** Mergeable statistics of many games. */
export interface BatchStats {
  games: number;
  /** Games per outcome label ("total-victory", "defeat", …, or UNFINISHED). */
  outcomes: Record<string, number>;
  /** Wins per seat id. */
  winsBySeat: Record<string, number>;
  /** Decisions answered, summed over all games. */
  decisions: number;
  /** Individual seat answers, summed over all games. */
  answers: number;
  /** Histogram: decisions per game → number of games. */
  lengths: Record<number, number>;
  /** Games that threw; the first few are kept with their seed. */
  errors: number;
  firstErrors: Array<{ seed: number | string; message: string }>;
  /** Results, bots, first player and per-content tallies, when the batch asked for them. */
  analytics?: Analytics;
}

const KEPT_ERRORS = 5;

/** An empty statistics record. */
export function emptyStats(): BatchStats {
  return { games: 0, outcomes: {}, winsBySeat: {}, decisions: 0, answers: 0, lengths: {}, errors: 0, firstErrors: [] };
}

/** Adds one finished (or cut-off) game to `stats`. */
export function addGame(stats: BatchStats, game: Pick<GameOutcome, 'result' | 'decisions' | 'answers'>): void {
  stats.games++;
  const outcome = game.result?.outcome ?? UNFINISHED;
  stats.outcomes[outcome] = (stats.outcomes[outcome] ?? 0) + 1;
  for (const seat of game.result?.winners ?? []) stats.winsBySeat[seat] = (stats.winsBySeat[seat] ?? 0) + 1;
  stats.decisions += game.decisions;
  stats.answers += game.answers;
  stats.lengths[game.decisions] = (stats.lengths[game.decisions] ?? 0) + 1;
}

/** Adds a game that threw, keeping the first few messages. */
export function addError(stats: BatchStats, seed: number | string, error: unknown): void {
  stats.errors++;
  if (stats.firstErrors.length < KEPT_ERRORS) {
    stats.firstErrors.push({ seed, message: error instanceof Error ? error.message : String(error) });
  }
}

function addCounts(into: Record<string | number, number>, from: Record<string | number, number>): void {
  for (const [key, n] of Object.entries(from)) into[key] = (into[key] ?? 0) + n;
}

/** Merges several statistics records into a new one. */
export function mergeStats(parts: readonly BatchStats[]): BatchStats {
  const total = emptyStats();
  for (const part of parts) {
    total.games += part.games;
    total.decisions += part.decisions;
    total.answers += part.answers;
    total.errors += part.errors;
    addCounts(total.outcomes, part.outcomes);
    addCounts(total.winsBySeat, part.winsBySeat);
    addCounts(total.lengths, part.lengths);
    for (const e of part.firstErrors) if (total.firstErrors.length < KEPT_ERRORS) total.firstErrors.push(e);
  }
  const analytics = parts.flatMap((p) => (p.analytics ? [p.analytics] : []));
  if (analytics.length) total.analytics = mergeAnalytics(analytics);
  return total;
}
