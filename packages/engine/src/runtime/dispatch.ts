// Trigger dispatch: an event pushes the effects of every trigger that hears it
// (the mode's first, then the component's or piece's own, then delayed
// effects), so they run before whatever raised the event continues.
import type { Bindings, Frame, ScheduledEffect } from '../state/types.ts';
import { SELF, SERIAL, type Slot } from '../state/slots.ts';
import type { CompiledTrigger, Node } from '../ruleset/types.ts';
import { bind, push, runNext, type Runtime } from './runtime.ts';
import { asList, sameIds, truthy } from './values.ts';

// What a schedule node's delayed effects wait for.
type Schedule = NonNullable<Node['schedule']>;

/** Values an event carries that trigger filters (phase, action, name, zone) test. */
export interface EventFilter {
  phase?: string;
  action?: string;
  name?: string;
  zone?: string;
}

/** Whose own triggers hear an event besides the mode's. */
export interface EventSubject {
  component?: string;
  piece?: string;
  /** Only the subject's triggers, not the mode's (signals sent to items). */
  only?: boolean;
}

/** The filter of an event that carries no phase, action, name or zone. */
export const NO_FILTER: EventFilter = {};

function matches(t: { phase?: string; action?: string; name?: string; zone?: string }, e: EventFilter): boolean {
  if (t.phase !== undefined && t.phase !== e.phase) return false;
  if (t.action !== undefined && t.action !== e.action) return false;
  if (t.name !== undefined && t.name !== e.name) return false;
  if (t.zone !== undefined && e.zone !== t.zone && !instanceOf(e.zone, t.zone)) return false;
  return true;
}

/** Whether `zone` is an instance of declared zone `declared` (`declared@<seat>`), without making the prefix. */
function instanceOf(zone: string | undefined, declared: string): boolean {
  const n = declared.length;
  return zone !== undefined && zone.length > n && zone.charCodeAt(n) === 64 /* @ */ && zone.startsWith(declared);
}

/**
 * `hits` with the bodies of `list`'s triggers that hear the event appended: the list itself when there is
 * one, else a new one made by the first hit as a one-item literal (pushing into `[]` grows its backing
 * store through a builtin call, ~110 instructions, on most events heard); null while nothing hears.
 */
function collect(
  rt: Runtime,
  hits: Hit[] | null,
  list: CompiledTrigger[] | undefined,
  bindings: Bindings,
  e: EventFilter,
): Hit[] | null {
  if (!list) return hits;
  for (const t of list) {
    if (!matches(t, e)) continue;
    if (t.where && !truthy(t.where(rt, bindings))) continue;
    const hit: Hit = [t.body, bindings];
    if (hits === null) hits = [hit];
    else hits.push(hit);
  }
  return hits;
}

/** Who hears one event in one mode besides delayed effects, worked out at its first dispatch. */
export interface Hearers {
  /** The mode's triggers of the event (undefined: none). */
  readonly mode: CompiledTrigger[] | undefined;
  /** The triggers of the event by definition (null: no definition has one, so a subject is not looked up). */
  readonly defs: Map<string, CompiledTrigger[]> | null;
  /**
   * The zone instances heardInZone has been asked about, and for each (same index) whether a trigger
   * of the mode can hear the event raised with only that zone. A mode has a few zone instances, ids
   * made once and interned: a scan of `===` costs less than a Map's hashing (~100 instructions a placement).
   */
  readonly zones: string[];
  readonly heardIn: boolean[];
  /**
   * Whether a delayed effect of the ruleset can wait for the event (a `schedule` node names it): if
   * not, the delayed effects of the state are not scanned for it.
   */
  readonly waits: boolean;
}

// Per mode: its hearers by event name; an event no trigger and no delayed effect names maps to null (most events).
const hearersByMode = new WeakMap<Runtime['mode'], Map<string, Hearers | null>>();
// The last mode asked about and its map: a batch plays one mode, so this is nearly always the one.
let lastMode: Runtime['mode'] | null = null;
let lastHearers: Map<string, Hearers | null> | null = null;

/**
 * Whether a `schedule` node of the ruleset waits for `on`: only such a node makes a delayed effect that
 * hears it, so without one the delayed effects of a state need not be scanned for it.
 */
export function scheduleWaitsFor(rs: Runtime['rs'], on: string): boolean {
  for (const n of rs.nodes) if (n.schedule?.on === on) return true;
  return false;
}

/**
 * The triggers that hear `on` in the runtime's mode, and whether a delayed effect can (null: no
 * trigger of the mode or of any definition, and no delayed effect of the ruleset).
 */
