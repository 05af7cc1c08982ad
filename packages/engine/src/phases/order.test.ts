import { describe, expect, it } from 'vitest';
import type { Runtime } from '../runtime/runtime.ts';
import { byTurnOrder, seatedPieces } from './order.ts';

const rt = (order: string[]) => ({ s: { order } }) as unknown as Runtime;

describe('byTurnOrder', () => {
  it('sorts ids by their place in the turn order', () => {
    expect(byTurnOrder(rt(['p2', 'p0', 'p1']), ['p0', 'p1', 'p2'])).toEqual(['p2', 'p0', 'p1']);
  });

  it('puts ids not in the turn order after, in the order they came', () => {
    expect(byTurnOrder(rt(['p1', 'p0']), ['x', 'p0', 'y', 'p1'])).toEqual(['p1', 'p0', 'x', 'y']);
  });

  it('gives ids already in turn order back as a new list', () => {
    const ids = ['p1', 'p0', 'x'];
    const out = byTurnOrder(rt(['p1', 'p0']), ids);
    expect(out).toEqual(ids);
    expect(out).not.toBe(ids);
  });
});

describe('seatedPieces', () => {
  it('lists the active seated pieces in turn order, which byTurnOrder gives back as they are', () => {
    const pieces = {
      p0: { status: 'active', seat: 's0' },
      p1: { status: 'active', seat: null },
      p2: { status: 'eliminated', seat: 's1' },
      p3: { status: 'active', seat: 's1' },
    };
    const r = { s: { order: ['p3', 'p2', 'p1', 'p0'], pieces } } as unknown as Runtime;
    const seated = seatedPieces(r);
    expect(seated).toEqual(['p3', 'p0']);
    expect(byTurnOrder(r, seated)).toEqual(seated);
  });
});
