// Whole-match behaviours on tiny inline modes: escape by pushing a tile out of
// the grid, loops caught by the step budget, answers checked, content frozen.
import { describe, expect, it } from 'vitest';
import { compileOrThrow, deepFreeze, pack } from '../testing/harness.ts';
import { EffectLoopError } from '../runtime/runtime.ts';
import { answer, createMatch, legalOptions } from './match.ts';

const onExit = { op: 'in-region', of: 'self', region: 'exit' };
const exitRoom = {
  kind: 'room',
  id: 'exit-room',
  modifiers: [{ rule: 'leave-grid-on-shift', when: onExit }],
  triggers: [{ on: 'left-grid', do: [{ do: 'escape', piece: { select: 'pieces', on: 'self' } }] }],
};
const escapeMode = {
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 1, max: 1 } },
  zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 3, regions: { exit: [[0, 0]] } }],
  counters: [{ id: 'turns-left', initial: 3 }],
  actions: [{ id: 'control', do: [{ do: 'shift-line', zone: 'g', through: 'actor', axis: 'row' }] }],
  setup: {
    steps: [
      { do: 'create-components', zone: 'g', faceUp: true, items: [{ def: 'exit-room' }, { def: 'plain', count: 2 }] },
      {
        do: 'create-pieces',
        defs: ['hero'],
        seat: { select: 'seats' },
        at: { select: 'components', def: 'exit-room' },
      },
    ],
  },
  phases: [
    { type: 'program', id: 'program', actions: ['control'], slots: 1 },
    { type: 'act', id: 'act', slot: 0 },
    { type: 'effects', id: 'countdown', do: [{ do: 'adjust-counter', counter: 'turns-left', by: -1 }] },
  ],
  endings: [
    {
      when: { op: 'eq', a: { op: 'count', of: { select: 'pieces' } }, b: 0 },
      outcome: 'escaped',
      winners: { select: 'seats' },
    },
    { when: { op: 'le', a: { op: 'counter', name: 'turns-left' }, b: 0 }, outcome: 'time-up' },
  ],
};
const escapePack = () =>
  pack('t', [exitRoom, { kind: 'room', id: 'plain' }, { kind: 'character', id: 'hero' }, escapeMode]);

describe('a match from content', () => {
  const rs = deepFreeze(compileOrThrow(escapePack()));
  const start = () =>
    answer(rs, createMatch(rs, { mode: 'm', seed: 1, seats: 1 }), [{ seat: 's0', option: 'program:control' }]).match;

  it('asks for a shift once the control action comes up', () => {
    expect(legalOptions(start(), 's0').map((o) => o.id)).toEqual(['shift:row:0:forward', 'shift:row:0:back']);
  });

  it('lets pieces escape when their tile is pushed out of an exit cell', () => {
    const m = answer(rs, start(), [{ seat: 's0', option: 'shift:row:0:back' }]).match;
    expect(m.state.result).toMatchObject({ outcome: 'escaped', winners: ['s0'] });
    expect(m.pending).toBeNull();
  });

  it('wraps the tile instead when it is not pushed past the edge', () => {
    const m = answer(rs, start(), [{ seat: 's0', option: 'shift:row:0:forward' }]).match;
    expect(m.state.result).toBeNull();
    expect(m.state.pieces.p0?.status).toBe('active');
  });

  it('refuses an answer that is not among the options', () => {
    expect(() => answer(rs, start(), [{ seat: 's0', option: 'shift:row:9:back' }])).toThrow(/not an option/);
  });

  it('refuses an answer from a seat that is not asked', () => {
    expect(() => answer(rs, start(), [{ seat: 's7', option: 'shift:row:0:back' }])).toThrow(/not asked/);
  });

  it('refuses a seat count the mode does not take', () => {
    expect(() => createMatch(rs, { mode: 'm', seed: 1, seats: 2 })).toThrow(RangeError);
  });

  it('ends in a defeat when time runs out', () => {
    let m = start();
    for (let i = 0; i < 10 && m.pending; i++) {
      const option = m.pending.kind === 'simultaneous' ? 'program:control' : 'shift:row:0:forward';
      m = answer(rs, m, [{ seat: 's0', option }]).match;
    }
    expect(m.state.result?.outcome).toBe('time-up');
  });
});

describe('the step budget', () => {
  const bounce = (id: string, other: string) => ({
    kind: 'room',
    id,
    triggers: [{ on: 'enter', do: [{ do: 'move-piece', piece: 'piece', to: { select: 'components', def: other } }] }],
  });
  const loopMode = {
    kind: 'mode',
    id: 'loop',
    seats: { players: { min: 1, max: 1 } },
    zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 2 }],
    setup: {
      steps: [
        { do: 'create-components', zone: 'g', items: [{ def: 'ping' }, { def: 'pong' }] },
        { do: 'create-pieces', defs: ['hero'], at: { select: 'components', def: 'ping' } },
        { do: 'move-piece', piece: { select: 'pieces' }, to: { select: 'components', def: 'pong' } },
      ],
    },
    phases: [{ type: 'effects', id: 'noop', do: [] }],
  };

  it('stops a loop of effects with an error naming the content that looped', () => {
    const rs = compileOrThrow(
      pack('t', [bounce('ping', 'pong'), bounce('pong', 'ping'), { kind: 'character', id: 'hero' }, loopMode]),
    );
    let error: unknown;
    try {
      createMatch(rs, { mode: 'loop', seed: 1, seats: 1 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EffectLoopError);
    expect((error as EffectLoopError).content.def).toMatch(/^t:p[io]ng$/);
  });

  it('stops a turn with no decision that never ends', () => {
    const rs = compileOrThrow(
      pack('t', [
        { kind: 'room', id: 'ping' },
        { kind: 'room', id: 'pong' },
        { kind: 'character', id: 'hero' },
        loopMode,
      ]),
    );
    expect(() => createMatch(rs, { mode: 'loop', seed: 1, seats: 1, budget: 5_000 })).toThrow(EffectLoopError);
  });
});
