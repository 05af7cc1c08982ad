import { describe, expect, it } from 'vitest';
import { expressionHandlers } from '../expressions/registry.ts';
import { selectorHandlers } from '../selectors/registry.ts';
import {
  COUNTERS,
  MARKERS,
  PIECES,
  PLACES,
  SEATS,
  UNTRACKED,
  markersRead,
  namesRead,
  readsOf,
  seatVarsRead,
} from './reads.ts';

describe('readsOf', () => {
  it('finds nothing read in literals and bound names', () => {
    expect(readsOf(3)).toBe(0);
    expect(readsOf('self')).toBe(0);
    expect(readsOf({ op: 'eq', a: 1, b: 'x' })).toBe(0);
  });

  it('finds pieces read by counting pieces with plain filters', () => {
    expect(readsOf({ op: 'count', of: { select: 'pieces', status: 'eliminated' } })).toBe(PIECES);
  });

  it('finds where pieces stand read by pieces filtered on what they stand on', () => {
    expect(readsOf({ op: 'count', of: { select: 'pieces', on: 'self', kind: 'character' } })).toBe(PIECES | PLACES);
    expect(readsOf({ op: 'count', of: { select: 'pieces', status: 'active', kind: 'character' } }) & PLACES).toBe(0);
  });

  it('combines what the arguments of comparisons and logic read', () => {
    const both = {
      op: 'and',
      args: [
        { op: 'le', a: { op: 'counter', name: 'turns-left' }, b: 0 },
        { op: 'gt', a: { op: 'marker', of: 'self', name: 'x' }, b: 0 },
      ],
    };
    expect(readsOf(both)).toBe(COUNTERS | MARKERS);
  });

  it('finds seats read by seat variables and by the seats selector with its filters', () => {
    const won = { op: 'ge', a: { op: 'seat-var', of: 'it', name: 'wins' }, b: 2 };
    expect(readsOf({ op: 'seat-var', of: 'seat', name: 'x' })).toBe(SEATS);
    expect(readsOf({ op: 'count', of: { select: 'seats', role: 'guard', where: won } })).toBe(SEATS);
  });

  it('finds pieces and seats read by pieces filtered on their seat, role or team, and by role and team', () => {
    const mates = { select: 'pieces', status: 'escaped', team: { op: 'team', of: 'it' } };
    expect(readsOf({ op: 'count', of: { select: 'pieces', role: 'prisoner' } })).toBe(PIECES | SEATS);
    expect(readsOf({ op: 'count', of: mates })).toBe(PIECES | SEATS);
    expect(readsOf({ op: 'count', of: { select: 'pieces', seat: 'it' } })).toBe(PIECES);
    expect(readsOf({ op: 'role', of: 'seat' })).toBe(PIECES | SEATS);
  });

  it('finds pieces read by components selected by definition alone, and by pieces on them', () => {
    expect(readsOf({ op: 'count', of: { select: 'components', def: 'exit' } })).toBe(PIECES);
    const onExit = { select: 'pieces', on: { select: 'components', def: ['exit', 'door'] }, team: 'a' };
    expect(readsOf({ op: 'count', of: onExit })).toBe(PIECES | SEATS | PLACES);
  });

  it('finds what a sorted list reads in its list and its keys', () => {
    const bySeatVar = { op: 'seat-var', of: 'it', name: 'first' };
    expect(readsOf({ select: 'sorted', from: { select: 'seats' }, by: bySeatVar, order: 'desc' })).toBe(SEATS);
    expect(readsOf({ select: 'sorted', from: { select: 'seats' }, by: bySeatVar, then: 1 }) & UNTRACKED).toBe(
      UNTRACKED,
    );
  });

  it('marks unknown expressions, other selectors and seat filters as untracked', () => {
    expect(readsOf({ op: 'count', of: { select: 'seats', holds: 'x' } }) & UNTRACKED).toBe(UNTRACKED);
    expect(readsOf({ op: 'piece-var', of: 'actor', name: 'x' }) & UNTRACKED).toBe(UNTRACKED);
    expect(readsOf({ op: 'count', of: { select: 'components', zone: 'g' } }) & UNTRACKED).toBe(UNTRACKED);
    expect(
      readsOf({ op: 'count', of: { select: 'pieces', on: { select: 'location', of: 'actor' } } }) & UNTRACKED,
    ).toBe(UNTRACKED);
    expect(readsOf({ op: 'flag', name: 'quiet' }) & UNTRACKED).toBe(UNTRACKED);
  });
});

describe('namesRead', () => {
  it('finds the names a condition reads where a selector or a name is expected', () => {
    expect(namesRead({ op: 'same', a: 'self', b: 'target' })?.sort()).toEqual(['self', 'target']);
    expect(namesRead({ op: 'eq', a: { op: 'get', name: 'entry' }, b: 1 })).toEqual(['entry']);
  });

  it('counts the self selector as reading self', () => {
    expect(namesRead({ op: 'same', a: { select: 'self' }, b: 'room' })?.sort()).toEqual(['room', 'self']);
  });

  it('cannot tell what a condition reads through another definition s condition', () => {
    expect(namesRead({ op: 'not', arg: { op: 'condition-of', of: 'card' } })).toBeNull();
  });

  it('cannot tell what an unknown operator or selector reads', () => {
    expect(namesRead({ op: 'made-up', a: 'x' })).toBeNull();
    expect(namesRead({ op: 'count', of: { select: 'made-up' } })).toBeNull();
  });

  it('knows every registered operator and selector but condition-of (a new one must be checked and listed)', () => {
    const unknownOps = expressionHandlers.map((h) => h.op).filter((op) => namesRead({ op }) === null);
    const unknownSelectors = selectorHandlers.map((h) => h.select).filter((sel) => namesRead({ select: sel }) === null);
    expect(unknownOps).toEqual(['condition-of']);
    expect(unknownSelectors).toEqual([]);
  });
});

describe('seatVarsRead', () => {
  it('finds the name of every seat-var, however deep', () => {
    const when = {
      op: 'gt',
      a: {
        op: 'count',
        of: { select: 'seats', where: { op: 'ge', a: { op: 'seat-var', of: 'it', name: 'wins' }, b: 2 } },
      },
      b: [{ op: 'seat-var', of: 'seat', name: 'score' }],
    };
    expect(seatVarsRead(when, new Set())).toEqual(new Set(['wins', 'score']));
  });

  it('finds none in literals and other expressions', () => {
    expect(seatVarsRead(3, new Set())).toEqual(new Set());
    expect(seatVarsRead({ op: 'piece-var', of: 'self', name: 'hp' }, new Set())).toEqual(new Set());
  });
});

describe('markersRead', () => {
  it('finds the name of every marker, however deep', () => {
    const when = {
      op: 'or',
      args: [
        { op: 'gt', a: { op: 'marker', of: 'self', name: 'do-not-cross' }, b: 0 },
        { op: 'count', of: { select: 'pieces', where: { op: 'marker', of: 'it', name: 'stunned' } } },
      ],
    };
    expect(markersRead(when, new Set())).toEqual(new Set(['do-not-cross', 'stunned']));
  });

  it('finds none in literals and other expressions', () => {
    expect(markersRead(3, new Set())).toEqual(new Set());
    expect(markersRead({ op: 'seat-var', of: 'seat', name: 'wins' }, new Set())).toEqual(new Set());
  });
});
