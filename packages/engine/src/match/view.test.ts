import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { createMatch } from './match.ts';
import { view } from './view.ts';

const mode = {
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 2, max: 2 } },
  zones: [
    { id: 'hand', kind: 'hand' },
    { id: 'table', kind: 'set' },
  ],
  actions: [{ id: 'wait', do: [] }],
  setup: {
    steps: [
      {
        do: 'for-each',
        in: { select: 'seats' },
        as: 'seat',
        run: [
          { do: 'create-components', zone: { zone: 'hand', seat: 'seat' }, faceUp: true, items: [{ def: 'card' }] },
        ],
      },
      { do: 'create-components', zone: 'table', items: [{ def: 'card' }] },
      {
        do: 'peek',
        component: { select: 'components', zone: 'table' },
        seat: { select: 'first', from: { select: 'seats' } },
      },
      { do: 'create-pieces', defs: ['hero'], seat: { select: 'seats' }, at: { select: 'zone', zone: 'table' } },
    ],
  },
  phases: [{ type: 'program', id: 'program', actions: ['wait'] }],
};
const rs = compileOrThrow(pack('t', [{ kind: 'card', id: 'card' }, { kind: 'character', id: 'hero' }, mode]));
const m = createMatch(rs, { mode: 'm', seed: 1, seats: 2 });

describe('view', () => {
  const own = view(rs, m.state, 's0');

  it("shows a seat its own hand but not another seat's, face up or not", () => {
    const inHand = (seat: string) => Object.values(own.components).find((c) => c.location?.zone === `hand@${seat}`);
    expect(inHand('s0')?.def).toBe('t:card');
    expect(inHand('s1')?.def).toBeNull();
  });

  it('shows a face-down component only to the seats that saw it', () => {
    const onTable = (seat: string) =>
      Object.values(view(rs, m.state, seat).components).find((c) => c.location?.zone === 'table');
    expect(onTable('s0')?.def).toBe('t:card');
    expect(onTable('s1')?.def).toBeNull();
  });

  it("shows only the seat's own options and nothing of the rng or the stack", () => {
    expect(Object.keys(own.pending?.options ?? {})).toEqual(['s0']);
    expect(own).not.toHaveProperty('rng');
    expect(own).not.toHaveProperty('stack');
  });

  it('shows everything to all', () => {
    expect(Object.values(view(rs, m.state, 'all').components).every((c) => c.def === 't:card')).toBe(true);
  });
});
