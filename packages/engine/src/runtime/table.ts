// Queries and moves on the table (zones, components, pieces) shared by the
// primitives. Everything mutates the working state in place.
import type { Component, GameState, GridZone, Zone } from '../state/types.ts';
import type { Mode, ZoneDecl } from '../ruleset/types.ts';
import { componentId, interned } from '../state/ids.ts';

/** The mode's declaration of a zone instance ("deck@s0" → deck's). */
export function zoneDecl(mode: Mode | undefined, zone: string): ZoneDecl | undefined {
  const at = zone.indexOf('@');
  return mode?.zoneById[at < 0 ? zone : zone.slice(0, at)];
}

// The seats record hasSeat last answered about, and the ids it found in it. A match makes its seats
// in createMatch and never removes one; only ids found are kept, so a seat added later is still found.
let seatsRecord: object | null = null;
const seatsFound: string[] = [];
let seatsKnown = 0;
const KEPT_SEAT_IDS = 8;

/**
 * `id in s.seats`, answered for a seat found before in the same record by a scan of `===` (seat ids
 * are interned): `in` on the record is a megamorphic keyed look-up (~100 instructions), asked at every
 * decision of a seat.
 */
export function hasSeat(s: GameState, id: string): boolean {
  const seats = s.seats;
  if (seats !== seatsRecord) {
    seatsRecord = seats;
    seatsKnown = 0;
  }
  for (let i = 0; i < seatsKnown; i++) if (seatsFound[i] === id) return true;
  if (!(id in seats)) return false;
  if (seatsKnown < KEPT_SEAT_IDS) seatsFound[seatsKnown++] = id;
  return true;
}

/**
 * Whether `hasSeat(s, id)` found `id` before in the same seats record: its scan of `===` alone, without
 * the `in` a miss then asks (a piece's id misses here at the cost of a few compares).
 */
export function seatFoundBefore(s: GameState, id: string): boolean {
  if (s.seats !== seatsRecord) return false;
  for (let i = 0; i < seatsKnown; i++) if (seatsFound[i] === id) return true;
  return false;
}

/** The component ids of a state in creation order (as `for…in` gives them), all and by definition. */
export interface ComponentIndex {
  /** `s.next.component` when it was made: every component the engine adds takes the next id. */
  readonly next: number;
  readonly all: readonly string[];
  /** The ids of each definition, at its number (`defNumber`); none made yet: no entry. */
  readonly byDef: ReadonlyArray<readonly string[] | undefined>;
}

// Definition ids numbered in the order they are first seen (by any state: ids are the same strings
// from match to match), so that an index lists a definition's components at that number. A Map per
// index instead was made again for every match and round and grew from 4 entries by rehashes.
const defNumbers = new Map<string, number>();

// The definition last numbered by defNumber: a set-up makes the copies of a definition one after
// another (eight empty rooms, two corridors), and ids are interned, so `===` is a pointer compare.
let lastDef = '';
let lastDefNumber = -1;

/** The number of a definition id in every component index (given at its first sight). */
function defNumber(def: string): number {
  if (def === lastDef) return lastDefNumber;
  let n = defNumbers.get(def);
  if (n === undefined) defNumbers.set(def, (n = defNumbers.size));
  lastDef = def;
  lastDefNumber = n;
  return n;
}

/** An index's empty lists by definition, long enough for every definition numbered so far. */
function emptyByDef(): Array<string[] | undefined> {
  return new Array<string[] | undefined>(defNumbers.size);
}

// Kept on the components record itself, under a symbol no JSON, hash, copy or clone carries: a copy
// of the state, a restart (a new record) or a hand-made state starts without one. (A WeakMap by record
// instead made every garbage collection pay for its entries: +18% instructions a match in the
// two-seat bench; tools/bench/README.md, session 21.)
const INDEX = Symbol('component index');
const NO_IDS: readonly string[] = [];

/**
 * The index of a state's component ids, remade when a component was added since (ids come from
 * `s.next.component`, which only grows). Ids of components taken out of the game since (a layout
 * retiring one) may still be listed: readers skip an id with no component. A record with many
 * components is a dictionary in V8, and `for…in` over it collects and sorts its keys every time:
 * selectors that scan the table read this instead.
 */
