import { describe, expect, it } from 'vitest';
import { createMatch } from '../match/match.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';

const act = (id: string) => ({ id, do: [] });
const mode = (where: string) => ({
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 1, max: 1 } },
  zones: [
    {
      id: 'grid',
      kind: 'grid',
      rows: 1,
      cols: 2,
      regions: {
        all: [
          [0, 0],
          [0, 1],
        ],
      },
    },
  ],
  actions: [act('look'), act('move'), act('wait')],
  setup: {
    steps: [
      { do: 'create-components', zone: 'grid', region: 'all', items: [{ def: 'stuck' }, { def: 'free' }] },
      { do: 'create-pieces', defs: ['hero'], seat: { select: 'seats' }, at: { select: 'components', def: where } },
    ],
  },
  phases: [{ type: 'program', id: 'program', actions: ['look', 'move', 'wait'], slots: 2 }],
});
const defs = [
  { kind: 'room', id: 'stuck', modifiers: [{ rule: 'forbid-program', actions: ['move'] }] },
  { kind: 'room', id: 'free' },
  { kind: 'character', id: 'hero' },
];
const offered = (where: string) => {
  const rs = compileOrThrow(pack('t', [...defs, mode(where)]));
  return createMatch(rs, { mode: 'm', seed: 1, seats: 1 }).pending?.options.s0?.map((o) => o.id) ?? [];
};

describe('forbid-program', () => {
  it('offers no programme naming a forbidden action to an occupant', () => {
    expect(offered('stuck')).toEqual(['program:look,wait', 'program:wait,look', 'program:look', 'program:wait']);
  });

  it('leaves the programmes of pieces elsewhere alone', () => {
    expect(offered('free')).toContain('program:look,move');
  });
});
