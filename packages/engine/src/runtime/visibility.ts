// Who may see what of the table: what a seat sees of a zone's items (by id,
// only how many, or nothing), shared by views and by events about components.
import type { Component, ComponentId, GameState, SeatId, Zone, ZoneId } from '../state/types.ts';
import type { Mode } from '../ruleset/types.ts';
import { zoneDecl } from './table.ts';
import type { GameEvent } from './runtime.ts';

/** What a seat sees of a zone's items: their ids, only how many, or nothing. */
export type Shown = 'items' | 'count' | 'nothing';

/** The seat a zone instance belongs to: a hand's owner, or the seat of a per-seat zone (zone@seat). */
export function zoneOwner(zone: ZoneId, z: Zone): SeatId | null {
  if (z.kind === 'hand') return z.owner;
  const at = zone.indexOf('@');
  return at < 0 ? null : zone.slice(at + 1);
}

/** The declared `contents` of a zone instance ("deck@s0" → deck's), public when undeclared. */
function declaredContents(mode: Mode | undefined, zone: ZoneId): string {
  return zoneDecl(mode, zone)?.contents ?? 'public';
}

/** What a seat sees of a zone's items now: closed eyes nothing; else per the zone's `contents`, unless opened to it or its own. */
export function zoneShown(mode: Mode | undefined, state: GameState, zone: ZoneId, seat: SeatId | 'all'): Shown {
  if (seat === 'all') return 'items';
  if (state.seats[seat]?.eyesOpen === false) return 'nothing';
  const z = state.zones[zone];
  if (!z) return 'items';
  if (z.openTo?.includes(seat) || zoneOwner(zone, z) === seat) return 'items';
  const contents = declaredContents(mode, zone);
  return contents === 'public' ? 'items' : contents === 'count' ? 'count' : 'nothing';
}

/**
 * The seats with open eyes that may know a moved component by its id: it was
 * face up before the move (everyone saw which it was), or they identify it now.
 * Listing a zone is not enough: a face-down tile in a public grid is only a place.
 */
export function componentKnowers(
  mode: Mode,
  state: GameState,
  component: string,
  _from: ZoneId | null,
  wasFaceUp: boolean,
): SeatId[] {
  const c = state.components[component];
  const out: SeatId[] = [];
  for (const seat of state.seatOrder) {
    if (state.seats[seat]?.eyesOpen === false) continue;
    if (wasFaceUp || (c !== undefined && identifies(mode, state, c, seat))) out.push(seat);
  }
  return out;
}

/**
 * Whether a seat can tell what a component is: it is face up where the seat may
 * look at it, or the seat has seen it (peeked, or saw it face up before it was
 * turned down in sight of everyone). In another seat's private zone even a
 * face-up card is known only to the seats that saw it.
 */
export function identifies(mode: Mode | undefined, state: GameState, c: Component, seat: SeatId | 'all'): boolean {
  if (seat === 'all') return true;
  const zone = c.location?.zone;
  if (zone !== undefined && zoneDecl(mode, zone)?.private) {
    const z = state.zones[zone];
    const owner = z ? zoneOwner(zone, z) : null;
    if (owner !== null && owner !== seat) return c.seenBy.includes(seat);
  }
  return c.faceUp || c.seenBy.includes(seat);
}

/** The opaque handle of the unidentified component at a place of a zone ('' for no zone: set aside). */
export const handle = (zone: ZoneId, index: number): string => `?${zone}#${index}`;

/** What a seat sees of a component besides its identity: the order of unordered places must depend on this only. */
function outerLook(c: Component): string {
  return `${c.faceUp ? 1 : 0}|${c.seenBy.join(',')}|${JSON.stringify(c.markers)}`;
}

/** A 32-bit keyed hash (FNV-1a over the key then the text): an order nobody can predict without the key. */
function keyed(key: number, text: string): number {
  let h = (0x811c9dc5 ^ key) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
}

/**
 * The handles of the unidentified components of an unordered place (a set, a
 * hand, the components in no zone): ordered by what the seat sees of them, and
 * among look-alikes by a hash keyed with the match's secret RNG state, so that
 * neither the handle nor the place in the list says which component it is, nor
 * which was created first (ids follow the composition order).
 */
function unorderedHandles(state: GameState, zone: ZoneId, unknown: Component[], out: Map<ComponentId, string>): void {
  const key = (state.rng.s[0] ^ Math.imul(state.rng.s[2], 0x9e3779b1)) >>> 0;
  const sorted = unknown
    .map((c) => ({ c, look: outerLook(c), k: keyed(key, `${zone}|${c.id}`) }))
    .sort((a, b) => (a.look < b.look ? -1 : a.look > b.look ? 1 : a.k - b.k || (a.c.id < b.c.id ? -1 : 1)));
  sorted.forEach((x, i) => out.set(x.c.id, handle(zone, i)));
}

/**
 * The name of every component as a seat knows it: its id when the seat
 * identifies it, otherwise a handle that says only where it lies: the cell of a
 * grid or the place in a stack (positions are public), or an unpredictable rank
 * in an unordered place. 'all' knows every id. Names cover components in zones
 * the seat cannot list too (options may still name them); views leave those out.
 */
