// Per-game analytics folded into mergeable counts: results, seats and bots,
// the first player, and per-content tallies read from the events' causes
// (times fired, deaths and escapes caused, games where it fired, games it
// decided). Also a compact line per game, for A/B pairing and the bootstrap.
import type { GameEvent, MatchResult, SeatId } from '../engine-api.ts';
import { contentKey } from './trace.ts';

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
  /** Each seat's team at the end (by seat order), when the mode deals teams. */
  teams?: Array<string | null>;
  /** Each seat's role at the end (by seat order), when the mode deals roles. */
  roles?: Array<string | null>;
}

/** Games a side (a team, a role, a seat position) took part in and won. */
export interface SideTally {
  /** Seat-games: one per seat of that side in each game. */
  seats: number;
  /** Seat-games won. */
  wins: number;
  /** Games the side took part in. */
  games: number;
  /** Games in which at least one of its seats won. */
  gamesWon: number;
}

/** Mergeable analytics of many games. */
export interface Analytics {
  /** Games by result class: a win for someone, a partial victory, or a loss for all / unfinished. */
  results: { win: number; partial: number; loss: number };
  /** Seat-games and wins per bot label. */
  byBot: Record<string, { seats: number; wins: number }>;
  /** Games and wins of the seat that played first. */
  first: { games: number; wins: number };
  /** Per team (the seats' `team` at the end of the game; competitive and team modes). */
  byTeam: Record<string, SideTally>;
  /** Per role (the seats' `role` at the end of the game; hidden-role modes reveal them by then or not, the tally reads the state). */
  byRole: Record<string, SideTally>;
  content: Record<string, ContentTally>;
  /** Games in which each definition was in play (some component or piece of it existed), for "never fired". */
  inPlay?: Record<string, number>;
  lines: GameLine[];
}

