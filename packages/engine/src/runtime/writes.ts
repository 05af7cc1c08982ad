// The write funnel of the tracked parts of the state (ruleset/reads.ts): every primitive that
// changes pieces (which exist, status, location), which components exist, markers, counters or
// seats (roles, teams, variables) says so here, and answers computed from those parts only (endings, flags) are kept
// until one of them is written. The counts live on the runtime of one run: a state changed from
// outside between two answers (a test, an editor) starts a new run, so nothing kept can be stale.
import { COUNTERS, MARKERS, PIECE_VARS, PIECES, PLACES, SEATS, UNTRACKED } from '../ruleset/reads.ts';
import type { Component, Piece } from '../state/types.ts';
import type { Runtime } from './runtime.ts';
import { addComponent } from './table.ts';

/** Every tracked area, for writes that change the table wholesale (restart, a layout, a component renamed). */
export const EVERYTHING = PIECES | MARKERS | COUNTERS | SEATS | PLACES | PIECE_VARS;

/** Records a write to the given areas (a mask of ruleset/reads.ts's areas). */
export function wrote(rt: Runtime, areas: number): void {
  if (areas & PIECES) rt.wPieces++;
  if (areas & (PIECES | PLACES)) rt.wPlaces++;
  if (areas & MARKERS) rt.wMarkers++;
  if (areas & COUNTERS) rt.wCounters++;
  if (areas & SEATS) rt.wSeats++;
  if (areas & PIECE_VARS) rt.wPieceVars++;
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
    (reads & SEATS ? rt.wSeats : 0) +
    (reads & PIECE_VARS ? rt.wPieceVars : 0)
  );
}

/** Sets a counter (the funnel of every counter write). */
export function setCounter(rt: Runtime, name: string, value: number): void {
  rt.s.counters[name] = value;
  rt.wCounters++;
}

/** Adds `n` to a marker count of a component, piece or seat (removing it at 0 or below is the caller's). */
export function addMarkers(rt: Runtime, markers: Record<string, number>, key: string, n: number): void {
  markers[key] = (markers[key] ?? 0) + n;
  rt.wMarkers++;
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

/**
 * Answers about a piece (an action's `when`, asked with the piece's own bindings) kept per piece record
 * while none of the areas they read (`reads`, tracked, with PIECES: the piece's seat is bound) is written
 * in the same run. A record is found by a scan of `===` over the few pieces asked about since the last
 * write; a piece's record is never replaced under its id, and another run or state starts afresh.
 */
export class KeptByPiece {
  private rt: Runtime | null = null;
  private at = NaN;
  private readonly recs: Piece[] = [];
  private readonly answers: boolean[] = [];
  constructor(private readonly reads: number) {}

  /** The answer kept for `p`: 1 (true), 0 (false) or -1 (not known: ask, then `keep` it). */
  get(rt: Runtime, p: Piece): number {
    const now = stamp(rt, this.reads);
    if (rt !== this.rt || now !== this.at) {
      this.rt = rt;
      this.at = now;
      this.recs.length = 0;
      this.answers.length = 0;
      return -1;
    }
    const recs = this.recs;
    for (let i = 0; i < recs.length; i++) if (recs[i] === p) return this.answers[i] ? 1 : 0;
    return -1;
  }

  /** Keeps `answer` for `p` (just asked, after `get` said -1, nothing written since) and returns it. */
  keep(p: Piece, answer: boolean): boolean {
    this.recs.push(p);
    this.answers.push(answer);
    return answer;
  }
}
