// Leaves: the commonest reads of the state an expression makes (a seat's zone size by a bare name, a
// seat variable of a bare name, a counter), described so that a comparison of one with a literal
// reads it in place, in a closure of its own, instead of calling the leaf's function (a call through
// a site that sees every expression of the ruleset).
import type { Bindings } from '../state/types.ts';
import type { Expr, Value } from '../ruleset/types.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { oneOf } from '../ruleset/bound.ts';
import { boundCountIn, type BoundCount } from '../selectors/table.ts';

/** A zone count of a seat's zone by a bare name (`count`). */
export const ZONE_SIZE = 0;
/** A seat variable of the seat a bare name binds (`name`, at `slot`). */
export const SEAT_VAR = 1;
/** A counter (`name`). */
export const COUNTER = 2;

/** What a leaf reads; every field present (one shape), those its kind does not use null or -1. */
export interface Leaf {
  readonly kind: number;
  readonly count: BoundCount | null;
  readonly slot: number;
  readonly name: string;
}

const leaves = new WeakMap<Expr, Leaf>();

/** Records that `e` reads `leaf` (as leafValue reads it), and returns it. */
export function leafExpr(e: Expr, leaf: Leaf): Expr {
  leaves.set(e, leaf);
  return e;
}

/** What an expression reads, if it is a leaf. */
export function leafOf(e: Expr): Leaf | undefined {
  return leaves.get(e);
}

/** A leaf's value in bindings `b`: what its expression gives. */
export function leafValue(rt: Runtime, b: Bindings, l: Leaf): Value {
  if (l.kind === ZONE_SIZE) return boundCountIn(rt, b, l.count as BoundCount);
  if (l.kind === SEAT_VAR) {
    const id = oneOf(b[l.slot]);
    return (id !== undefined && rt.s.seats[id]?.vars[l.name]) || 0;
  }
  return rt.s.counters[l.name] ?? 0;
}
