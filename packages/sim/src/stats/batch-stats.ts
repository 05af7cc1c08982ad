// Statistics of a batch of games, kept in a form that merges exactly: counts
// and a histogram of game lengths, so worker results add up to the same
// numbers one thread would have produced.
import type { GameOutcome } from '../run/game.ts';
import { addAnalytics, emptyAnalytics, type Analytics } from '../analytics/analytics.ts';

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

/**
 * Adds `part` to `total` in place, as the next part in seed order: its kept errors and game lines go after
 * those already there.
 */
export function addStats(total: BatchStats, part: BatchStats): void {
  total.games += part.games;
  total.decisions += part.decisions;
  total.answers += part.answers;
  total.errors += part.errors;
  addCounts(total.outcomes, part.outcomes);
  addCounts(total.winsBySeat, part.winsBySeat);
  addCounts(total.lengths, part.lengths);
  for (const e of part.firstErrors) if (total.firstErrors.length < KEPT_ERRORS) total.firstErrors.push(e);
  if (part.analytics) addAnalytics((total.analytics ??= emptyAnalytics()), part.analytics);
}

/** Merges several statistics records into a new one (game lines in seed order). */
export function mergeStats(parts: readonly BatchStats[]): BatchStats {
  const total = emptyStats();
  for (const part of parts) addStats(total, part);
  total.analytics?.lines.sort((x, y) => x.seed - y.seed);
  return total;
}

/** Folds slices of a batch (contiguous runs of seeds) into one record as they come, in whatever order. */
export interface SeedOrderMerge {
  /** Takes the slice of `games` seeds from `firstSeed`; it is added once every seed before it has been. */
  add(firstSeed: number, games: number, stats: BatchStats): void;
  /** The statistics of every seed from the batch's first up to the first one still missing. */
  readonly total: BatchStats;
  /** Slices taken but not added yet (a seed before them is missing). */
  readonly waiting: number;
}

/**
 * A merge of a batch from `firstSeed` that adds each slice as soon as the slices before it are in, so a
 * pool merges while its threads play rather than after the last one finishes; what it adds, and in what
 * order, is what `mergeStats` of the slices sorted by seed gives.
 */
export function seedOrderMerge(firstSeed: number): SeedOrderMerge {
  const total = emptyStats();
  const held = new Map<number, { games: number; stats: BatchStats }>();
  let next = firstSeed;
  return {
    add(first, games, stats) {
      held.set(first, { games, stats });
      for (let slice = held.get(next); slice; slice = held.get(next)) {
        held.delete(next);
        addStats(total, slice.stats);
        next += slice.games;
      }
    },
    total,
    get waiting() {
      return held.size;
    },
  };
}
