// The write funnel of the tracked parts of the state (ruleset/reads.ts): every primitive that
// changes pieces (which exist, status, location), which components exist, markers, counters or
// seats (roles, teams, variables) says so here, and answers computed from those parts only (endings, flags) are kept
// until one of them is written. The counts live on the runtime of one run: a state changed from
// outside between two answers (a test, an editor) starts a new run, so nothing kept can be stale.
import { COUNTERS, MARKERS, PIECES, PLACES, SEATS, UNTRACKED } from '../ruleset/reads.ts';
import type { Component } from '../state/types.ts';
import type { Runtime } from './runtime.ts';
import { addComponent } from './table.ts';

/** Every tracked area, for writes that change the table wholesale (restart, a layout, a component renamed). */
export const EVERYTHING = PIECES | MARKERS | COUNTERS | SEATS | PLACES;

/** Records a write to the given areas (a mask of ruleset/reads.ts's areas). */
export function wrote(rt: Runtime, areas: number): void {
  if (areas & PIECES) rt.wPieces++;
  if (areas & (PIECES | PLACES)) rt.wPlaces++;
  if (areas & MARKERS) rt.wMarkers++;
  if (areas & COUNTERS) rt.wCounters++;
  if (areas & SEATS) rt.wSeats++;
}

/**
 * A number that changes whenever one of the areas in `reads` is written (counts only grow, so their
 * sum does); NaN, which equals nothing, when `reads` includes an untracked part of the state.
 */
export function stamp(rt: Runtime, reads: number): number {
  if (reads & UNTRACKED) return NaN;
  return (
    (reads & PIECES ? rt.wPieces : 0) +
    (reads & PLACES ? rt.wPlaces : 0) +
    (reads & MARKERS ? rt.wMarkers : 0) +
    (reads & COUNTERS ? rt.wCounters : 0) +
    (reads & SEATS ? rt.wSeats : 0)
  );
}

/** Sets a counter (the funnel of every counter write). */
export function setCounter(rt: Runtime, name: string, value: number): void {
  rt.s.counters[name] = value;
  rt.wCounters++;
}

/**
 * Adds `n` to a marker count of a component, piece or seat (removing it at 0 or below is the caller's).
 * `counts`: whether a kept answer may read the marker (CxShared.markersRead); if not, no write to MARKERS is counted.
 */
export function addMarkers(rt: Runtime, markers: Record<string, number>, key: string, n: number, counts = true): void {
  markers[key] = (markers[key] ?? 0) + n;
  if (counts) rt.wMarkers++;
}

/**
 * Adds a new component under the next id (runtime/table.ts's addComponent) during play: which
 * components of a definition exist is read with the pieces (a selector of components by
 * definition), so it counts a write to PIECES.
 */
export function makeComponent(rt: Runtime, def: string, faceUp: boolean): Component {
  rt.wPieces++;
  return addComponent(rt.s, def, faceUp);
}
