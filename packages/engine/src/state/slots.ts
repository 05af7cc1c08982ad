// Bindings as slots (state format v2): a frame's and a delayed effect's bindings are an array indexed
// by slot. Each ruleset has its table of names: the engine's own names at fixed indices (the constants
// below, read by engine code as `b[ACTOR]`), then the names content binds or reads (`let`, `as`, `with`,
// `get`, bare-name selectors…), appended as they compile; every reader and writer resolves its name to
// an index once, at compile time. A slot holds:
//
// - undefined (or null, which is what JSON writes for undefined): unbound;
// - BOUND_NULL, a frozen `{}` (JSON `{}`): bound to null on purpose (an event's `from: null`, a `let` of
//   null). Readers read it as null; the delayed-effect merge lets it hide the effect's own value, as an
//   unbound slot does not. JSON keeps it apart from unbound (an object is no bound value content makes);
//   after a load it is another `{}`, so it is recognised by kind (`isBoundNull`), not by identity;
// - any other bound value.
import type { Bindings, BoundValue, GameState } from './types.ts';

/** A slot bound to null on purpose (see above). */
export interface BoundNull {
  readonly __boundNull?: never;
}

/** What one slot holds. */
export type Slot = BoundValue | BoundNull | undefined;

export const BOUND_NULL: BoundNull = Object.freeze({});

/** Whether a slot is bound to null on purpose (the sentinel or, read back from JSON, an empty object). */
export const isBoundNull = (v: Slot): v is BoundNull => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as a slot binds it: null as BOUND_NULL. */
export const boundSlot = (v: BoundValue | undefined): Slot => (v === null ? BOUND_NULL : v);

/** A slot read as a bound value (unbound: undefined, bound to null: null). */
export const slotValue = (v: Slot): BoundValue | undefined =>
  v === null || v === undefined ? undefined : isBoundNull(v) ? null : (v as BoundValue);

// The engine's own names, at fixed slots.
export const SELF = 0;
export const ACTOR = 1;
export const SEAT = 2;
export const PIECE = 3;
export const IT = 4;
export const NAME = 5;
export const TARGET = 6;
export const SERIAL = 7;
export const FROM = 8;
export const TO = 9;
export const ZONE = 10;
export const PHASE = 11;
export const TURN = 12;
export const ACTION = 13;
export const CHOICE = 14;
export const TEXT = 15;

/** The engine's names in slot order. */
export const ENGINE_SLOTS: readonly string[] = [
  'self',
  'actor',
  'seat',
  'piece',
  'it',
  'name',
  'target',
  'serial',
  'from',
  'to',
  'zone',
  'phase',
  'turn',
  'action',
  'choice',
  'text',
];

/** A ruleset's names by slot, and each name's slot. */
export interface SlotTable {
  readonly names: string[];
  readonly index: Map<string, number>;
}

/** A table holding the engine's names only. */
export function slotTable(): SlotTable {
  const names = ENGINE_SLOTS.slice();
  return { names, index: new Map(names.map((n, i) => [n, i])) };
}

/** The slot of `name`, appended to the table if it has none yet (compile time only). */
export function slotOf(t: SlotTable, name: string): number {
  let i = t.index.get(name);
  if (i === undefined) {
    i = t.names.length;
    t.names.push(name);
    t.index.set(name, i);
  }
  return i;
}

// New bindings. An array may be shorter than the table: the slots past its end are unbound (a read
// there gives undefined; `bind` makes a longer copy). Bindings the engine makes for an event or an
// action are array literals (allocated in place, no copy of a blank as long as the table), as long as
// their last bound slot and at least through `it` and `name` (a filter binds `it` on them, a signal
// `name` on a copy: neither then grows the array). The functions below, which know the constants'
// order, make them.

const u = undefined;

/** Bindings with nothing bound. */
export const noBindings = (): Bindings => [];

/** An action's bindings: `actor` and `seat`, with the slots of `target` and `serial` (set in place as it runs). */
export const actionSlots = (actor: string, seat: Slot): Bindings => [u, actor, seat, u, u, u, u, u];

/** A piece's move heard by a component: `self`, `actor`, `seat`, `piece`, `from`, `to`. */
export const moveSlots = (self: string, actor: Slot, seat: Slot, piece: string, from: Slot, to: Slot): Bindings => [
  self,
  actor,
  seat,
  piece,
  u,
  u,
  u,
  u,
  from,
  to,
];

/** `self` (unless undefined) and `piece`. */
export const selfPieceSlots = (self: Slot, piece: Slot): Bindings => [self, u, u, piece, u, u];

