import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { createMatch } from './match.ts';

const mode = {
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 1, max: 2 } },
  zones: [
    { id: 'g', kind: 'grid', rows: 2, cols: 2 },
    { id: 'deck', kind: 'stack' },
  ],
  counters: [{ id: 'left', initial: 8 }],
  actions: [{ id: 'wait', do: [] }],
  setup: { steps: [{ do: 'create-components', zone: 'deck', items: [{ def: 'a', count: 5 }] }] },
  phases: [{ type: 'program', id: 'program', actions: ['wait'] }],
};
const rs = compileOrThrow(
  pack('t', [{ kind: 'room', id: 'a' }, { kind: 'room', id: 'b' }, { kind: 'character', id: 'hero' }, mode]),
);
const layout = {
  grid: [
    ['a', 'b'],
    ['b', 'a'],
  ],
  revealed: [[0, 1]],
  figures: [
    { character: 'hero', seat: 's1', cell: [1, 0] },
    { character: 'hero', seat: 's0', cell: [0, 0] },
  ],
  counters: { left: 3 },
  zones: { deck: ['b'] },
};

describe('an explicit layout', () => {
  const m = createMatch(rs, { mode: 'm', seed: 1, seats: 2, layout });

  it('numbers the grid tiles row by row and turns the revealed ones face up', () => {
    const g = m.state.zones.g;
    expect(g?.kind === 'grid' && g.cells).toEqual(['c0', 'c1', 'c2', 'c3']);
    expect(
      Object.values(m.state.components)
        .filter((c) => c.faceUp)
        .map((c) => c.id),
    ).toEqual(['c1']);
  });

  it('places the figures in listed order with their seats', () => {
    expect(m.state.pieces.p0).toMatchObject({ seat: 's1', location: { component: 'c2' } });
    expect(m.state.order).toEqual(['p0', 'p1']);
  });

  it('skips the setup steps and sets the counters and zones given', () => {
    expect(m.state.zones.deck?.kind !== 'grid' && m.state.zones.deck?.items).toEqual(['c4']);
    expect(m.state.counters.left).toBe(3);
    expect(m.pending?.kind).toBe('simultaneous');
  });

  it('rejects a definition the packs do not have', () => {
    expect(() => createMatch(rs, { mode: 'm', seed: 1, seats: 1, layout: { grid: [['zz']] } })).toThrow(
      /unknown definition/,
    );
  });
});
