// Plays many games, one per seed, and folds them into mergeable statistics.
// A game that throws is counted as an error and the batch goes on, so one bad
// seed does not hide the numbers of the others.
import type { SeatId } from '../engine-api.ts';
import { addGameAnalytics, emptyAnalytics, type Analytics } from '../analytics/analytics.ts';
import { botAt, botLabel, seatPolicies, type SeatBots } from '../bots/kinds.ts';
import { addError, addGame, emptyStats, type BatchStats } from '../stats/batch-stats.ts';
import { runGame, type GameOutcome, type GameSetup, type RunOptions } from './game.ts';
import { botRng, randomBot, type SeatPolicy } from './policy.ts';

/** A batch: every seed from `firstSeed` to `firstSeed + games - 1`. */
export interface BatchSpec<R> extends Omit<GameSetup<R>, 'seed'> {
  firstSeed: number;
  games: number;
  /** Policy per seat for one game; random bots seeded from the game seed by default. */
  policies?: (seed: number) => (seat: SeatId, index: number) => SeatPolicy;
  /** Bots by kind (instead of `policies`): each seat's bot, rotation, the mode's hints. */
  bots?: SeatBots;
  /** Collect per-game analytics (results, bots, first player, per-content tallies, a line per game). */
  analytics?: boolean;
  /**
   * With analytics, keep a line per game (default true). A report reads none of them (its counts and length
   * histogram are kept apart); a 100,000-game batch's lines were 100,000 objects each worker sent, the
   * calling thread read and merged, and both heaps kept to the end.
   */
  lines?: boolean;
  maxDecisions?: number;
  afterStep?: RunOptions['afterStep'];
  /** Called after each game (progress bars). */
  onGame?: (game: GameOutcome) => void;
}

/** Random bots in every seat, sharing one RNG derived from the game seed. */
export function allRandomBots(seed: number): (seat: SeatId, index: number) => SeatPolicy {
  const policy = randomBot(botRng(seed));
  return () => policy;
}

/**
 * Analytics' marks of where each decision's events start in the log (one per decision asked), and the one
 * `onAsk` that writes them, for every batch this thread plays: a closure made per batch was a new call
 * target at each batch for the engine code that calls it, whose optimised code (specialised on the first
 * batch's closure) was thrown away on the second (`wrong call target`) and compiled again. A batch played
 * inside another (from a callback) makes its own.
 */
const threadMarks: number[] = [];
const markAsk = (logged: number): void => void threadMarks.push(logged);
let marking = false;

/** Runs every game of the batch and returns its statistics. */
export function runBatch<R>(spec: BatchSpec<R>): BatchStats {
  if (!spec.analytics) return playBatch(spec, [], undefined);
  if (marking) {
    const marks: number[] = [];
    return playBatch(spec, marks, (logged) => void marks.push(logged));
  }
  marking = true;
  try {
    return playBatch(spec, threadMarks, markAsk);
  } finally {
    marking = false;
  }
}

/** `runBatch` with the marks to fill (reset per game) and the `onAsk` that fills them (with analytics). */
function playBatch<R>(spec: BatchSpec<R>, marks: number[], onAsk: ((logged: number) => void) | undefined): BatchStats {
  const stats = emptyStats();
  if (spec.analytics) stats.analytics = emptyAnalytics();
  // A batch reads results, not event text or labels, so it runs `silent` unless asked. Bots that search or
  // plan may read what happened as their seat reads it, so those keep the rich profile; otherwise analytics
  // count the events' causes, which the `tally` profile logs without labels or marks for seats.
  const readers = spec.bots?.bots.some((b) => b.kind !== 'random') ?? false;
  const profile = spec.profile ?? (readers ? 'rich' : spec.analytics ? 'tally' : 'silent');
  // One game setup for the whole batch, its seed set per game (runGame reads the seed only while it
  // plays): a spread of the spec per game was a top line of short games' profiles.
  const setup: GameSetup<R> = {
    engine: spec.engine,
    ruleset: spec.ruleset,
    mode: spec.mode,
    seed: 0,
    seats: spec.seats,
  };
  if (spec.options) setup.options = spec.options;
  setup.profile = profile;
  // The definitions in play of the game just played, for analytics; refilled per game.
  const defs: string[] = [];
  // Each seat's bot label for analytics; refilled per game.
  const labels: string[] = [];
  const afterStep = spec.afterStep;
  const keepLines = spec.lines !== false;
  const run: RunOptions = {};
  if (spec.maxDecisions !== undefined) run.maxDecisions = spec.maxDecisions;
  if (onAsk) run.onAsk = onAsk;
  if (afterStep) run.afterStep = afterStep;
  for (let seed = spec.firstSeed; seed < spec.firstSeed + spec.games; seed++) {
    try {
      marks.length = 0;
      setup.seed = seed;
      const game = runGame(
        setup,
        spec.bots
          ? seatPolicies(spec.engine, spec.ruleset, spec.mode, spec.bots, seed, seed)
          : (spec.policies ?? allRandomBots)(seed),
        run,
      );
      addGame(stats, game);
      if (stats.analytics) analyse(stats.analytics, game, spec.bots, seed, marks, keepLines, defs, labels);
      spec.onGame?.(game);
    } catch (error) {
      addError(stats, seed, error);
    }
  }
  return stats;
}

/**
 * Adds a game just played to `analytics`, with its seats' bot labels and its definitions in play written over
 * `labels` and `defs`. Apart from the batch's loop, which plays the same with analytics off.
 */
function analyse(
  analytics: Analytics,
  game: GameOutcome,
  bots: SeatBots | undefined,
  seed: number,
  marks: readonly number[],
  keepLines: boolean,
  defs: string[],
  labels: string[],
): void {
  const { state, log } = game.match;
  addGameAnalytics(
    analytics,
    {
      seed,
      result: game.result,
      decisions: game.decisions,
      seatOrder: state.seatOrder,
      log,
      seats: state.seats,
      defs: definitionsInPlay(state, defs),
    },
    marks,
    botLabels(bots, state.seatOrder.length, seed, labels),
    state.mode,
    keepLines,
  );
}

/**
 * Each seat's bot label, written over `into` by index (addGameAnalytics copies what it keeps). One array
 * of one elements kind for the batch: a `map` per game made its array with another elements kind once the
 * batch's loop was optimised (the builtin inlined), and addGameAnalytics, optimised on the first kind, was
 * thrown away (`wrong map`) and compiled again on every thread.
 */
function botLabels(bots: SeatBots | undefined, seats: number, seed: number, into: string[]): string[] {
  for (let i = 0; i < seats; i++) into[i] = bots ? botLabel(botAt(bots.bots, i, seed, bots.rotate)) : 'random';
  into.length = seats;
  return into;
}

/**
 * The definitions a game had in play, written over `into`: those of its components and pieces (a room left
 * out of the composition has none). An array, not a generator: a generator's resumption per definition was a
 * top line of analytics' profile.
 */
function definitionsInPlay(
  state: { components: Record<string, { def: string }>; pieces: Record<string, { def: string }> },
  into: string[],
): string[] {
  // Written by index and cut to length, not emptied first (`length = 0` dropped the backing store each game).
  let n = 0;
  for (const id in state.components) into[n++] = (state.components[id] as { def: string }).def;
  for (const id in state.pieces) into[n++] = (state.pieces[id] as { def: string }).def;
  into.length = n;
  return into;
}