/** `self`, `piece` and `target`. */
export const selfPieceTargetSlots = (self: string, piece: Slot, target: string): Bindings => [
  self,
  u,
  u,
  piece,
  u,
  u,
  target,
];

/** `self` alone. */
export const selfSlots = (self: string): Bindings => [self, u, u, u, u, u];

/** `piece` and `seat` (an elimination). */
export const pieceSeatSlots = (piece: string, seat: Slot): Bindings => [u, u, seat, piece, u, u];

/** `self` and `zone` (a placement, a shift). */
export const selfZoneSlots = (self: string, zone: string): Bindings => [self, u, u, u, u, u, u, u, u, u, zone];

/** `phase` alone. */
export const phaseSlots = (phase: string): Bindings => [u, u, u, u, u, u, u, u, u, u, u, phase];

/** `turn` alone. */
export const turnSlots = (turn: number): Bindings => [u, u, u, u, u, u, u, u, u, u, u, u, turn];

/** An action's end: `actor`, `seat`, `serial` and `action`. */
export const actionDoneSlots = (actor: string, seat: Slot, serial: Slot, action: string): Bindings => [
  u,
  actor,
  seat,
  u,
  u,
  u,
  u,
  serial,
  u,
  u,
  u,
  u,
  u,
  action,
];

/**
 * Bindings from a record of names (a v1 state's, a test's): each name at its slot (names the table lacks
 * are appended), null as BOUND_NULL, undefined left unbound.
 */
export function slotsOf(t: SlotTable, record: Readonly<Record<string, BoundValue | undefined>>): Bindings {
  const b: Bindings = [];
  for (const k in record) {
    const v = record[k];
    if (v !== undefined) b[slotOf(t, k)] = boundSlot(v);
  }
  return b;
}

/** The record of the bound names of bindings (the v1 form: unbound names absent, bound-null null). */
export function recordOf(names: readonly string[], b: Bindings): Record<string, BoundValue> {
  const out: Record<string, BoundValue> = {};
  for (let i = 0; i < b.length; i++) {
    const v = slotValue(b[i]);
    if (v !== undefined) out[names[i] ?? `#${i}`] = v;
  }
  return out;
}

/** The v1 form of a v2 state (bindings as records of their bound names), as state hashes read it. */
export function stateV1(s: GameState): Record<string, unknown> {
  const names = s.names;
  const out: Record<string, unknown> = { ...s, v: 1 };
  delete out.names;
  out.stack = s.stack.map((f) => ({ ...f, b: recordOf(names, f.b) }));
  out.scheduled = s.scheduled.map((x) => ({ ...x, bindings: recordOf(names, x.bindings) }));
  return out;
}

/** A copy of a table, for names compiled after the ruleset (an expression evaluated on a state) without changing it. */
export function copySlots(t: SlotTable): SlotTable {
  return { names: t.names.slice(), index: new Map(t.index) };
}

/** A state of format v1 (bindings as records) or v2, as it was saved. */
export type SavedState = Omit<GameState, 'v' | 'names' | 'stack' | 'scheduled'> & {
  v: 1 | 2;
  names?: string[];
  stack: Array<Omit<GameState['stack'][number], 'b'> & { b: unknown }>;
  scheduled: Array<Omit<GameState['scheduled'][number], 'bindings'> & { bindings: unknown }>;
};

/**
 * A saved state (format v1 or v2, as JSON gives it back) as the ruleset whose table is `t` reads it;
 * the state is changed in place and returned. A v1 state's binding records are put in slots by the
 * table; a v2 state made with another table (an older build of the ruleset) is re-slotted by name. A
 * name the table lacks (nothing compiled reads it) keeps a slot past the table's in a copy of the
 * table that this state alone carries, so that its hash stays what it was; the ruleset is not changed.
 */
export function loadState(ruleset: { readonly slots: SlotTable }, saved: SavedState): GameState {
  const t = ruleset.slots;
  const s = saved as unknown as GameState;
  let from: readonly string[] | null = null;
  if (saved.v === 2) {
    const names = saved.names ?? [];
    const same = names === t.names || (names.length <= t.names.length && names.every((n, i) => t.names[i] === n));
    if (same) {
      s.names = t.names;
      return s;
    }
    from = names;
  }
  const table = copySlots(t);
  const slotted = (b: unknown): Bindings =>
    slotsOf(table, from === null ? (b as Record<string, BoundValue>) : recordOf(from, b as Bindings));
  for (const f of saved.stack) f.b = slotted(f.b);
  for (const x of saved.scheduled) x.bindings = slotted(x.bindings);
  s.v = 2;
  s.names = table.names.length === t.names.length ? t.names : table.names;
  return s;
}
