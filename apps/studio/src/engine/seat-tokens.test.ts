import type { View } from '@roomsmith/engine';
import { describe, expect, it } from 'vitest';
import { tokenPanels } from './seat-tokens.ts';

const piece = (id: string, def: string, seat: string | null, extra: Record<string, unknown> = {}) => ({
  id,
  def,
  seat,
  location: { component: 'c1' },
  status: 'active',
  markers: {},
  vars: {},
  plan: [],
  done: [],
  ...extra,
});
const seen = {
  seatOrder: ['s0', 's1'],
  components: { c1: { id: 'c1', def: 'p:hall', markers: { lock: 1, spent: 0 } } },
  pieces: {
    p0: piece('p0', 'p:zoe', 's0', { vars: { adrenaline: 0, locks: 2 }, plan: ['look', 'ability'] }),
    p1: piece('p1', 'p:bob', 's1', { plan: 2 }),
    p2: piece('p2', 'p:drone', null),
  },
} as unknown as View;
const entities = new Map<string, Record<string, unknown>>([
  ['p:zoe', { kind: 'character', name: 'Zoe', actions: [{ id: 'ability', name: 'Vanish' }] }],
  ['p:bob', { kind: 'character', name: 'Bob' }],
  ['p:drone', { kind: 'piece', name: 'Drone' }],
  ['p:hall', { kind: 'room', name: 'Hall' }],
]);

describe('the tokens, robots and locks panel', () => {
  const panels = tokenPanels(seen, entities);

  it('lists each piece’s tokens, spent ones at zero, and its ability', () => {
    expect(panels.seats[0]?.pieces[0]).toMatchObject({
      name: 'Zoe',
      tokens: [
        { name: 'adrenaline', count: 0 },
        { name: 'locks', count: 2 },
      ],
      plan: ['look', 'ability'],
      abilities: ['Vanish'],
    });
  });

  it('shows another seat’s programme only as the count its view gives', () => {
    expect(panels.seats[1]?.pieces[0]?.plan).toBe(2);
  });

  it('lists pieces of a piece definition with no seat as neutral, where they stand', () => {
    expect(panels.neutral).toEqual([{ id: 'p2', name: 'Drone', status: 'active', on: 'Hall' }]);
  });

  it('lists the rooms carrying markers, without spent ones', () => {
    expect(panels.marked).toEqual([{ component: 'c1', name: 'Hall', markers: [{ name: 'lock', count: 1 }] }]);
  });
});
