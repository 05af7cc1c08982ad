// Selectors about places: neighbours in a grid, lines, where pieces stand,
// the top of a stack, and seats relative to one another.
import type { SelectorHandler } from '../ruleset/handlers.ts';
import type { Sel } from '../ruleset/types.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { adjacentTo, componentOf, gridPlace } from '../runtime/table.ts';
import { asNumber } from '../runtime/values.ts';
import type { Bindings, GameState } from '../state/types.ts';
import { boundZoneOf, zoneIdOf } from '../ruleset/zone-ids.ts';
import { boundFirstOf, oneOf } from '../ruleset/bound.ts';

/** `adjacent`: orthogonal neighbours in the grid of the given components (or of where pieces stand). */
export const adjacent: SelectorHandler = {
  select: 'adjacent',
  compile: (a, cx, path) => {
    const of = cx.selector(a.of, `${path}/of`);
    const axis = a.axis === 'row' || a.axis === 'col' ? a.axis : 'any';
    const wrap = a.wrap === true;
    return (rt, b) => {
      const from = of(rt, b);
      // Of one place (the usual question: where a piece stands), adjacentTo's own list is the answer:
      // a new list each call, with no id twice.
      if (from.length === 1) {
        const c = componentOf(rt.s, from[0] as string);
        return c ? adjacentTo(rt.s, c, axis, wrap) : [];
      }
      const out: string[] = [];
      for (const id of from) {
        const c = componentOf(rt.s, id);
        if (!c) continue;
        for (const n of adjacentTo(rt.s, c, axis, wrap)) if (!out.includes(n)) out.push(n);
      }
      return out;
    };
  },
};

/** `line`: the components of the row or column through a component. */
export const line: SelectorHandler = {
  select: 'line',
  compile: (a, cx, path) => {
    const of = cx.selector(a.of, `${path}/of`);
    const axis = a.axis === 'col' ? 'col' : 'row';
    return (rt, b) => {
      const first = of(rt, b)[0];
      const c = first === undefined ? null : componentOf(rt.s, first);
      const at = c === null ? null : gridPlace(rt.s, c);
      if (!at) return [];
      const { grid, row, col } = at;
      const out: string[] = [];
      const n = axis === 'row' ? grid.cols : grid.rows;
      for (let i = 0; i < n; i++) {
        const id = axis === 'row' ? grid.cells[row * grid.cols + i] : grid.cells[i * grid.cols + col];
        if (id) out.push(id);
      }
      return out;
    };
  },
};

/** `location`: the components the given pieces stand on. */
export const location: SelectorHandler = {
  select: 'location',
  compile: (a, cx, path) => {
    const of = cx.selector(a.of, `${path}/of`);
    return (rt, b) => {
      const out: string[] = [];
      for (const id of of(rt, b)) {
        const p = rt.s.pieces[id];
        const c = p?.location && 'component' in p.location ? p.location.component : null;
        if (c && !out.includes(c)) out.push(c);
      }
      return out;
    };
  },
};

/** `top` of a count that is not whole (rare): what `slice` makes of it, from the top or the bottom. */
function fraction(items: readonly string[], n: number, bottom: boolean): string[] {
  return bottom ? items.slice(Math.max(0, items.length - n)).reverse() : items.slice(0, n);
}

/** `top`: the first (or last) n components of a stack. */
export const top: SelectorHandler = {
  select: 'top',
  compile: (a, cx, path) => {
    const zone = cx.zone(a.zone, `${path}/zone`);
    // A seat's zone by a bare name ({zone: deck, seat: seat}): its id found in place, without the call.
    const bound = boundZoneOf(zone);
    const ids = bound?.z ?? null;
    const slot = bound?.slot ?? -1;
    const count = cx.expr(a.count ?? 1, `${path}/count`);
    // A whole count written as a number (mostly 1 or 2 cards): read as it is, without calling `count`.
    const written = a.count ?? 1;
    const fixed = typeof written === 'number' ? Math.max(0, written) : -1;
    const bottom = a.from === 'bottom';
    const list: Sel = (rt, b) => {
      const z = rt.s.zones[ids !== null ? zoneIdOf(ids, b[slot]) : zone(rt, b)];
      if (!z || z.kind === 'grid') return [];
      const n = fixed >= 0 ? fixed : Math.max(0, asNumber(count(rt, b)));
      const items = z.items;
      if (!Number.isInteger(n)) return fraction(items, n, bottom);
      // A whole count (mostly 1 or 2 cards): read one by one into a list, no `slice` (a builtin
      // call) and, from the bottom, no `reverse`.
      const m = Math.min(n, items.length);
      // One card (the usual count) as a one-item literal, allocated at its size: no backing store grown.
      if (m === 1) return [(bottom ? items[items.length - 1] : items[0]) as string];
      const out: string[] = [];
      if (bottom) for (let k = items.length - 1, end = items.length - m; k >= end; k--) out.push(items[k] as string);
      else for (let k = 0; k < m; k++) out.push(items[k] as string);
      return out;
    };
    // The first card, with no list: the end card itself, when the count takes at least one.
    list.one = (rt, b) => {
      const z = rt.s.zones[ids !== null ? zoneIdOf(ids, b[slot]) : zone(rt, b)];
      if (!z || z.kind === 'grid') return undefined;
      const n = fixed >= 0 ? fixed : Math.max(0, asNumber(count(rt, b)));
      const items = z.items;
      // A count that is not whole: the list's way (rare).
      if (!Number.isInteger(n)) return fraction(items, n, bottom)[0];
      if (n === 0 || items.length === 0) return undefined;
      return items[bottom ? items.length - 1 : 0];
    };
    return list;
  },
};

