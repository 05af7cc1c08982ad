// Conversions between bound values, expression values and id lists.
import type { BoundValue } from '../state/types.ts';
import type { Slot } from '../state/slots.ts';
import type { Value } from '../ruleset/types.ts';

const EMPTY: string[] = [];

/**
 * Reads a condition: false, 0, null, "" and empty lists are false. A boolean (what comparisons and
 * `and`/`or`/`not` give, most conditions) is answered by two compares, before the list test.
 */
export function truthy(v: Value | BoundValue | undefined): boolean {
  if (v === true) return true;
  if (v === false) return false;
  if (Array.isArray(v)) return v.length > 0;
  return !!v;
}

/** Reads a bound value as a list of ids. */
export function asList(v: Slot): string[] {
  if (typeof v === 'string') return [v];
  return Array.isArray(v) ? v : EMPTY;
}

/** Whether two lists of ids hold the same ids in the same order (the `same` test). */
export function sameIds(xs: readonly string[], ys: readonly string[]): boolean {
  if (xs.length !== ys.length) return false;
  for (let i = 0; i < xs.length; i++) if (xs[i] !== ys[i]) return false;
  return true;
}

/** Reads a value as a number (non-numbers are 0). */
export function asNumber(v: Value | undefined): number {
  return typeof v === 'number' ? v : typeof v === 'boolean' ? (v ? 1 : 0) : 0;
}