export function componentNames(
  mode: Mode | undefined,
  state: GameState,
  seat: SeatId | 'all',
): Map<ComponentId, string> {
  const out = new Map<ComponentId, string>();
  const comps = state.components;
  if (seat === 'all') {
    for (const id in comps) out.set(id, id);
    return out;
  }
  const known = (id: ComponentId): boolean => {
    const c = comps[id];
    if (c && identifies(mode, state, c, seat)) out.set(id, id);
    return out.has(id);
  };
  for (const zone in state.zones) {
    const z = state.zones[zone] as Zone;
    if (z.kind === 'grid') z.cells.forEach((id, i) => id !== null && !known(id) && out.set(id, handle(zone, i)));
    else if (z.kind === 'stack') z.items.forEach((id, i) => !known(id) && out.set(id, handle(zone, i)));
    else
      unorderedHandles(
        state,
        zone,
        z.items.filter((id) => !known(id)).map((id) => comps[id] as Component),
        out,
      );
  }
  const aside: Component[] = [];
  for (const id in comps) {
    const c = comps[id] as Component;
    if (!c.location && !known(id)) aside.push(c);
  }
  if (aside.length) unorderedHandles(state, '', aside, out);
  return out;
}

/** Whether a name in a seat's view is a handle (an unidentified component) rather than an id. */
export const isHandle = (name: string): boolean => name.startsWith('?');

/**
 * Orders names as `localeCompare(b, 'en', { numeric: true })` does (`?deck#2` before `?deck#10`), through one
 * collator made once: `localeCompare` with a locale builds a collator on every call, which made sorting a seat's
 * options the top line of a batch's profile.
 */
export const byName: (a: string, b: string) => number = new Intl.Collator('en', { numeric: true }).compare;

/** The name of one component for one seat (as `componentNames` would give it), '?zone' when the seat cannot list its zone. */
export function nameOf(mode: Mode | undefined, state: GameState, id: ComponentId, seat: SeatId): string {
  const c = state.components[id];
  if (!c || identifies(mode, state, c, seat)) return id;
  const zone = c.location?.zone;
  const z = zone === undefined ? undefined : state.zones[zone];
  if (zone !== undefined && z) {
    if (zoneShown(mode, state, zone, seat) === 'nothing') return `?${zone}`;
    if (z.kind === 'grid') return handle(zone, c.location?.cell ?? z.cells.indexOf(id));
    if (z.kind === 'stack') return handle(zone, z.items.indexOf(id));
  }
  const place = zone === undefined || !z ? null : z;
  const unknown: Component[] = [];
  if (place && place.kind !== 'grid') {
    for (const x of place.items) {
      const o = state.components[x];
      if (o && !identifies(mode, state, o, seat)) unknown.push(o);
    }
  } else
    for (const x in state.components) {
      const o = state.components[x] as Component;
      if (!o.location && !identifies(mode, state, o, seat)) unknown.push(o);
    }
  const out = new Map<ComponentId, string>();
  unorderedHandles(state, zone ?? '', unknown, out);
  return out.get(id) ?? `?${zone ?? ''}`;
}

/** The component ids an event names: its `component`, and data values (or list items) that are component ids. */
function refsOf(comps: GameState['components'], e: GameEvent): ComponentId[] | null {
  let out: ComponentId[] | null = null;
  if (e.component !== undefined && e.component in comps) out = [e.component];
  const data = e.data;
  if (data === undefined) return out;
  for (const k in data) {
    if (k === 'visibleTo') continue;
    const v = data[k];
    if (typeof v === 'string') {
      if (v in comps && (out === null || !out.includes(v))) (out ??= []).push(v);
    } else if (Array.isArray(v))
      for (const x of v)
        if (typeof x === 'string' && x in comps && (out === null || !out.includes(x))) (out ??= []).push(x);
  }
  return out;
}

/** How one seat must read an event that names components it cannot identify (`data.handles[seat]`). */
export interface EventHandles {
  /** Component id → the handle the seat's view gives it. */
  ids: Record<ComponentId, string>;
  /** The event was caused by the face of one of them: the seat does not read the cause. */
  hideCause?: true;
}

/**
 * Records an event. When it names components (as `component` or in its data)
 * that some seats reading it cannot identify, it carries `data.handles`: for
 * each such seat, the handles its view gives them, so `eventsFor` hands that
 * seat a copy naming them by handle, without their faces, never telling it more
 * than its view does. (Marked here, renamed when read: simulations read no events.)
 */
export function recordEvent(rt: { mode: Mode; s: GameState; events: GameEvent[] }, e: GameEvent): void {
  const s = rt.s;
  const refs = refsOf(s.components, e);
  if (refs !== null) {
    const given = e.data?.visibleTo;
    const readers = Array.isArray(given) ? (given as SeatId[]) : s.seatOrder;
    let handles: Record<SeatId, EventHandles> | null = null;
    for (const seat of readers)
      for (const id of refs) {
        const n = nameOf(rt.mode, s, id, seat);
        if (n === id) continue;
        const h = ((handles ??= {})[seat] ??= { ids: {} });
        h.ids[id] = n;
        if (e.cause !== undefined && s.components[id]?.def === e.cause.def) h.hideCause = true;
      }
    if (handles !== null) {
      const data: Record<string, unknown> = {};
      for (const k in e.data) data[k] = e.data[k];
      data.handles = handles;
      e.data = data;
    }
  }
  rt.events.push(e);
}
