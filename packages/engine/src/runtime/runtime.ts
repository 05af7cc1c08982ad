// The interpreter loop. The stack of frames lives in the game state, so a
// match can stop at any decision and resume from the JSON state alone.
import type { Bindings, Frame, GameState, Text, TextInput } from '../state/types.ts';
import type { Cause, Mode, Ruleset } from '../ruleset/types.ts';
import type { Slot } from '../state/slots.ts';
import { recordEvent } from './visibility.ts';

/** Something that happened, for logs, UIs and tests. */
export interface GameEvent {
  type: string;
  seat?: string;
  piece?: string;
  component?: string;
  cause?: Cause;
  data?: Record<string, unknown>;
  text: Text;
}

/** The working context of one run of the interpreter. */
export interface Runtime {
  rs: Ruleset;
  mode: Mode;
  s: GameState;
  events: GameEvent[];
  steps: number;
  budget: number;
  /** The content currently running, for events and errors. */
  cause: Cause;
  /** No events at all (the `silent` profile): `emit` returns at once. */
  silent: boolean;
  /** Options without labels (the `sim`, `tally` and `silent` profiles); a component keeps its target so views can rename it. */
  plain: boolean;
  /**
   * Events that only a count reads, never a seat (the `tally` profile): recorded as emitted, without the
   * closed-eyes narrowing and the handles for unidentified components that reading them as a seat needs.
   */
  bare: boolean;
  /** Writes to the tracked parts of the state during this run, by area (runtime/writes.ts). */
  wPieces: number;
  /** Writes to where pieces stand (every write to PIECES counts here too). */
  wPlaces: number;
  wMarkers: number;
  wCounters: number;
  wSeats: number;
  /** The write stamp at which no ending held (NaN: not known). */
  endingsClear: number;
  /** Per ending of the mode (same index), the stamp of its own reads at which it last failed (unset: not known). */
  endingsEach: number[];
  /** The flags in force at write stamp `flagsStamp` (NaN: not known). */
  flags: string[];
  flagsStamp: number;
  /**
   * Whether some seat id of the state is also a piece id (`seatsArePieces`, phases/each.ts), with the
   * pieces' write count and the records it was worked out for (null: not yet asked).
   */
  seatClash: SeatClash | null;
  /** The pending decision this runtime's last run left (the lean contract keeps runtimes across answers: match.ts). */
  left: unknown;
  /** Answers asked for on the spot (the lean contract's `playIndexed`), or null: decisions are left pending. */
  sync: SyncAnswers | null;
}

/** `seatsArePieces`' answer, kept on its runtime until PIECES is written or the records are replaced. */
export interface SeatClash {
  readonly clash: boolean;
  /** The runtime's `wPieces` when it was worked out. */
  readonly at: number;
  readonly pieces: object;
  readonly seats: object;
}

/**
 * A policy the engine asks on the spot instead of leaving a decision pending (`playIndexed`): told only how
 * many options a seat has (or the text format it must type), it answers with an index (or the text).
 */
export interface SyncAnswers {
  pick(seat: string, count: number, input: TextInput | undefined): number | string;
  /** Decisions it may still answer; at 0 the next one is left pending. */
  left: number;
  /** Decisions and seat answers given so far. */
  decisions: number;
  answers: number;
  /** Called as each decision is asked, with the number of events logged before it (analytics' marks). */
  onAsk?: ((logged: number) => void) | undefined;
  /** Events the match had logged when the current run started (the run's own follow in `events`). */
  logBase: number;
}

/**
 * How much a match tells as it runs. `rich` (default): events with text, labelled options, the
 * match log. `sim`: events, but no log kept and options with empty labels (`optionLabel` gives one
 * when someone asks). `tally`: what a batch's analytics count: the log of events with their causes,
 * options with empty labels, and events not marked for seats to read (no `visibleTo` narrowing, no
 * handles, a component's move logged once with its id rather than split by who could tell it:
 * `eventsFor` must not be given a `tally` log). `silent`: no events either. The game and its
 * state hashes are the same.
 */
export type Profile = 'rich' | 'sim' | 'tally' | 'silent';

/** Steps allowed per answer before the run is declared a loop. */
export const DEFAULT_BUDGET = 200_000;
/** Frames allowed on the stack before the run is declared a loop. */
export const MAX_DEPTH = 4_000;

/** Raised when content loops: names the content that was running. */
export class EffectLoopError extends Error {
  constructor(
    message: string,
    /** The content that was running when the budget ran out. */
    readonly content: Cause,
  ) {
    super(message);
    this.name = 'EffectLoopError';
  }
}

