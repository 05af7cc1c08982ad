// Per-game analytics folded into mergeable counts: results, seats and bots,
// the first player, and per-content tallies read from the events' causes
// (times fired, deaths and escapes caused, games where it fired, games it
// decided). Also a compact line per game, for A/B pairing and the bootstrap.
import type { GameEvent, MatchResult, SeatId } from '../engine-api.ts';
import { contentKey } from './trace.ts';

type Cause = NonNullable<GameEvent['cause']>;

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
  let won: Map<string, boolean> | undefined;
  for (let i = 0; i < seatOrder.length; i++) {
    const side = sides[i];
    if (side === null || side === undefined) continue;
    won ??= new Map();
    const t = (into[side] ??= emptySide());
    t.seats++;
    const w = winners.includes(seatOrder[i] as SeatId);
    if (w) t.wins++;
    won.set(side, (won.get(side) ?? false) || w);
  }
  if (won)
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

/**
 * A content key as addGameAnalytics counts it: the step and the game it was last counted in, and its
 * tally in the analytics it was last counted into (a batch adds every game to one analytics: its tallies
 * are found without a keyed lookup of `content` per step).
 */
interface KeyCount {
  key: string;
  step: number;
  game: number;
  /** The game it was last credited with deciding in (a key is credited once a game). */
  decided: number;
  into: Analytics | null;
  tally: ContentTally | null;
}

// Records by content key, and by cause object (the engine shares one per node: a cause is keyed once).
const byKey = new Map<string, KeyCount>();
const byCause = new WeakMap<object, KeyCount>();
let stepsCounted = 0;
let gamesCounted = 0;
/** By definition: the game (of gamesCounted) it was last counted in play in. */
const defsCounted = new Map<string, { game: number }>();

/**
 * By a cause's number (the engine numbers its nodes' causes, `Cause.n`): the cause last looked up with that
 * number and its record. A number is its ruleset's own, so the cause kept with it is checked: another
 * ruleset's cause of the same number is looked up by object and takes the place.
 */
const causeAt: Array<object | null> = [];
const keyAt: Array<KeyCount | null> = [];

function keyOf(cause: { def: string; path: string; n?: number }): KeyCount {
  const n = cause.n;
  if (n !== undefined && causeAt[n] === cause) return keyAt[n] as KeyCount;
  let k = byCause.get(cause);
  if (k === undefined) {
    const key = contentKey(cause);
    k = byKey.get(key);
    if (k === undefined) byKey.set(key, (k = { key, step: 0, game: 0, decided: 0, into: null, tally: null }));
    byCause.set(cause, k);
  }
  if (n !== undefined) {
    // Grown by pushes, never by a store past the end (which would leave a list with holes).
    while (causeAt.length <= n) {
      causeAt.push(null);
      keyAt.push(null);
    }
    causeAt[n] = cause;
    keyAt[n] = k;
  }
  return k;
}

function tallyOf(a: Analytics, k: KeyCount): ContentTally {
  if (k.into === a) return k.tally as ContentTally;
  k.into = a;
  return (k.tally = tally(a, k.key));
}

/** One game as addGameAnalytics reads it. */
export interface AnalysedGame {
  seed: number;
  result: MatchResult | null;
  decisions: number;
  seatOrder: SeatId[];
  log: readonly GameEvent[];
  /** Each seat's team and role at the end (the final state's seats). */
  seats?: Record<SeatId, GameSeats | undefined>;
  /** The definitions in play: those of the final state's components and pieces. */
  defs?: Iterable<string>;
}

// addGameAnalytics runs once per game on every thread of a batch, so each isolate (each worker of a pool)
// optimises it. As one function with the array builtins (map, forEach, flatMap, spreads) inlined it made
// one of the largest optimised graphs of a batch (0.1–0.25 s of V8's compiler threads a compile) and was
// thrown away and compiled again about four times a batch (a new array or object shape each time): it is
// split into small functions with plain loops, each compiled on its own, the line built in one shape.

/**
 * Adds one game to `a`: its log, the log length after setup and after each answer, and its seats' bots;
 * its line (`a.lines`) too unless `keepLine` is false.
 */
