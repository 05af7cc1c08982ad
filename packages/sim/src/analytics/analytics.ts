// Per-game analytics folded into mergeable counts: results, seats and bots,
// the first player, and per-content tallies read from the events' causes
// (times fired, deaths and escapes caused, games where it fired, games it
// decided). Also a compact line per game, for A/B pairing and the bootstrap.
import type { GameEvent, MatchResult, SeatId } from '../engine-api.ts';
import { contentKey, stepsOf } from './trace.ts';

/** Counts for one piece of content (a room, card, or an action/phase/ending by path). */
export interface ContentTally {
  /** Decision steps in which it caused at least one event. */
  fired: number;
  deaths: number;
  escapes: number;
  /** Games in which it fired. */
  games: number;
  /** Games whose last step's deaths/escapes (or, failing those, the last caused event before the end) it caused. */
  decided: number;
}

/** One game, compactly: seed, outcome, decisions, winners, the first player and each seat's bot. */
export interface GameLine {
  seed: number;
  outcome: string;
  decisions: number;
  winners: SeatId[];
  first: SeatId | null;
  bots: string[];
}

/** Mergeable analytics of many games. */
export interface Analytics {
  /** Games by result class: a win for someone, a partial victory, or a loss for all / unfinished. */
  results: { win: number; partial: number; loss: number };
  /** Seat-games and wins per bot label. */
  byBot: Record<string, { seats: number; wins: number }>;
  /** Games and wins of the seat that played first. */
  first: { games: number; wins: number };
  content: Record<string, ContentTally>;
  lines: GameLine[];
}

/** Empty analytics. */
export const emptyAnalytics = (): Analytics => ({
  results: { win: 0, partial: 0, loss: 0 },
  byBot: {},
  first: { games: 0, wins: 0 },
  content: {},
  lines: [],
});

/** The result class of an outcome: partial victories by name, wins by having winners. */
export function resultClass(result: MatchResult | null): 'win' | 'partial' | 'loss' {
  if (!result || result.winners.length === 0) return 'loss';
  return /partial/i.test(result.outcome) ? 'partial' : 'win';
}

const tally = (a: Analytics, key: string): ContentTally =>
  (a.content[key] ??= { fired: 0, deaths: 0, escapes: 0, games: 0, decided: 0 });

/** The seat first asked after the game starts (the first player), or null. */
function firstSeat(log: readonly GameEvent[]): SeatId | null {
  const start = log.findIndex((e) => e.type === 'game-start');
  for (const e of log.slice(start + 1)) if (e.seat) return e.seat;
  return null;
}

/** Adds one game to `a`: its log, the log length after setup and after each answer, and its seats' bots. */
export function addGameAnalytics(
  a: Analytics,
  game: { seed: number; result: MatchResult | null; decisions: number; seatOrder: SeatId[]; log: readonly GameEvent[] },
  marks: readonly number[],
  bots: readonly string[],
  mode: string,
): void {
  const cls = resultClass(game.result);
  a.results[cls]++;
  const winners = game.result?.winners ?? [];
  game.seatOrder.forEach((seat, i) => {
    const label = bots[i] ?? 'random';
    const b = (a.byBot[label] ??= { seats: 0, wins: 0 });
    b.seats++;
    if (winners.includes(seat)) b.wins++;
  });
  const steps = stepsOf(game.log, marks);
  const first = firstSeat(game.log) ?? game.seatOrder[0] ?? null;
  if (first) {
    a.first.games++;
    if (winners.includes(first)) a.first.wins++;
  }
  const seen = new Set<string>();
  for (const events of steps) {
    const inStep = new Set<string>();
    for (const e of events) {
      if (!e.cause) continue;
      const key = contentKey(e.cause);
      inStep.add(key);
      if (e.type === 'eliminated') tally(a, key).deaths++;
      if (e.type === 'escaped') tally(a, key).escapes++;
    }
    for (const key of inStep) {
      tally(a, key).fired++;
      seen.add(key);
    }
  }
  for (const key of seen) tally(a, key).games++;
  if (game.result) for (const key of decidedBy(steps.at(-1) ?? [], mode)) tally(a, key).decided++;
  a.lines.push({
    seed: game.seed,
    outcome: game.result?.outcome ?? '(unfinished)',
    decisions: game.decisions,
    winners,
    first,
    bots: [...bots],
  });
}

/** The content that decided a game: causes of the last step's deaths and escapes, else its last caused event outside the mode's endings. */
export function decidedBy(last: readonly GameEvent[], mode: string): string[] {
  const direct = new Set(
    last.flatMap((e) => (e.cause && (e.type === 'eliminated' || e.type === 'escaped') ? [contentKey(e.cause)] : [])),
  );
  if (direct.size) return [...direct];
  const before = last.filter(
    (e) => e.cause && e.type !== 'game-end' && !(e.cause.def === mode && e.cause.path.startsWith('/endings')),
  );
  const cause = before.at(-1)?.cause;
  return cause ? [contentKey(cause)] : [];
}

/** Merges analytics (lines in seed order). */
export function mergeAnalytics(parts: readonly Analytics[]): Analytics {
  const total = emptyAnalytics();
  for (const p of parts) {
    total.results.win += p.results.win;
    total.results.partial += p.results.partial;
    total.results.loss += p.results.loss;
    total.first.games += p.first.games;
    total.first.wins += p.first.wins;
    for (const [k, v] of Object.entries(p.byBot)) {
      const b = (total.byBot[k] ??= { seats: 0, wins: 0 });
      b.seats += v.seats;
      b.wins += v.wins;
    }
    for (const [k, v] of Object.entries(p.content)) {
      const t = tally(total, k);
      t.fired += v.fired;
      t.deaths += v.deaths;
      t.escapes += v.escapes;
      t.games += v.games;
      t.decided += v.decided;
    }
    total.lines.push(...p.lines);
  }
  total.lines.sort((x, y) => x.seed - y.seed);
  return total;
}