/** New bindings: `b` with slot `slot` bound to `value` (a copy: bindings are never changed once given). */
export function bind(b: Bindings, slot: number, value: Slot): Bindings {
  const n = b.length;
  if (slot < n) {
    const out = b.slice();
    out[slot] = value;
    return out;
  }
  // A slot past the end (most often a content name's, after the engine's): a copy of the right length
  // made at once, not a slice that the store then grows.
  const out = new Array<Slot>(slot + 1);
  for (let i = 0; i < n; i++) out[i] = b[i];
  out[slot] = value;
  return out;
}

/** Pushes a frame for node `n` with bindings `b`. */
export function push(rt: Runtime, n: number, b: Bindings, items?: string[]): void {
  const stack = rt.s.stack;
  if (stack.length >= MAX_DEPTH) {
    const cause = rt.rs.nodes[n]?.cause ?? rt.cause;
    throw new EffectLoopError(`effects nest deeper than ${MAX_DEPTH} at ${cause.def}${cause.path}`, cause);
  }
  const f: Frame = { n, pc: 0, b };
  if (items) f.items = items;
  stack.push(f);
}

/** Removes the top frame. */
export function pop(rt: Runtime): void {
  rt.s.stack.pop();
}

/**
 * Records an event caused by the content currently running. Seats whose eyes
 * are closed do not see it (it gets `data.visibleTo`), unless it is public.
 */
export function emit(rt: Runtime, e: Omit<GameEvent, 'cause'>, visibility: 'public' | 'seen' = 'seen'): void {
  if (rt.silent) return;
  if (rt.bare) {
    rt.events.push(tallied(e.type, e.seat, rt.cause));
    return;
  }
  (e as GameEvent).cause = rt.cause;
  if (visibility === 'seen') hideFromClosedEyes(rt, e);
  recordEvent(rt, e as GameEvent);
}

/**
 * An event as the `tally` profile logs it: what a count reads (its type, its seat, its cause), every event
 * in one shape, so that the loop counting them loads each field from one shape (an event as emitted has
 * one of dozens) and the log a match keeps until its end holds no text or data.
 */
function tallied(type: string, seat: string | undefined, cause: Cause): GameEvent {
  return { type, seat, cause, text: '' };
}

/** Narrows an event's `data.visibleTo` to the seats whose eyes are open now. */
function hideFromClosedEyes(rt: Runtime, e: Omit<GameEvent, 'cause'>): void {
  const { seats, seatOrder } = rt.s;
  if (seatOrder.every((id) => seats[id]?.eyesOpen !== false)) return;
  const given = e.data?.visibleTo;
  const base = Array.isArray(given) ? (given as string[]) : seatOrder;
  e.data = { ...e.data, visibleTo: base.filter((id) => seats[id]?.eyesOpen !== false) };
}

/** Runs frames until the stack is empty, a decision is pending or the match has ended. */
export function run(rt: Runtime): void {
  const s = rt.s;
  const nodes = rt.rs.nodes;
  while (s.stack.length > 0 && s.pending === null && s.result === null) {
    if (++rt.steps > rt.budget) {
      const top = s.stack[s.stack.length - 1] as Frame;
      const cause = nodes[top.n]?.cause ?? rt.cause;
      throw new EffectLoopError(
        `effects ran more than ${rt.budget} steps; last running: ${cause.def}${cause.path}`,
        cause,
      );
    }
    const f = s.stack[s.stack.length - 1] as Frame;
    const node = nodes[f.n];
    if (!node) throw new Error(`no compiled node ${f.n}`);
    rt.cause = node.cause;
    node.step(rt, f);
  }
}

/**
 * Runs node `n` next with bindings `b`: a primitive at once (as if it had been
 * pushed and stepped: same cause, one step of the budget), anything else on a
 * frame of its own. Effects that choose a branch use it to skip a frame.
 */
export function runNext(rt: Runtime, n: number, b: Bindings): void {
  const node = rt.rs.nodes[n];
  if (node?.inline) {
    if (++rt.steps > rt.budget) return push(rt, n, b); // the run loop reports the loop
    rt.cause = node.cause;
    node.inline(rt, b);
  } else push(rt, n, b);
}

/**
 * Runs node `n` next with bindings `b` (`runNext`) for a loop whose frame `f` is on top of the stack,
 * and says whether the loop may go on to its next item in the same step: the node ran to its end where
 * it was reached (no frame pushed, `f` still on top), no decision is pending and the match goes on.
 * Otherwise the loop's frame waits below what the node left, as if it had pushed the node's frame and
 * been stepped again after it: what stops there (a decision, a frame to run) is the same.
 */
export function ranThrough(rt: Runtime, f: Frame, n: number, b: Bindings): boolean {
  const s = rt.s;
  const depth = s.stack.length;
  runNext(rt, n, b);
  return s.stack.length === depth && s.stack[depth - 1] === f && s.pending === null && s.result === null;
}

/** Step function of a primitive: runs inline, then leaves. */
export function inlineStep(rt: Runtime, f: Frame): void {
  const node = rt.rs.nodes[f.n];
  pop(rt);
  node?.inline?.(rt, f.b);
}