function hearersOf(rt: Runtime, on: string): Hearers | null {
  let byEvent: Map<string, Hearers | null> | undefined;
  if (rt.mode === lastMode) byEvent = lastHearers as Map<string, Hearers | null>;
  else {
    byEvent = hearersByMode.get(rt.mode);
    if (!byEvent) {
      byEvent = new Map();
      hearersByMode.set(rt.mode, byEvent);
    }
    lastMode = rt.mode;
    lastHearers = byEvent;
  }
  let h = byEvent.get(on);
  if (h === undefined) {
    // A mode and its ruleset's definitions are immutable: the answer never changes.
    const mode = rt.mode.triggers[on];
    let defs: Map<string, CompiledTrigger[]> | null = null;
    for (const id in rt.rs.defs) {
      const list = rt.rs.defs[id]?.triggers[on];
      if (list !== undefined) (defs ??= new Map()).set(id, list);
    }
    const waits = scheduleWaitsFor(rt.rs, on);
    h = mode !== undefined || defs !== null || waits ? { mode, defs, zones: [], heardIn: [], waits } : null;
    byEvent.set(on, h);
  }
  return h;
}

/**
 * The hearers of event `on` kept by one site that always raises it (a `signal`, a `fire`): looked up
 * once per mode, not in the mode's Map of events at every raise. Pass the answer to `hear` or `dispatchLast`.
 */
export function hearersAt(on: string): (rt: Runtime) => Hearers | null {
  let mode: Runtime['mode'] | null = null;
  let kept: Hearers | null = null;
  return (rt) => {
    if (rt.mode !== mode) {
      kept = hearersOf(rt, on);
      mode = rt.mode;
    }
    return kept;
  };
}

/** A trigger body that hears an event and the bindings it runs with. */
export type Hit = [body: number, bindings: Bindings];

/**
 * The bodies of every trigger that hears the event, in hearing order (the mode's, the subject's own,
 * then delayed effects, which it uses up): what `dispatch` pushes. Appended to `into` if given, else
 * to a new list; `into` (null if not given) where nothing hears it (no list is made then). `known`: the
 * event's hearers as `hearersAt` kept them for the caller (not given: looked up).
 */
export function hear(
  rt: Runtime,
  on: string,
  b: Bindings,
  subject: EventSubject,
  e: EventFilter,
  into: Hit[] | null = null,
  known?: Hearers | null,
): Hit[] | null {
  // Most events are heard by nobody: leave before looking up the subject or allocating anything.
  const h = known === undefined ? hearersOf(rt, on) : known;
  if (h === null) return into;
  const s = rt.s;
  const scheduled = h.waits && !subject.only && s.scheduled.length > 0 && waitsFor(s.scheduled, on);
  const modeList = subject.only ? undefined : h.mode;
  const { component, piece } = subject;
  const defs = h.defs;
  const c = defs !== null && component ? s.components[component] : undefined;
  const componentList = c && defs?.get(c.def);
  const p = defs !== null && piece ? s.pieces[piece] : undefined;
  const pieceList = p && defs?.get(p.def);
  if (!modeList && !componentList && !pieceList && !scheduled) return into;
  let hits = into;
  if (modeList) hits = collect(rt, hits, modeList, b, e);
  if (component && componentList)
    hits = collect(rt, hits, componentList, b[SELF] === component ? b : bind(b, SELF, component), e);
  if (piece && pieceList) hits = collect(rt, hits, pieceList, bind(b, SELF, piece), e);
  if (scheduled) fireScheduled(rt, on, b, e, (hits ??= []));
  return hits;
}

/** Fires an event: pushes the effects of every trigger that hears it, in hearing order. */
export function dispatch(
  rt: Runtime,
  on: string,
  b: Bindings,
  subject: EventSubject,
  e: EventFilter = NO_FILTER,
): void {
  const hits = hear(rt, on, b, subject, e);
  if (hits === null) return;
  for (let i = hits.length - 1; i >= 0; i--) {
    const [body, bindings] = hits[i] as Hit;
    push(rt, body, bindings);
  }
}

/**
 * Fires an event for a caller that does nothing after it in its step (a primitive whose last act it
 * is): the bodies that hear it run where they are reached, in hearing order (`runHeard`), instead of
 * being pushed for the run loop. The game goes as `dispatch` then return would have it.
 */
export function dispatchLast(
  rt: Runtime,
  on: string,
  b: Bindings,
  subject: EventSubject,
  e: EventFilter = NO_FILTER,
  known?: Hearers | null,
): void {
  const hits = hear(rt, on, b, subject, e, null, known);
  if (hits !== null && hits.length > 0) runHeard(rt, hits);
}

/**
 * How many `runHeard` calls may run inside one another (a body that signals, whose hearers signal…)
 * before the bodies are pushed instead: a signal its own trigger sends again must reach the step budget
 * on the stack of frames, not overflow JavaScript's.
 */
const HEARD_DEPTH = 32;
let heardDepth = 0;

