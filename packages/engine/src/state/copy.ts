// A copy of a game state for search (MCTS, look-ahead, undo): written for the
// state's own shape, so it copies what play mutates and shares what it never
// does (the pending decision and its option lists, the result, the causes of
// scheduled effects). It is several times faster than `structuredClone`, and
// the copy hashes the same and plays on the same (JSON semantics: the state
// is JSON, so nothing depends on two places sharing one object).
import type { Bindings, Component, Frame, GameState, Piece, ScheduledEffect, Seat, Zone } from './types.ts';

const counts = (m: Record<string, number>): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const k in m) out[k] = m[k] as number;
  return out;
};

// Bindings are slots (state/slots.ts): a slice, and a copy of each bound list (a selector may give a
// list the state holds).
function copyBindings(b: Bindings): Bindings {
  const out = b.slice();
  for (let i = 0; i < out.length; i++) {
    const v = out[i];
    if (Array.isArray(v)) out[i] = v.slice();
  }
  return out;
}

function copyZone(z: Zone): Zone {
  let out: Zone;
  if (z.kind === 'grid') {
    const locks: Record<string, 1 | -1> = {};
    for (const k in z.locks) locks[k] = z.locks[k] as 1 | -1;
    out = { kind: 'grid', rows: z.rows, cols: z.cols, cells: z.cells.slice(), locks };
  } else if (z.kind === 'hand') out = { kind: 'hand', owner: z.owner, items: z.items.slice() };
  else out = { kind: z.kind, items: z.items.slice() };
  if (z.openTo !== undefined) out.openTo = z.openTo.slice();
  return out;
}

function copyComponent(c: Component): Component {
  const loc = c.location;
  return {
    id: c.id,
    def: c.def,
    location: loc === null ? null : loc.cell === undefined ? { zone: loc.zone } : { zone: loc.zone, cell: loc.cell },
    faceUp: c.faceUp,
    seenBy: c.seenBy.slice(),
    markers: counts(c.markers),
  };
}

function copyPiece(p: Piece): Piece {
  const loc = p.location;
  return {
    id: p.id,
    def: p.def,
    seat: p.seat,
    location: loc === null ? null : 'component' in loc ? { component: loc.component } : { zone: loc.zone },
    status: p.status,
    markers: counts(p.markers),
    vars: counts(p.vars),
    plan: p.plan.slice(),
    done: p.done.slice(),
  };
}

function copySeat(s: Seat): Seat {
  return {
    id: s.id,
    markers: counts(s.markers),
    role: s.role,
    team: s.team,
    vars: counts(s.vars),
    eyesOpen: s.eyesOpen,
  };
}

function copyFrame(f: Frame): Frame {
  const out: Frame = { n: f.n, pc: f.pc, b: copyBindings(f.b) };
  if (f.items !== undefined) out.items = f.items.slice();
  if (f.seen !== undefined) out.seen = f.seen.slice();
  return out;
}

function copyScheduled(x: ScheduledEffect): ScheduledEffect {
  return {
    id: x.id,
    on: x.on,
    remaining: x.remaining,
    node: x.node,
    source: x.source,
    bindings: copyBindings(x.bindings),
    action: x.action,
  };
}

function each<T>(from: Record<string, T>, copy: (x: T) => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k in from) out[k] = copy(from[k] as T);
  return out;
}

/** A copy of a game state that play can mutate without touching the original (hashes equal). */
export function copyState(s: GameState): GameState {
  const [r0, r1, r2, r3] = s.rng.s;
  const out: GameState = {
    v: s.v,
    // The ruleset's table of names: shared, never changed by play.
    names: s.names,
    rulesetHash: s.rulesetHash,
    mode: s.mode,
    options: { ...s.options },
    seed: s.seed,
    rng: { s: [r0, r1, r2, r3] },
    zones: each(s.zones, copyZone),
    components: each(s.components, copyComponent),
    pieces: each(s.pieces, copyPiece),
    seats: each(s.seats, copySeat),
    seatOrder: s.seatOrder.slice(),
    counters: counts(s.counters),
    vars: { ...s.vars },
    scheduled: s.scheduled.map(copyScheduled),
    order: s.order.slice(),
    turn: s.turn,
    action: s.action,
    next: { component: s.next.component, piece: s.next.piece, scheduled: s.next.scheduled },
    stack: s.stack.map(copyFrame),
    // Replaced, never changed in place, once made: shared.
    pending: s.pending,
    step: s.step,
    result: s.result,
  };
  if (s.arrange !== undefined) out.arrange = structuredClone(s.arrange);
  if (s.picks !== undefined) out.picks = Object.fromEntries(Object.entries(s.picks).map(([k, v]) => [k, v.slice()]));
  return out;
}
