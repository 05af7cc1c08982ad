// Conditions as the engine reads them (runtime/values.ts).
import { describe, expect, it } from 'vitest';
import { BOUND_NULL } from '../state/slots.ts';
import { truthy } from './values.ts';

describe('truthy', () => {
  it('reads booleans as themselves', () => {
    expect(truthy(true)).toBe(true);
    expect(truthy(false)).toBe(false);
  });

  it('reads false, 0, null, undefined and "" as false, other numbers and strings as true', () => {
    expect([0, null, undefined, ''].map((v) => truthy(v))).toEqual([false, false, false, false]);
    expect([1, -1, 0.5, 'a', 'false'].map((v) => truthy(v))).toEqual([true, true, true, true, true]);
  });

  it('reads an empty list as false and a list with items as true', () => {
    expect(truthy([])).toBe(false);
    expect(truthy(['c1'])).toBe(true);
  });

  it('reads a name bound to null on purpose as true, as any object', () => {
    expect(truthy(BOUND_NULL as never)).toBe(true);
  });
});
