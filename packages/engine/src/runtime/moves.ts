// Moves that raise events, shared by several primitives: a piece moving,
// a piece eliminated, a component placed into a zone.
import type { Bindings, Component } from '../state/types.ts';
import { dispatch, heardInZone } from './dispatch.ts';
import { emit, type Runtime } from './runtime.ts';
import { putInto, type Position } from './table.ts';
import { componentKnowers } from './visibility.ts';
import { ACTOR, BOUND_NULL, moveSlots, pieceSeatSlots, selfZoneSlots } from '../state/slots.ts';
import { counted } from './counted.ts';

const PIECE_MOVED = counted('piece-moved');
const COMPONENT_MOVED = counted('component-moved');

/** Moves a piece onto a component or into a zone; fires leave then enter unless `fire` is false. */
export function movePiece(rt: Runtime, piece: string, to: string, fire: boolean, b: Bindings): void {
  const s = rt.s;
  const p = s.pieces[piece];
  if (!p || p.status !== 'active') return;
  const old = p.location && 'component' in p.location ? p.location.component : null;
  const toComponent = to in s.components;
  if (!toComponent && !(to in s.zones)) return;
  p.location = toComponent ? { component: to } : { zone: to };
  rt.wPlaces++;
  if (!rt.silent)
    emit(
      rt,
      rt.bare ? PIECE_MOVED : { type: 'piece-moved', piece, data: { from: old, to }, text: `${piece} moves to ${to}` },
    );
  if (!fire) return;
  const actor = b[ACTOR] ?? BOUND_NULL;
  const seat = p.seat ?? BOUND_NULL;
  // Pushed in reverse: the leave triggers run first, then the enter triggers.
  if (toComponent)
    dispatch(rt, 'enter', moveSlots(to, actor, seat, piece, old ?? BOUND_NULL, undefined), { component: to });
  if (old !== null && old !== to)
    dispatch(rt, 'leave', moveSlots(old, actor, seat, piece, undefined, to), { component: old });
}

/** Eliminates a piece: off the table, status eliminated; fires eliminated. */
export function eliminatePiece(rt: Runtime, piece: string): void {
  const p = rt.s.pieces[piece];
  if (!p || p.status !== 'active') return;
  p.status = 'eliminated';
  p.location = null;
  rt.wPieces++;
  rt.wPlaces++;
  p.plan = [];
  if (!rt.silent)
    emit(rt, { type: 'eliminated', piece, ...(p.seat ? { seat: p.seat } : {}), text: `${piece} is eliminated` });
  dispatch(rt, 'eliminated', pieceSeatSlots(piece, p.seat ?? BOUND_NULL), { piece });
}

/** Places a component into a zone and fires placed. */
export function placeComponent(
  rt: Runtime,
  component: string,
  zone: string,
  position: Position,
  cell?: number,
): boolean {
  const c = rt.s.components[component];
  return c !== undefined && placeComponentAs(rt, c, zone, position, cell);
}

/**
 * `placeComponent` for a component the caller has already looked up. `heard`, if given, is what
 * `heardInZone(rt, 'placed', zone, c.def)` answers (a caller that keeps `heardInZoneAlone` per zone).
 */
export function placeComponentAs(
  rt: Runtime,
  c: Component,
  zone: string,
  position: Position,
  cell?: number,
  heard?: boolean,
): boolean {
  if (!putInto(rt.s, c, zone, position, cell)) return false;
  // Most placements are heard by nobody (a card to the bottom of a deck): no event objects then.
  if (heard ?? heardInZone(rt, 'placed', zone, c.def))
    dispatch(rt, 'placed', selfZoneSlots(c.id, zone), { component: c.id }, { zone });
  return true;
}

/**
 * Reports a component's move. Seats that could not tell which component it was
 * (face down, unseen, between zones they cannot list) read "a card goes to …"
 * without its id, so they cannot follow it by id through closed zones.
 */
export function emitComponentMoved(rt: Runtime, component: string, from: string | null, wasFaceUp: boolean): void {
  // Nobody reads events in the silent profile: not even who could tell the component apart.
  if (rt.silent) return;
  // A `tally` log is counted, never read by a seat: one event, without asking who could tell which it was.
  if (rt.bare) return emit(rt, COMPONENT_MOVED);
  const to = rt.s.components[component]?.location?.zone ?? '';
  const knowers = componentKnowers(rt.mode, rt.s, component, from, wasFaceUp);
  const others: string[] = [];
  for (const seat of rt.s.seatOrder)
    if (rt.s.seats[seat]?.eyesOpen !== false && !knowers.includes(seat)) others.push(seat);
  if (!others.length) {
    emit(rt, { type: 'component-moved', component, data: { to }, text: `${component} goes to ${to}` });
    return;
  }
  emit(rt, {
    type: 'component-moved',
    component,
    data: { to, visibleTo: knowers },
    text: `${component} goes to ${to}`,
  });
  emit(rt, { type: 'component-moved', data: { to, visibleTo: others }, text: `a card goes to ${to}` });
}