export function componentIndex(s: GameState): ComponentIndex {
  const held = heldIndex(s);
  if (held !== undefined && held.next === s.next.component) return held;
  const all: string[] = [];
  const byDef = emptyByDef();
  const next = s.next.component;
  let clash = false;
  for (const id in s.components) {
    all.push(id);
    listUnder(byDef, (s.components[id] as Component).def, id);
    // An id the engine has yet to give (a hand-made state): adding that one would not append.
    if (!clash && id.charCodeAt(0) === 99 /* c */ && Number(id.slice(1)) >= next) clash = true;
  }
  const made: HeldIndex = { next, all, byDef, clash };
  writeIndex(s.components, made);
  lastRecord = s.components;
  lastHeld = made;
  lastWritten = true;
  return made;
}

/** Puts an index on its record, where `heldIndex` finds it once another record was asked in between. */
function writeIndex(record: object, made: HeldIndex): void {
  Object.defineProperty(record, INDEX, { value: made, configurable: true, writable: true, enumerable: false });
}

/**
 * An empty components record given its index at once (nothing listed, `next` the number of the next
 * id): a new match's or a restart's first component is added without a `for…in`. The index is only
 * the last one asked for, not yet on the record: defining a property on a record (~2,200 instructions
 * on a dictionary) is left until another record is asked (`heldIndex`), which a match never does. The
 * last record's index, if it was never written, is dropped: a new match or round replaces that record.
 */
export function withEmptyIndex(record: Record<string, Component>, next: number): Record<string, Component> {
  lastRecord = record;
  lastHeld = { next, all: [], byDef: emptyByDef(), clash: false };
  lastWritten = false;
  return record;
}

/**
 * A new, empty components record (a new match's, from `next` 0; a restart's new round, from the state's
 * `next.component`), with its index (see withEmptyIndex): a dictionary with no prototype from the start,
 * so neither a new component's store nor the load of an id that is no component's (a piece's) walks up
 * to `Object.prototype`. Its JSON, hash, copy and clone are those of `{}`.
 */
export function freshComponents(next: number): Record<string, Component> {
  return withEmptyIndex(Object.create(null) as Record<string, Component>, next);
}

/** Adds an id last to its definition's list of the index. */
function listUnder(byDef: Array<string[] | undefined>, def: string, id: string): void {
  const n = defNumber(def);
  const list = byDef[n];
  if (list !== undefined) list.push(id);
  else byDef[n] = [id];
}

// The last components record whose index was read or made, and that index: a match's setup adds its
// components one by one, and the symbol's load from a record in dictionary mode is a keyed load through
// V8's megamorphic stub per component. Only `componentIndex` and `withEmptyIndex` set these, and the
// first writes the symbol at once; `lastWritten` is false while the last index is not on its record.
let lastRecord: object | null = null;
let lastHeld: HeldIndex | undefined;
let lastWritten = true;

/** The index kept on the components record, current or not (undefined: none made). */
function heldIndex(s: GameState): HeldIndex | undefined {
  const record = s.components;
  if (record === lastRecord) return lastHeld;
  if (!lastWritten && lastRecord !== null && lastHeld !== undefined) writeIndex(lastRecord, lastHeld);
  const held = (record as { [INDEX]?: HeldIndex })[INDEX];
  lastRecord = record;
  lastHeld = held;
  lastWritten = true;
  return held;
}

/** Whether the id numbered `n`, given now, would go last in the index (it is current and no id clashes). */
function appendsTo(held: HeldIndex, n: number): boolean {
  return held.next === n && !held.clash;
}

/** Lists the id just given (number `n`) last in a current index, where `for…in` now lists it. */
function appendTo(held: HeldIndex, id: string, def: string, n: number): void {
  held.all.push(id);
  listUnder(held.byDef, def, id);
  held.next = n + 1;
}

/** The index as kept: readers get it read-only, `addComponent` and `rekey` append to it. */
interface HeldIndex extends ComponentIndex {
  next: number;
  readonly all: string[];
  readonly byDef: Array<string[] | undefined>;
  /** Some id was `c<k>` with k ≥ next when it was made: a new id may already be listed. */
  readonly clash: boolean;
}

/**
 * Adds a new component under the next id and returns it. A current index takes it in place (the
 * index's order is the record's insertion order, which an appended id keeps), and a record with
 * none (a fresh match's, a restart's) gets one at its first component: a setup that deals 25 rooms
 * and then asks for one of them by definition would otherwise make it with a `for…in` over a
 * dictionary. A stale index (a layout's components since) is left for the next reader to remake.
 */
export function addComponent(s: GameState, def: string, faceUp: boolean): Component {
  const n = s.next.component;
  const id = componentId(n);
  const c: Component = { id, def, location: null, faceUp, seenBy: [], markers: {} };
  const held = heldIndex(s);
  s.components[id] = c;
  s.next.component = n + 1;
  if (held === undefined) componentIndex(s);
  else if (appendsTo(held, n)) appendTo(held, id, def, n);
  return c;
}

