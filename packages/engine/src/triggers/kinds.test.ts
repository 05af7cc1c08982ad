// Each trigger kind fires at its moment with its bindings, on a tiny whole match.
import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { answer, createMatch } from '../match/match.ts';

const log = (text: string) => ({ do: 'announce', text });
const mode = {
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 1, max: 1 } },
  zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 2 }],
  actions: [
    {
      id: 'step',
      target: { from: { select: 'adjacent', of: 'actor' } },
      do: [{ do: 'move-piece', piece: 'actor', to: 'target' }],
    },
  ],
  triggers: [
    { on: 'game-start', do: [log('game-start')] },
    { on: 'turn-start', do: [log('turn-start')] },
    { on: 'phase-start', phase: 'act', do: [log('phase-start act')] },
    { on: 'phase-end', phase: 'act', do: [log('phase-end act')] },
    {
      on: 'action-done',
      action: 'step',
      where: { op: 'same', a: 'actor', b: { select: 'pieces' } },
      do: [log('action-done step')],
    },
    { on: 'signal', name: 'bye', do: [log('signal bye')] },
  ],
  phases: [
    { type: 'program', id: 'program', actions: ['step'], slots: 1 },
    { type: 'act', id: 'act', slot: 0 },
    {
      type: 'effects',
      id: 'end',
      do: [
        { do: 'signal', name: 'bye' },
        { do: 'end-game', outcome: 'done' },
      ],
    },
  ],
};
const rooms = [
  { kind: 'room', id: 'a', triggers: [{ on: 'leave', do: [log('leave a')] }] },
  {
    kind: 'room',
    id: 'b',
    triggers: [{ on: 'enter', where: { op: 'is', of: 'from', def: 'a' }, do: [log('enter b from a')] }],
  },
];
const rs = compileOrThrow(pack('t', [...rooms, { kind: 'character', id: 'hero' }, mode]));

describe('trigger kinds', () => {
  it('fire in the order of the match, each with its bindings and filters', () => {
    const start = createMatch(rs, {
      mode: 'm',
      seed: 1,
      seats: 1,
      layout: { grid: [['a', 'b']], figures: [{ character: 'hero', cell: [0, 0] }] },
    });
    const end = answer(rs, start, [{ seat: 's0', option: 'program:step' }]).match;
    const said = end.log.filter((e) => e.type === 'announce').map((e) => e.text);
    expect(said).toEqual([
      'game-start',
      'turn-start',
      'phase-start act',
      'leave a',
      'enter b from a',
      'action-done step',
      'phase-end act',
      'signal bye',
    ]);
  });
});
