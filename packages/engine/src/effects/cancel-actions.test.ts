import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { answer, createMatch } from '../match/match.ts';

// A room that cancels the rest of the entering piece's programme, in a one-piece mode.
const entities = [
  { kind: 'room', id: 'start' },
  { kind: 'room', id: 'mirror', triggers: [{ on: 'enter', do: [{ do: 'cancel-actions', piece: 'piece' }] }] },
  { kind: 'character', id: 'hero' },
  {
    kind: 'mode',
    id: 'm',
    seats: { players: { min: 1, max: 1 } },
    zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 2 }],
    counters: [{ id: 'n' }],
    actions: [
      {
        id: 'step',
        target: { from: { select: 'adjacent', of: 'actor' } },
        do: [{ do: 'move-piece', piece: 'actor', to: 'target' }],
      },
      { id: 'tick', do: [{ do: 'adjust-counter', counter: 'n', by: 1 }] },
    ],
    setup: [
      { do: 'create-components', zone: 'g', faceUp: true, items: [{ def: 'start' }, { def: 'mirror' }] },
      { do: 'create-pieces', defs: ['hero'], seat: { select: 'seats' }, at: { select: 'components', def: 'start' } },
    ],
    phases: [
      { type: 'program', id: 'program', actions: ['step', 'tick'] },
      { type: 'act', id: 'act-1', slot: 0 },
      { type: 'act', id: 'act-2', slot: 1 },
      { type: 'effects', id: 'end', do: [{ do: 'end-game', outcome: 'done' }] },
    ],
  },
];

describe('cancel-actions', () => {
  const rs = compileOrThrow(pack('t', entities));

  it('drops the rest of the programme of the piece that entered', () => {
    const m = answer(rs, createMatch(rs, { mode: 'm', seed: 1, seats: 1 }), [
      { seat: 's0', option: 'program:step,tick' },
    ]).match;
    expect(m.state.counters.n).toBe(0);
    expect(m.log.map((e) => e.type)).toContain('actions-cancelled');
  });

  it('leaves the programme alone otherwise', () => {
    const m = answer(rs, createMatch(rs, { mode: 'm', seed: 1, seats: 1 }), [
      { seat: 's0', option: 'program:tick,step' },
    ]).match;
    expect(m.state.counters.n).toBe(1);
  });
});