/** The ids of the components of one definition, in creation order (see componentIndex). */
export function componentsOfDef(s: GameState, def: string): readonly string[] {
  const byDef = componentIndex(s).byDef;
  const n = defNumbers.get(def);
  return n === undefined ? NO_IDS : (byDef[n] ?? NO_IDS);
}

/**
 * The number of a definition in every component index, once some index has listed one of its
 * components (undefined before): numbers never change, so a caller asking for one definition may keep it.
 */
export function defNumberOf(def: string): number | undefined {
  return defNumbers.get(def);
}

/** `componentsOfDef` of the definition numbered `n` (defNumberOf; -1: not numbered yet, so none). */
export function componentsOfDefNumbered(s: GameState, n: number): readonly string[] {
  const byDef = componentIndex(s).byDef;
  return n < 0 ? NO_IDS : (byDef[n] ?? NO_IDS);
}

/** The component an id stands for: itself, or the component a piece stands on. */
export function componentOf(s: GameState, id: string): string | null {
  // Loads, not `in`: a record's values are never undefined, and an absent key (a piece id here) is
  // cheaper to load through V8's megamorphic stub than to test with `in`.
  if (s.components[id] !== undefined) return id;
  const p = s.pieces[id];
  if (p && p.location && 'component' in p.location) return p.location.component;
  return null;
}

/** Active pieces standing on a component, in id order of creation. */
export function piecesOn(s: GameState, component: string): string[] {
  const out: string[] = [];
  for (const id in s.pieces) {
    const p = s.pieces[id];
    if (p && p.status === 'active' && p.location && 'component' in p.location && p.location.component === component) {
      out.push(id);
    }
  }
  return out;
}

/** The grid a component lies in, with its cell and coordinates; null elsewhere. */
export function gridPlace(
  s: GameState,
  component: string,
): { zone: string; grid: GridZone; cell: number; row: number; col: number } | null {
  const c = s.components[component];
  if (!c || !c.location || c.location.cell === undefined) return null;
  const grid = s.zones[c.location.zone];
  if (!grid || grid.kind !== 'grid') return null;
  const cell = c.location.cell;
  return { zone: c.location.zone, grid, cell, row: Math.floor(cell / grid.cols), col: cell % grid.cols };
}

// The steps to a cell's neighbours, up, down, left, right: rows and columns moved.
const STEP_ROWS = [-1, 1, 0, 0];
const STEP_COLS = [0, 0, -1, 1];

/**
 * Components orthogonally adjacent to a component in its grid: up, down (unless along a row), left,
 * right (unless along a column), each once and never the component itself (a wrapped small grid).
 * Told apart by cell (a component fills one cell), numbers compared rather than ids; a new list each
 * call, made at its size from up to four cells held in locals, no list to grow or search.
 */
export function adjacentTo(s: GameState, component: string, axis: 'any' | 'row' | 'col', wrap: boolean): string[] {
  const c = s.components[component];
  const loc = c === undefined ? null : c.location;
  if (loc === null || loc.cell === undefined) return [];
  const grid = s.zones[loc.zone];
  if (grid === undefined || grid.kind !== 'grid') return [];
  const { rows, cols, cells } = grid;
  const own = loc.cell;
  const row = Math.floor(own / cols);
  const col = own % cols;
  if (!wrap) return besideIn(cells, own, row, col, rows, cols, axis);
  let at0 = -1;
  let at1 = -1;
  let at2 = -1;
  let at3 = -1;
  let n = 0;
  for (let k = axis === 'row' ? 2 : 0, last = axis === 'col' ? 1 : 3; k <= last; k++) {
    let r = row + (STEP_ROWS[k] as number);
    let q = col + (STEP_COLS[k] as number);
    if (wrap) {
      r = (r + rows) % rows;
      q = (q + cols) % cols;
    } else if (r < 0 || q < 0 || r >= rows || q >= cols) continue;
    const at = r * cols + q;
    if (at === own || at === at0 || at === at1 || at === at2 || !cells[at]) continue;
    if (n === 0) at0 = at;
    else if (n === 1) at1 = at;
    else if (n === 2) at2 = at;
    else at3 = at;
    n++;
  }
  if (n === 0) return [];
  if (n === 1) return [cells[at0] as string];
  if (n === 2) return [cells[at0] as string, cells[at1] as string];
  if (n === 3) return [cells[at0] as string, cells[at1] as string, cells[at2] as string];
  return [cells[at0] as string, cells[at1] as string, cells[at2] as string, cells[at3] as string];
}

