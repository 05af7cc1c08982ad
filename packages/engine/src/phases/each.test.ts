import { describe, expect, it } from 'vitest';
import type { Bindings } from '../state/types.ts';
import { bare, itemBindings } from './each.ts';
import { bound, named } from '../testing/bindings.ts';

describe('each phase item bindings', () => {
  it('binds it, seat and actor for a piece over empty bindings', () => {
    expect(named(itemBindings(bound({}), 'p0', 's0', true))).toEqual({ it: 'p0', seat: 's0', actor: 'p0' });
  });

  it('binds it and seat for a seat, over bindings where a filter left it undefined', () => {
    const b: Bindings = bound({ it: undefined });
    expect(named(itemBindings(b, 's1', 's1', false))).toEqual({ it: 's1', seat: 's1' });
  });

  it('keeps the phase bindings before the item ones, as a copy would', () => {
    const b: Bindings = bound({ round: 2, it: 'x' });
    const out = itemBindings(b, 'p0', null, true);
    expect(named(out)).toEqual({ round: 2, it: 'p0', seat: null, actor: 'p0' });
    expect(named(b)).toEqual({ round: 2, it: 'x' });
  });

  it('tells bindings with a name other than it from bare ones', () => {
    expect(bare(bound({}))).toBe(true);
    expect(bare(bound({ it: 'p0' }))).toBe(true);
    expect(bare(bound({ seat: 's0' }))).toBe(false);
    expect(bare(bound({ seat: null }))).toBe(false);
  });
});
