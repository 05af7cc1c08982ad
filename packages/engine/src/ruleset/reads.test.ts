import { describe, expect, it } from 'vitest';
import { COUNTERS, MARKERS, PIECES, SEATS, UNTRACKED, readsOf } from './reads.ts';

describe('readsOf', () => {
  it('finds nothing read in literals and bound names', () => {
    expect(readsOf(3)).toBe(0);
    expect(readsOf('self')).toBe(0);
    expect(readsOf({ op: 'eq', a: 1, b: 'x' })).toBe(0);
  });

  it('finds pieces read by counting pieces with plain filters', () => {
    expect(readsOf({ op: 'count', of: { select: 'pieces', status: 'eliminated' } })).toBe(PIECES);
    expect(readsOf({ op: 'count', of: { select: 'pieces', on: 'self', kind: 'character' } })).toBe(PIECES);
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
    expect(readsOf({ op: 'count', of: onExit })).toBe(PIECES | SEATS);
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