/**
 * adjacentTo's neighbours without wrapping, in its order (up, down, left, right): inside the grid no
 * two of them are the same cell nor the cell itself, so each is read once, by index, with no loop.
 */
function besideIn(
  cells: ReadonlyArray<string | null>,
  own: number,
  row: number,
  col: number,
  rows: number,
  cols: number,
  axis: 'any' | 'row' | 'col',
): string[] {
  const up = axis !== 'row' && row > 0 ? cells[own - cols] : null;
  const down = axis !== 'row' && row < rows - 1 ? cells[own + cols] : null;
  const left = axis !== 'col' && col > 0 ? cells[own - 1] : null;
  const right = axis !== 'col' && col < cols - 1 ? cells[own + 1] : null;
  // Empty cells closed up, the order kept; a literal of the right length (no list grown by pushes).
  let x0 = '';
  let x1 = '';
  let x2 = '';
  let n = 0;
  if (up) {
    x0 = up;
    n = 1;
  }
  if (down) {
    if (n === 0) x0 = down;
    else x1 = down;
    n++;
  }
  if (left) {
    if (n === 0) x0 = left;
    else if (n === 1) x1 = left;
    else x2 = left;
    n++;
  }
  if (right) {
    if (n === 0) return [right];
    if (n === 1) return [x0, right];
    if (n === 2) return [x0, x1, right];
    return [x0, x1, x2, right];
  }
  if (n === 0) return [];
  if (n === 1) return [x0];
  if (n === 2) return [x0, x1];
  return [x0, x1, x2];
}

// Up to this many items, `putFirst` and `dropId` move them themselves rather than calling `unshift`
// or `splice`.
const SHORT_STACK = 16;

/** The list of items of a non-grid zone. */
function itemsOf(zone: Zone): string[] | null {
  return zone.kind === 'grid' ? null : zone.items;
}

/**
 * Takes an id out of a list (a zone's items, an index's), if it is there. At the ends by `shift` and
 * `pop`: builtins that move the rest in place, where `splice` also makes an array of what it removed
 * (cards are mostly drawn from the top).
 */
function dropId(list: string[], id: string): void {
  const i = list.indexOf(id);
  if (i === 0) list.shift();
  else if (i === list.length - 1) list.pop();
  else if (i > 0 && list.length <= SHORT_STACK) {
    // From the middle of a short list, the rest moved down one by one (as `putFirst` does): `splice`
    // is a builtin call that also makes an array of the removed item.
    for (let k = i; k < list.length - 1; k++) list[k] = list[k + 1] as string;
    list.pop();
  } else if (i > 0) list.splice(i, 1);
}

/** Takes a component out of whatever zone holds it. */
export function takeOut(s: GameState, component: Component): void {
  const loc = component.location;
  if (!loc) return;
  takeOutOf(s.zones[loc.zone], component);
}

/** `takeOut` from the zone its location names, already looked up (undefined: a zone the state has not). */
function takeOutOf(zone: Zone | undefined, component: Component): void {
  const loc = component.location;
  if (!loc) return;
  if (zone) {
    if (zone.kind === 'grid') {
      if (loc.cell !== undefined && zone.cells[loc.cell] === component.id) zone.cells[loc.cell] = null;
    } else {
      dropId(itemsOf(zone) as string[], component.id);
    }
  }
  component.location = null;
}

/**
 * Puts an id first in a list, as `unshift` would. `unshift` is a call into V8's C++ runtime (the
 * largest line of `putInto` in a profile of a card game: a card put on a deck's or a pile's top,
 * ~40 a match); for a short stack, moving its items up one by one in JavaScript is cheaper.
 */
function putFirst(items: string[], id: string): void {
  let i = items.length;
  if (i > SHORT_STACK) {
    items.unshift(id);
    return;
  }
  items.push(id);
  for (; i > 0; i--) items[i] = items[i - 1] as string;
  items[0] = id;
}

/** The zone a component leaves: `zone` (looked up as `zoneId`) when it moves within it (a card put under its own deck). */
function leaving(s: GameState, component: Component, zoneId: string, zone: Zone): Zone | undefined {
  const loc = component.location;
  return loc === null ? undefined : loc.zone === zoneId ? zone : s.zones[loc.zone];
}

/** Where to put a component in a zone. */
export type Position = 'top' | 'bottom' | number;

