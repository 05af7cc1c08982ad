// Bare names read in place: what a function made by `cx.first` for a bare name reads (its slot), so
// that a caller can read the bound value itself, in a closure of its own, instead of calling the
// function (a call through a site that sees every reference of the ruleset).
import type { One } from './types.ts';
import type { Slot } from '../state/slots.ts';

/** A bound value as one item: an id itself, or a list's first. */
export const oneOf = (v: Slot): string | undefined => (typeof v === 'string' ? v : Array.isArray(v) ? v[0] : undefined);

const boundFirsts = new WeakMap<One, number>();

/** Records that `fn` (made by `cx.first`) reads the bare name at `slot` as `oneOf` reads it, and returns it. */
export function readsBound(fn: One, slot: number): One {
  boundFirsts.set(fn, slot);
  return fn;
}

/** The slot a function made by `cx.first` for a bare name reads (-1: any other function, to be called). */
export function boundFirstOf(fn: One): number {
  return boundFirsts.get(fn) ?? -1;
}