export function addGameAnalytics(
  a: Analytics,
  game: AnalysedGame,
  marks: readonly number[],
  bots: readonly string[],
  mode: string,
  keepLine = true,
): void {
  const result = game.result;
  const winners = result?.winners ?? [];
  a.results[resultClass(result)]++;
  const teams = sidesOf(game, 'team');
  const roles = sidesOf(game, 'role');
  addSides((a.byTeam ??= {}), teams, game.seatOrder, winners);
  addSides((a.byRole ??= {}), roles, game.seatOrder, winners);
  addBots(a, game.seatOrder, bots, winners);
  const log = game.log;
  const first = firstSeat(log) ?? game.seatOrder[0] ?? null;
  if (first) {
    a.first.games++;
    if (winners.includes(first)) a.first.wins++;
  }
  // Each game's number: the content keys and definitions counted in it remember it, rather than a Set per game.
  const counted = ++gamesCounted;
  const lastStep = foldSteps(a, log, marks, counted);
  if (game.defs) addInPlay((a.inPlay ??= {}), game.defs, counted);
  if (result) addDecided(a, log, lastStep, mode, counted);
  if (keepLine) a.lines.push(gameLine(game, winners, first, bots, teams, roles));
}

/** Each seat's team or role at the end of the game, by seat order (null: none). */
function sidesOf(game: AnalysedGame, side: keyof GameSeats): Array<string | null> {
  const out: Array<string | null> = [];
  for (const seat of game.seatOrder) out.push(game.seats?.[seat]?.[side] ?? null);
  return out;
}

/** Seat-games and wins per bot label. */
function addBots(
  a: Analytics,
  seatOrder: readonly SeatId[],
  bots: readonly string[],
  winners: readonly SeatId[],
): void {
  for (let i = 0; i < seatOrder.length; i++) {
    const label = bots[i] ?? 'random';
    const b = (a.byBot[label] ??= { seats: 0, wins: 0 });
    b.seats++;
    if (winners.includes(seatOrder[i] as SeatId)) b.wins++;
  }
}

/** What foldSteps' last cause starts as: no event's cause (an event without one is skipped). */
const NO_CAUSE = {};

/**
 * Counts the content the log's causes name, step by step (from one mark to the next, the last one to the
 * end of the log); returns where the last step starts. The log is read in place: each content key's
 * record says in which step and game it was last counted, so a key is counted once a step and once a
 * game as it is first seen in each, without a list of the step's or the game's keys (or a Set per step:
 * those and a slice per step were most of what analytics cost a batch). A tally is made where its key is
 * first seen, in the log's order; the report orders content by its counts and name, not by when it came.
 */
function foldSteps(a: Analytics, log: readonly GameEvent[], marks: readonly number[], game: number): number {
  let from = 0;
  // The last cause looked up: events in a row often share their cause (the engine shares one per node).
  let lastCause: object = NO_CAUSE;
  let last: KeyCount | undefined;
  for (let s = 0; s <= marks.length; s++) {
    const to = s < marks.length ? (marks[s] as number) : log.length;
    const step = ++stepsCounted;
    for (let i = from; i < to; i++) {
      const e = log[i] as GameEvent;
      const cause = e.cause;
      // Compared with undefined, not tested for truth: a truth test checks every kind of value it might be.
      if (cause !== lastCause) {
        if (cause === undefined) continue;
        last = keyOf(cause);
        lastCause = cause;
      }
      const k = last as KeyCount;
      if (k.step !== step) {
        k.step = step;
        const t = tallyOf(a, k);
        t.fired++;
        if (k.game !== game) {
          k.game = game;
          t.games++;
        }
      }
      if (e.type === 'eliminated') tallyOf(a, k).deaths++;
      else if (e.type === 'escaped') tallyOf(a, k).escapes++;
    }
    if (s < marks.length) from = to;
  }
  return from;
}