/**
 * Runs trigger bodies in order, each where it is reached (`runNext`), for a caller that would have
 * pushed them all (the last on the bottom) and returned. Where a body stops — it left frames, asked or
 * pushed its own — the bodies after it are pushed below what it left, so that the stack is then what
 * pushing them all and stepping the first would have left; where one ended the match, the ending has
 * cleared the stack and nothing is pushed. A caller's cause is put back once all ran through. Past
 * HEARD_DEPTH nested runs, the bodies are pushed as `dispatch` pushes them.
 */
export function runHeard(rt: Runtime, hits: Hit[]): void {
  if (heardDepth >= HEARD_DEPTH) {
    for (let i = hits.length - 1; i >= 0; i--) {
      const hit = hits[i] as Hit;
      push(rt, hit[0], hit[1]);
    }
    return;
  }
  heardDepth++;
  try {
    runEach(rt, hits);
  } finally {
    heardDepth--;
  }
}

function runEach(rt: Runtime, hits: Hit[]): void {
  const s = rt.s;
  const depth = s.stack.length;
  const cause = rt.cause;
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i] as Hit;
    runNext(rt, hit[0], hit[1]);
    if (s.result !== null) return;
    if (s.stack.length !== depth || s.pending !== null) {
      if (i + 1 < hits.length) {
        const rest: Frame[] = [];
        for (let j = hits.length - 1; j > i; j--) {
          const later = hits[j] as Hit;
          rest.push({ n: later[0], pc: 0, b: later[1] });
        }
        s.stack.splice(depth, 0, ...rest);
      }
      return;
    }
  }
  rt.cause = cause;
}

/**
 * Whether anyone would hear an event that has no component or piece for subject: a trigger of the
 * mode, or a delayed effect. Callers that fire such events every phase or turn ask first, so that
 * nobody listening costs no bindings object.
 */
export function heard(rt: Runtime, on: string): boolean {
  const h = hearersOf(rt, on);
  return h !== null && (h.mode !== undefined || (h.waits && waitsFor(rt.s.scheduled, on)));
}

/**
 * Whether `dispatch(rt, on, …, { component }, { zone })` could push anything for a component of
 * definition `def`: a trigger of the mode whose filters let the zone through (dispatch's own
 * `matches`, worked out once per mode and zone), a trigger of the definition, or a delayed effect
 * waiting for `on`; a trigger's `where` is left to dispatch. Callers that raise an event most often
 * heard by nobody (a card put into a deck) ask first: the answer costs no object or string.
 */
export function heardInZone(rt: Runtime, on: string, zone: string, def: string): boolean {
  let h: Hearers | null;
  if (rt.mode === zoneAskMode && on === zoneAskOn) h = zoneAskHearers;
  else {
    h = hearersOf(rt, on);
    zoneAskMode = rt.mode;
    zoneAskOn = on;
    zoneAskHearers = h;
  }
  if (h === null) return false;
  if (h.defs !== null && h.defs.has(def)) return true;
  if (h.mode !== undefined && modeHearsIn(h, h.mode, zone)) return true;
  return h.waits && waitsFor(rt.s.scheduled, on);
}

/**
 * What `heardInZone(rt, on, zone, def)` answers for every definition, when that depends on the mode and
 * the zone alone — no definition has a trigger of the event and no delayed effect can wait for it — so
 * that a caller may keep it per mode and zone; undefined otherwise (ask heardInZone each time).
 */
export function heardInZoneAlone(rt: Runtime, on: string, zone: string): boolean | undefined {
  const h = hearersOf(rt, on);
  if (h === null) return false;
  if (h.defs !== null || h.waits) return undefined;
  return h.mode !== undefined && modeHearsIn(h, h.mode, zone);
}

// heardInZone's last mode and event and their hearers: every placement asks about `placed`, so the
// answer is kept beside hearersOf's (which would look the event up in its Map each time).
let zoneAskMode: Runtime['mode'] | null = null;
let zoneAskOn = '';
let zoneAskHearers: Hearers | null = null;

/** Whether a trigger of the mode (`mode`, h's) can hear the event raised with only `zone`, worked out once per zone. */
function modeHearsIn(h: Hearers, mode: CompiledTrigger[], zone: string): boolean {
  const zones = h.zones;
  for (let i = 0; i < zones.length; i++) if (zones[i] === zone) return h.heardIn[i] as boolean;
  const e: EventFilter = { zone };
  const heard = mode.some((t) => matches(t, e));
  zones.push(zone);
  h.heardIn.push(heard);
  return heard;
}

/**
 * Whether anyone could hear an event, whatever its subject: a trigger of the mode or of some
 * definition, or a delayed effect. Callers that fire an event many times in a row (every tile of a
 * shifted line) ask once, so that an event nobody hears costs no bindings records.
 */
