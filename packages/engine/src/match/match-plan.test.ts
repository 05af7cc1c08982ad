// createMatch works out a mode's zone instances and starting counters once per seat count: every
// match still gets its own zones and counters, named and valued as the mode declares them.
import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack, waitingMode } from '../testing/harness.ts';
import { createMatch } from './match.ts';

const rs = compileOrThrow(
  pack('t', [
    waitingMode('m', {
      zones: [
        { id: 'lobby', kind: 'set' },
        { id: 'deck', kind: 'stack', perSeat: true },
        { id: 'g', kind: 'grid', rows: 2, cols: 2 },
      ],
      counters: [
        { id: 'round', initial: 1 },
        { id: 'left', initial: 8 },
      ],
    }),
  ]),
);

describe('match plan', () => {
  it('makes one zone instance per seat of a per-seat zone, for each seat count asked', () => {
    expect(Object.keys(createMatch(rs, { mode: 'm', seed: 1, seats: 2 }).state.zones)).toEqual([
      'lobby',
      'deck@s0',
      'deck@s1',
      'g',
    ]);
    expect(Object.keys(createMatch(rs, { mode: 'm', seed: 1, seats: 3 }).state.zones)).toContain('deck@s2');
  });

  it('gives every match its own zones and counters: what one match changes, the next does not start with', () => {
    const a = createMatch(rs, { mode: 'm', seed: 1, seats: 2 }).state;
    a.counters.round = 5;
    const deck = a.zones['deck@s0'];
    if (deck?.kind === 'stack') deck.items.push('c9');
    const grid = a.zones.g;
    if (grid?.kind === 'grid') grid.cells[0] = 'c9';
    const b = createMatch(rs, { mode: 'm', seed: 1, seats: 2 }).state;
    expect(b.counters).toEqual({ round: 1, left: 8 });
    expect(b.zones['deck@s0']).toEqual({ kind: 'stack', items: [] });
    expect(b.zones.g).toMatchObject({ cells: [null, null, null, null] });
  });

  it("gives every match its own seats and zones records, keyed in the mode's order, with every key holding its own", () => {
    const a = createMatch(rs, { mode: 'm', seed: 1, seats: 2 }).state;
    (a.seats.s0 as { vars: Record<string, number> }).vars.wins = 1;
    a.zones.extra = { kind: 'set', items: [] };
    const b = createMatch(rs, { mode: 'm', seed: 1, seats: 2 }).state;
    expect(Object.keys(b.seats)).toEqual(['s0', 's1']);
    expect(b.seats.s0).toEqual({ id: 's0', markers: {}, role: null, team: null, vars: {}, eyesOpen: true });
    expect(Object.keys(b.zones)).toEqual(['lobby', 'deck@s0', 'deck@s1', 'g']);
    expect(Object.values(b.zones).every((z) => z !== null && typeof z === 'object')).toBe(true);
    expect(b.zones['deck@s0']).not.toBe(b.zones['deck@s1']);
  });
});