/** Counts a game for each definition in play (once however many components or pieces it had). */
function addInPlay(inPlay: Record<string, number>, defs: Iterable<string>, game: number): void {
  const marks = defsCounted;
  // Arrays (what a batch passes) by index: an iterator per game was a top line of analytics' profile.
  // A definition the same as the one before it (a deck's copies of one card, made in a row) is counted already.
  if (Array.isArray(defs)) {
    let before: string | undefined;
    for (let i = 0; i < defs.length; i++) {
      const def = defs[i] as string;
      if (def === before) continue;
      countInPlay(inPlay, marks, (before = def), game);
    }
  } else for (const def of defs) countInPlay(inPlay, marks, def, game);
}

/** Counts `def` in play in this game unless it was counted already (the game it was last counted in is kept by def). */
function countInPlay(inPlay: Record<string, number>, marks: Map<string, { game: number }>, def: string, game: number) {
  let mark = marks.get(def);
  if (mark === undefined) marks.set(def, (mark = { game: 0 }));
  if (mark.game === game) return;
  mark.game = game;
  inPlay[def] = (inPlay[def] ?? 0) + 1;
}

/**
 * Credits the content that decided the game (its last step, from `from` to the end of the log): what
 * `decidedBy` gives for that step, read in place (no copy of the step, list of keys or Set per game), each
 * cause's key record found as foldSteps found it and counted once (the game's number kept on the record).
 */
function addDecided(a: Analytics, log: readonly GameEvent[], from: number, mode: string, game: number): void {
  let direct = false;
  for (let i = from; i < log.length; i++) {
    const e = log[i] as GameEvent;
    if (!decidesDirectly(e)) continue;
    direct = true;
    const k = keyOf(e.cause as Cause);
    if (k.decided === game) continue;
    k.decided = game;
    tallyOf(a, k).decided++;
  }
  if (direct) return;
  for (let i = log.length - 1; i >= from; i--) {
    const e = log[i] as GameEvent;
    if (!decidesOtherwise(e, mode)) continue;
    tallyOf(a, keyOf(e.cause as Cause)).decided++;
    return;
  }
}

// What decides a game (`decidedBy`, and `addDecided` in place): its last step's caused deaths and escapes,
// else that step's last caused event outside the mode's endings.
const decidesDirectly = (e: GameEvent): boolean =>
  Boolean(e.cause) && (e.type === 'eliminated' || e.type === 'escaped');
const decidesOtherwise = (e: GameEvent, mode: string): boolean =>
  Boolean(e.cause) &&
  e.type !== 'game-end' &&
  !((e.cause as Cause).def === mode && (e.cause as Cause).path.startsWith('/endings'));

/** The game's line; teams and roles only when the mode deals them (keys in the same order either way). */
function gameLine(
  game: AnalysedGame,
  winners: SeatId[],
  first: SeatId | null,
  bots: readonly string[],
  teams: Array<string | null>,
  roles: Array<string | null>,
): GameLine {
  const line: GameLine = {
    seed: game.seed,
    outcome: game.result?.outcome ?? '(unfinished)',
    decisions: game.decisions,
    winners,
    first,
    bots: bots.slice(),
  };
  if (teams.some((t) => t !== null)) line.teams = teams;
  if (roles.some((r) => r !== null)) line.roles = roles;
  return line;
}

/** The content that decided a game: causes of the last step's deaths and escapes, else its last caused event outside the mode's endings. */
export function decidedBy(last: readonly GameEvent[], mode: string): string[] {
  const direct = new Set(last.flatMap((e) => (decidesDirectly(e) ? [contentKey(e.cause as Cause)] : [])));
  if (direct.size) return [...direct];
  const cause = last.filter((e) => decidesOtherwise(e, mode)).at(-1)?.cause;
  return cause ? [contentKey(cause)] : [];
}

/** Merges analytics (lines in seed order). */
export function mergeAnalytics(parts: readonly Analytics[]): Analytics {
  const total = emptyAnalytics();
  for (const p of parts) addAnalytics(total, p);
  total.lines.sort((x, y) => x.seed - y.seed);
  return total;
}

/** Adds `p` to `total` in place; its game lines go after those already there. */
export function addAnalytics(total: Analytics, p: Analytics): void {
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
  for (const line of p.lines) total.lines.push(line);
}