// The seat part of zone instance ids ("discard@s1" → "s1"; an id without one, itself), cut once per
// id: a string cut anew each time is a key V8 must first look up in its string table to load with it.
const zoneSeats = new Map<string, string>();
const ZONE_SEATS_KEPT = 4096;

/** The seat a zone instance id names after its `@` (the whole id when it has none). */
function seatPart(zone: string): string {
  let seat = zoneSeats.get(zone);
  if (seat === undefined) {
    seat = zone.slice(zone.indexOf('@') + 1);
    if (zoneSeats.size < ZONE_SEATS_KEPT) zoneSeats.set(zone, seat);
  }
  return seat;
}

/** Adds `seat` (one seatOfOne found, or null) to `out` if `out` has it not yet. */
function addSeat(out: string[], seat: string | null): void {
  if (seat === null) return;
  for (let i = 0; i < out.length; i++) if (out[i] === seat) return;
  out.push(seat);
}

/**
 * The seat of one id as `seat-of` finds it (null: none, or one the state has not): a seat itself, a
 * piece's controller, or the owner of the zone a component is in (or of a zone named). Loads, not `in`
 * (see componentOf): a card's id misses the seats and the pieces.
 */
function seatOfOne(s: GameState, id: string): string | null {
  let seat: string | null | undefined;
  if (s.seats[id] !== undefined) seat = id;
  else {
    const piece = s.pieces[id];
    if (piece !== undefined) seat = piece.seat;
    else {
      const zone = s.components[id]?.location?.zone ?? (s.zones[id] !== undefined ? id : '');
      const z = s.zones[zone];
      seat = z?.kind === 'hand' ? z.owner : seatPart(zone);
    }
  }
  return seat && s.seats[seat] !== undefined ? seat : null;
}

/** `seat-of`: the seats controlling pieces, owning per-seat zones' components, or the seats themselves. */
export const seatOf: SelectorHandler = {
  select: 'seat-of',
  compile: (a, cx, path) => {
    const of = cx.selector(a.of, `${path}/of`);
    const list: Sel = (rt, b) => {
      const s = rt.s;
      const ids = of(rt, b);
      // Of one id (the usual question), its seat as a one-item literal: no list grown by a push.
      if (ids.length === 1) {
        const seat = seatOfOne(s, ids[0] as string);
        return seat === null ? [] : [seat];
      }
      const out: string[] = [];
      for (const id of ids) addSeat(out, seatOfOne(s, id));
      return out;
    };
    // The seat of the first id is the list's first (a later id adds only seats after it).
    list.one = (rt, b) => {
      const ids = of(rt, b);
      for (const id of ids) {
        const seat = seatOfOne(rt.s, id);
        if (seat !== null) return seat;
      }
      return undefined;
    };
    return list;
  },
};

/** The seat `offset` places after `first` in `order` (undefined when `first` is not seated). */
function seatAfter(order: readonly string[], first: string, offset: number): string | undefined {
  const n = order.length;
  let i = 0;
  while (i < n && order[i] !== first) i++;
  return i === n ? undefined : order[(((i + offset) % n) + n) % n];
}

/** `next-seat`: the seat `offset` places on in seat order. */
export const nextSeat: SelectorHandler = {
  select: 'next-seat',
  compile: (a, cx, path) => {
    // Only the first of \`of\` is read: asked as one (a bound seat is read without a list made for it).
    const of = cx.first(a.of, `${path}/of`);
    const offset = cx.expr(a.offset ?? 1, `${path}/offset`);
    /**
     * The seat itself, with no list: a \`{zone, seat: {select: next-seat}}\` reference (the opponent's
     * deck) reads it through \`cx.first\` every time the zone is named. Seat order is a few seats:
     * searched by a loop, not by \`indexOf\`'s builtin call.
     */
    const called = (rt: Runtime, b: Bindings): string | undefined => {
      const first = of(rt, b);
      return first === undefined ? undefined : seatAfter(rt.s.seatOrder, first, asNumber(offset(rt, b)));
    };
    // The commonest form, the seat after a bare name's (\`{select: next-seat, of: seat}\`, the opponent in a
    // two-seat game, read at every reference to the opponent's deck): the bound seat read in place and the
    // literal offset taken now, with no call of either.
    const slot = boundFirstOf(of);
    const rawOffset = a.offset ?? 1;
    const one =
      slot < 0 || typeof rawOffset !== 'number'
        ? called
        : (rt: Runtime, b: Bindings): string | undefined => {
            const first = oneOf(b[slot]);
            return first === undefined ? undefined : seatAfter(rt.s.seatOrder, first, rawOffset);
          };
    const list: Sel = (rt, b) => {
      const id = one(rt, b);
      return id === undefined ? [] : [id];
    };
    list.one = one;
    return list;
  },
};