/** Puts a component into a zone (taking it out of its old one). In a grid, `cell` must be empty. */
export function putInto(
  s: GameState,
  component: Component,
  zoneId: string,
  position: Position,
  cell?: number,
): boolean {
  const zone = s.zones[zoneId];
  if (!zone) return false;
  if (zone.kind === 'grid') {
    const target = cell ?? zone.cells.indexOf(null);
    if (target < 0 || zone.cells[target] !== null) return false;
    takeOutOf(leaving(s, component, zoneId, zone), component);
    zone.cells[target] = component.id;
    component.location = { zone: zoneId, cell: target };
    return true;
  }
  takeOutOf(leaving(s, component, zoneId, zone), component);
  const items = zone.items;
  // As `splice` would place it (an index past the end is the bottom), with `unshift` and `push` at
  // the ends: no array of removed items made per card.
  const at = position === 'top' ? 0 : position === 'bottom' ? items.length : Math.min(position, items.length);
  if (at === 0) putFirst(items, component.id);
  else if (at >= items.length) items.push(component.id);
  else items.splice(at, 0, component.id);
  component.location = { zone: zoneId };
  return true;
}

/**
 * Puts a component that lies nowhere (one just made) last in a stack, set or hand the caller has
 * looked up as `zoneId`: `putInto` at the bottom, without looking the zone up again per component.
 */
export function putNewLast(zone: Exclude<Zone, GridZone>, zoneId: string, component: Component): void {
  zone.items.push(component.id);
  component.location = { zone: zoneId };
}

/** Places two components in each other's place (grid cells or positions in zones). */
export function swapPlaces(s: GameState, a: Component, b: Component): void {
  const la = a.location;
  const lb = b.location;
  if (!la || !lb) return;
  const slot = (loc: NonNullable<Component['location']>, id: string) => {
    const zone = s.zones[loc.zone] as Zone;
    if (zone.kind === 'grid') return { zone, index: loc.cell ?? zone.cells.indexOf(id) };
    return { zone, index: zone.items.indexOf(id) };
  };
  const sa = slot(la, a.id);
  const sb = slot(lb, b.id);
  const set = (z: Zone, i: number, id: string) => {
    if (z.kind === 'grid') z.cells[i] = id;
    else z.items[i] = id;
  };
  set(sa.zone, sa.index, b.id);
  set(sb.zone, sb.index, a.id);
  a.location = lb.cell === undefined ? { zone: lb.zone } : { zone: lb.zone, cell: lb.cell };
  b.location = la.cell === undefined ? { zone: la.zone } : { zone: la.zone, cell: la.cell };
}

/** The zone instance of a declared zone for a seat ("deck@s0"), or the zone itself. */
export function zoneInstance(zone: string, seat: string | null): string {
  // Interned: made once per match plan or zone reference, then compared and looked up every step.
  return interned(seat === null ? zone : `${zone}@${seat}`);
}

/** Writes `id` wherever `old` stands in a zone's list. */
function renameIn(list: Array<string | null>, old: string, id: string): void {
  for (let i = 0; i < list.length; i++) if (list[i] === old) list[i] = id;
}

/**
 * Gives a component a fresh id, so that nobody can follow it by its old one
 * (after a shuffle of cards someone had seen). Pieces standing on it follow.
 */
export function rekey(s: GameState, old: string): string {
  const c = s.components[old];
  if (!c) return old;
  const n = s.next.component;
  const id = componentId(n);
  const held = heldIndex(s);
  s.next.component = n + 1;
  delete s.components[old];
  s.components[id] = { ...c, id };
  // A current index follows: the old id leaves its lists, the new one goes last, which is where
  // `for…in` now lists it (a shuffle re-keys a deck's cards before the next deal asks for them by
  // definition: no index remade from the whole record each time).
  if (held !== undefined && appendsTo(held, n)) {
    dropId(held.all, old);
    const list = held.byDef[defNumber(c.def)];
    if (list !== undefined) dropId(list, old);
    appendTo(held, id, c.def, n);
  }
  // The new id takes the old one's place in its zone's list, in place (the list is the zone's own).
  const zone = c.location ? s.zones[c.location.zone] : undefined;
  if (zone !== undefined) renameIn(zone.kind === 'grid' ? zone.cells : zone.items, old, id);
  for (const pid in s.pieces) {
    const p = s.pieces[pid];
    if (p?.location && 'component' in p.location && p.location.component === old) p.location = { component: id };
  }
  return id;
}