/** Empty analytics. */
export const emptyAnalytics = (): Analytics => ({
  results: { win: 0, partial: 0, loss: 0 },
  byBot: {},
  first: { games: 0, wins: 0 },
  byTeam: {},
  byRole: {},
  content: {},
  inPlay: {},
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
  // By index: a slice of the rest of the log per game was a copy of the whole log.
  for (let i = log.findIndex((e) => e.type === 'game-start') + 1; i < log.length; i++) {
    const seat = (log[i] as GameEvent).seat;
    if (seat) return seat;
  }
  return null;
}

const emptySide = (): SideTally => ({ seats: 0, wins: 0, games: 0, gamesWon: 0 });

/** Adds one game's seats to a per-side tally, `sideOf` naming each seat's side (null: none). */
function addSides(
  into: Record<string, SideTally>,
  sides: ReadonlyArray<string | null>,
  seatOrder: readonly SeatId[],
  winners: readonly SeatId[],
): void {
  const won = new Map<string, boolean>();
  seatOrder.forEach((seat, i) => {
    const side = sides[i];
    if (side === null || side === undefined) return;
    const t = (into[side] ??= emptySide());
    t.seats++;
    const w = winners.includes(seat);
    if (w) t.wins++;
    won.set(side, (won.get(side) ?? false) || w);
  });
  for (const [side, w] of won) {
    const t = into[side] as SideTally;
    t.games++;
    if (w) t.gamesWon++;
  }
}

/** A game's seats with their team and role at its end. */
export interface GameSeats {
  team?: string | null;
  role?: string | null;
}

/** A content key as addGameAnalytics counts it: the step and the game it was last counted in. */
interface KeyCount {
  key: string;
  step: number;
  game: number;
}

// Records by content key, and by cause object (the engine shares one per node: a cause is keyed once).
const byKey = new Map<string, KeyCount>();
const byCause = new WeakMap<object, KeyCount>();
let stepsCounted = 0;
let gamesCounted = 0;
// Scratch of addGameAnalytics, reused from one game to the next (one game is added at a time).
const firedInStep: KeyCount[] = [];
const seenInGame: KeyCount[] = [];
const defsInGame = new Set<string>();

function keyOf(cause: { def: string; path: string }): KeyCount {
  let k = byCause.get(cause);
  if (k === undefined) {
    const key = contentKey(cause);
    k = byKey.get(key);
    if (k === undefined) byKey.set(key, (k = { key, step: 0, game: 0 }));
    byCause.set(cause, k);
  }
  return k;
}

const tallyOf = (a: Analytics, k: KeyCount): ContentTally => tally(a, k.key);

/** Adds one game to `a`: its log, the log length after setup and after each answer, and its seats' bots. */
export function addGameAnalytics(
  a: Analytics,
  game: {
    seed: number;
    result: MatchResult | null;
    decisions: number;
    seatOrder: SeatId[];
    log: readonly GameEvent[];
    /** Each seat's team and role at the end (the final state's seats). */
    seats?: Record<SeatId, GameSeats | undefined>;
    /** The definitions in play: those of the final state's components and pieces. */
    defs?: Iterable<string>;
  },
  marks: readonly number[],
  bots: readonly string[],
  mode: string,
): void {
  const cls = resultClass(game.result);
  a.results[cls]++;
  const winners = game.result?.winners ?? [];
  const teams = game.seatOrder.map((s) => game.seats?.[s]?.team ?? null);
  const roles = game.seatOrder.map((s) => game.seats?.[s]?.role ?? null);
  a.byTeam ??= {};
  a.byRole ??= {};
  addSides(a.byTeam, teams, game.seatOrder, winners);
  addSides(a.byRole, roles, game.seatOrder, winners);
  game.seatOrder.forEach((seat, i) => {
    const label = bots[i] ?? 'random';
    const b = (a.byBot[label] ??= { seats: 0, wins: 0 });
    b.seats++;
    if (winners.includes(seat)) b.wins++;
  });
  const log = game.log;
  const first = firstSeat(log) ?? game.seatOrder[0] ?? null;
  if (first) {
    a.first.games++;
    if (winners.includes(first)) a.first.wins++;
  }
  // The log is read in place, step by step (from one mark to the next, the last one to the end of the log).
  // Each content key's record says in which step and game it was last counted, so a key is counted once a
  // step and once a game without a Set per step (those and a slice per step were most of what analytics
  // cost a batch). Keys are taken in the order the Sets kept them, so tallies are made in the same order.
  const game_ = ++gamesCounted;
  const inStep = firedInStep;
  const seen = seenInGame;
  seen.length = 0;
  let from = 0;
  for (let s = 0; s <= marks.length; s++) {
    const to = s < marks.length ? (marks[s] as number) : log.length;
    const step = ++stepsCounted;
    inStep.length = 0;
    for (let i = from; i < to; i++) {
      const e = log[i] as GameEvent;
      if (!e.cause) continue;
      const k = keyOf(e.cause);
      if (k.step !== step) {
        k.step = step;
        inStep.push(k);
      }
      if (e.type === 'eliminated') tallyOf(a, k).deaths++;
      else if (e.type === 'escaped') tallyOf(a, k).escapes++;
    }
    for (const k of inStep) {
      tallyOf(a, k).fired++;
      if (k.game !== game_) {
        k.game = game_;
        seen.push(k);
      }
    }
    if (s < marks.length) from = to;
  }
  for (const k of seen) tallyOf(a, k).games++;
  if (game.defs) {
    a.inPlay ??= {};
    const inPlay = a.inPlay;
    const defs = defsInGame;
    defs.clear();
    for (const def of game.defs) {
      if (defs.has(def)) continue;
      defs.add(def);
      inPlay[def] = (inPlay[def] ?? 0) + 1;
    }
  }
  if (game.result) for (const key of decidedBy(log.slice(from), mode)) tally(a, key).decided++;
  a.lines.push({
    seed: game.seed,
    outcome: game.result?.outcome ?? '(unfinished)',
    decisions: game.decisions,
    winners,
    first,
    bots: [...bots],
    ...(teams.some((t) => t !== null) ? { teams } : {}),
    ...(roles.some((r) => r !== null) ? { roles } : {}),
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
    for (const [into, from] of [
      [total.byTeam, p.byTeam ?? {}],
      [total.byRole, p.byRole ?? {}],
    ] as const)
      for (const [k, v] of Object.entries(from)) {
        const t = (into[k] ??= emptySide());
        t.seats += v.seats;
        t.wins += v.wins;
        t.games += v.games;
        t.gamesWon += v.gamesWon;
      }
    for (const [k, v] of Object.entries(p.content)) {
      const t = tally(total, k);
      t.fired += v.fired;
      t.deaths += v.deaths;
      t.escapes += v.escapes;
      t.games += v.games;
      t.decided += v.decided;
    }
    for (const [def, games] of Object.entries(p.inPlay ?? {}))
      (total.inPlay ??= {})[def] = (total.inPlay[def] ?? 0) + games;
    total.lines.push(...p.lines);
  }
  total.lines.sort((x, y) => x.seed - y.seed);
  return total;
}