export function mayBeHeard(rt: Runtime, on: string): boolean {
  const h = hearersOf(rt, on);
  return h !== null && (h.mode !== undefined || h.defs !== null || (h.waits && waitsFor(rt.s.scheduled, on)));
}

/**
 * Whether a delayed effect of `list` (a state's `scheduled`) waits for this event (most events are
 * waited for by none). A caller that knows the mode has no trigger of the event asks this instead of
 * `heard`, which would look the event's hearers up first.
 */
export function waitsFor(list: ScheduledEffect[], on: string): boolean {
  for (let i = 0; i < list.length; i++) if ((list[i] as ScheduledEffect).on === on) return true;
  return false;
}

function fireScheduled(rt: Runtime, on: string, b: Bindings, e: EventFilter, hits: Hit[]): void {
  const list = rt.s.scheduled;
  // Most events fire none of the delayed effects: the list is rebuilt only once one is used up.
  let keep: ScheduledEffect[] | null = null;
  for (let i = 0; i < list.length; i++) {
    const sch = list[i] as ScheduledEffect;
    const spec = sch.on === on ? rt.rs.nodes[sch.node]?.schedule : undefined;
    let done = false;
    // A delayed effect never fires on the end of the action that scheduled it.
    if (spec && matches(spec, e) && !(on === 'action-done' && b[SERIAL] === sch.action)) {
      if (whereHolds(rt, spec, sch.bindings, b)) {
        sch.remaining -= 1;
        if (sch.remaining <= 0) {
          hits.push([spec.body, overlay(sch.bindings, b)]);
          done = true;
        }
      }
    }
    if (done && keep === null) keep = list.slice(0, i);
    else if (!done && keep !== null) keep.push(sch);
  }
  if (keep !== null) rt.s.scheduled = keep;
}

/**
 * Whether a delayed effect's `where` holds on the event's bindings (`over`) over its own (`under`).
 * Most fail (a reminder waiting for one room's reveal hears every reveal), so the merged record
 * `overlay(under, over)` is made only for an effect that runs: a `where` that is `same` of two
 * names compares their two values, one that reads known names only is tested on a record of those.
 */
function whereHolds(rt: Runtime, spec: Schedule, under: Bindings, over: Bindings): boolean {
  if (spec.where === null) return true;
  const same = spec.whereSame;
  if (same) return sameValues(boundOver(same[0], under, over), boundOver(same[1], under, over));
  const slots = spec.whereReads ?? null;
  return truthy(spec.where(rt, slots === null ? overlay(under, over) : picked(slots, under, over)));
}

/**
 * What `overlay(under, over)` binds at `slots`, for a test that reads no other slot (a slot bound
 * in neither reads unbound, as it would there).
 */
function picked(slots: readonly number[], under: Bindings, over: Bindings): Bindings {
  const r: Bindings = [];
  for (let i = 0; i < slots.length; i++) {
    const k = slots[i] as number;
    r[k] = boundOver(k, under, over);
  }
  return r;
}

/** What `overlay(under, over)` binds at `slot`. */
function boundOver(slot: number, under: Bindings, over: Bindings): Slot {
  const v = over[slot];
  return v !== undefined && v !== null ? v : under[slot];
}

/**
 * A delayed effect's bindings (`under`) with the event's (`over`) on top. A slot `over` leaves unbound
 * (undefined, or null once through JSON) is not a hole over `under`'s value: a selector's `where`
 * leaves `it` so on the bindings it tested (lists.ts restores it), and a state read back from JSON
 * must merge as the same match played straight through. A slot bound to null on purpose (BOUND_NULL)
 * does hide `under`'s value.
 */
export function overlay(under: Bindings, over: Bindings): Bindings {
  // As long as the last slot either binds (slots between left unbound): the length found first, so that
  // no store lands past the end of the list (one did once a run, deoptimising `fireScheduled`, which
  // inlines this, and its second compile was paid again on every thread of `roomsmith sim`).
  const n = under.length;
  let end = n;
  for (let i = over.length - 1; i >= n; i--) {
    const v = over[i];
    if (v !== undefined && v !== null) {
      end = i + 1;
      break;
    }
  }
  const r = under.slice();
  if (end > n) r.length = end;
  for (let i = 0; i < over.length; i++) {
    const v = over[i];
    if (v !== undefined && v !== null) r[i] = v;
  }
  return r;
}

/**
 * The `same` expression (expressions/tests.ts) on two bound values, each read as a selector of a bare
 * name reads it (`asList`), compared by the same `sameIds`. Two ids: one compare, no lists.
 */
function sameValues(x: Slot, y: Slot): boolean {
  if (typeof x === 'string' && typeof y === 'string') return x === y;
  return sameIds(asList(x), asList(y));
}
