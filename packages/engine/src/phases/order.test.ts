import { describe, expect, it } from 'vitest';
import type { Runtime } from '../runtime/runtime.ts';
import { byTurnOrder, seatedPieces, seatedRecord, turned } from './order.ts';

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

describe('seatedPieces over several turns of one run', () => {
  const pieces = () => ({
    p0: { status: 'active', seat: 's0' },
    p1: { status: 'active', seat: 's1' },
    p2: { status: 'active', seat: 's2' },
  });

  it('follows the turn order as it turns, one piece at a time', () => {
    const r = { s: { order: ['p0', 'p1', 'p2'], pieces: pieces() } } as unknown as Runtime;
    expect(seatedPieces(r)).toEqual(['p0', 'p1', 'p2']);
    r.s.order.push(r.s.order.shift() as string);
    expect(seatedPieces(r)).toEqual(['p1', 'p2', 'p0']);
    r.s.order.push(r.s.order.shift() as string);
    expect(seatedPieces(r)).toEqual(['p2', 'p0', 'p1']);
  });

  it('leaves out a piece eliminated since the last call', () => {
    const r = { s: { order: ['p0', 'p1', 'p2'], pieces: pieces() } } as unknown as Runtime;
    expect(seatedPieces(r)).toEqual(['p0', 'p1', 'p2']);
    (r.s.pieces.p1 as { status: string }).status = 'eliminated';
    expect(seatedPieces(r)).toEqual(['p0', 'p2']);
  });

  it('follows an order rearranged otherwise', () => {
    const r = { s: { order: ['p0', 'p1', 'p2'], pieces: pieces() } } as unknown as Runtime;
    expect(seatedPieces(r)).toEqual(['p0', 'p1', 'p2']);
    r.s.order.reverse();
    expect(seatedPieces(r)).toEqual(['p2', 'p1', 'p0']);
  });

  it('gives a list of its own, not the turn order itself', () => {
    const r = { s: { order: ['p0', 'p1', 'p2'], pieces: pieces() } } as unknown as Runtime;
    expect(seatedPieces(r)).not.toBe(r.s.order);
  });
});

describe('turned', () => {
  it('gives the seated pieces in an order turned by some places, those before its first id last', () => {
    expect(turned(['a', 'b', 'c', 'd'], ['c', 'd', 'a', 'b'], ['a', 'c', 'd'])).toEqual(['c', 'd', 'a']);
    expect(turned(['a', 'b', 'c', 'd'], ['b', 'c', 'd', 'a'], ['a', 'b', 'd'])).toEqual(['b', 'd', 'a']);
  });

  it('gives them as they were for an order not turned at all', () => {
    expect(turned(['a', 'b', 'c'], ['a', 'b', 'c'], ['b', 'c'])).toEqual(['b', 'c']);
  });

  it('says nothing of an order rearranged otherwise or of other ids', () => {
    expect(turned(['a', 'b', 'c'], ['c', 'b', 'a'], ['a', 'b', 'c'])).toBeNull();
    expect(turned(['a', 'b', 'c'], ['b', 'c', 'x'], ['a', 'b', 'c'])).toBeNull();
    expect(turned(['a', 'b'], ['a', 'b', 'c'], ['a', 'b'])).toBeNull();
  });
});

describe('seatedPieces after the order turned', () => {
  it('lists the pieces seated before in the turned order while no piece is written, looking none up', () => {
    const pieces = {
      p0: { status: 'active', seat: 's0' },
      p1: { status: 'active', seat: 's1' },
      p2: { status: 'active', seat: 's2' },
    };
    const r = { s: { order: ['p0', 'p1', 'p2'], pieces }, wPieces: 0, wPlaces: 0 } as unknown as Runtime;
    expect(seatedPieces(r)).toEqual(['p0', 'p1', 'p2']);
    // Not through the write funnel: only a look-up would see it.
    pieces.p1.status = 'eliminated';
    r.s.order.push(r.s.order.shift() as string);
    expect(seatedPieces(r)).toEqual(['p1', 'p2', 'p0']);
    (r as { wPieces: number }).wPieces++;
    expect(seatedPieces(r)).toEqual(['p2', 'p0']);
  });
});

describe('seatedRecord', () => {
  const pieces = () => ({
    p0: { status: 'active', seat: 's0' },
    p1: { status: 'active', seat: 's1' },
  });

  it("gives the record of an item of seatedPieces' last list, also once the order turned", () => {
    const r = { s: { order: ['p0', 'p1'], pieces: pieces() }, wPieces: 0, wPlaces: 0 } as unknown as Runtime;
    const items = seatedPieces(r);
    expect(seatedRecord(r.s, items, 1)).toBe(r.s.pieces.p1);
    r.s.order.reverse();
    const turnedItems = seatedPieces(r);
    expect(turnedItems).toEqual(['p1', 'p0']);
    expect(seatedRecord(r.s, turnedItems, 0)).toBe(r.s.pieces.p1);
  });

  it('gives nothing for another list or another pieces record', () => {
    const r = { s: { order: ['p0', 'p1'], pieces: pieces() }, wPieces: 0, wPlaces: 0 } as unknown as Runtime;
    const items = seatedPieces(r);
    expect(seatedRecord(r.s, [...items], 0)).toBeUndefined();
    expect(seatedRecord({ ...r.s, pieces: pieces() as unknown as Runtime['s']['pieces'] }, items, 0)).toBeUndefined();
  });
});
