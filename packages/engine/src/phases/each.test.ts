import { describe, expect, it } from 'vitest';
import type { Bindings } from '../state/types.ts';
import { bare, itemBindings } from './each.ts';

describe('each phase item bindings', () => {
  it('binds it, seat and actor for a piece over empty bindings', () => {
    expect(JSON.stringify(itemBindings({}, 'p0', 's0', true))).toBe('{"it":"p0","seat":"s0","actor":"p0"}');
  });

  it('binds it and seat for a seat, over bindings where a filter left it undefined', () => {
    const b: Bindings = {};
    (b as Record<string, unknown>).it = undefined;
    expect(JSON.stringify(itemBindings(b, 's1', 's1', false))).toBe('{"it":"s1","seat":"s1"}');
  });

  it('keeps the phase bindings before the item ones, as a copy would', () => {
    const b: Bindings = { round: 2, it: 'x' };
    const out = itemBindings(b, 'p0', null, true);
    expect(JSON.stringify(out)).toBe(JSON.stringify({ ...b, it: 'p0', seat: null, actor: 'p0' }));
    expect(b).toEqual({ round: 2, it: 'x' });
  });

  it('tells bindings with a name other than it from bare ones', () => {
    expect(bare({})).toBe(true);
    expect(bare({ it: 'p0' })).toBe(true);
    expect(bare({ seat: 's0' })).toBe(false);
  });
});
