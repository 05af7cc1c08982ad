import { describe, expect, it } from 'vitest';
import { effectTable } from '../testing/effect-case.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { createMatch } from '../match/match.ts';
import { view } from '../match/view.ts';

const go = {
  id: 'go',
  target: { from: { select: 'adjacent', of: 'actor' } },
  do: [{ do: 'move-piece', piece: 'actor', to: 'target' }],
};
const perform = { do: 'perform', piece: 'p', action: 'go' };
const room = (id: string, modifiers: unknown[]) => ({ kind: 'room', id, modifiers });

effectTable('modifiers on actions', [
  {
    name: 'forbid-action loses the action for occupants',
    table: {
      grid: ['x y'],
      pieces: { p1: 'r0c0' },
      actions: [go],
      defs: [room('x', [{ rule: 'forbid-action', actions: ['go'] }])],
    },
    args: perform,
    bindings: { p: 'p1' },
    expected: { pieces: { p1: 'r0c0' }, events: ['action', 'action-lost'] },
  },
  {
    name: 'forbid-action spares pieces elsewhere',
    table: {
      grid: ['x y'],
      pieces: { p1: 'r0c1' },
      actions: [go],
      defs: [room('x', [{ rule: 'forbid-action', actions: ['go'] }])],
    },
    args: perform,
    bindings: { p: 'p1' },
    expected: { pieces: { p1: 'r0c0' } },
  },
  {
    name: 'restrict-targets keeps the targets allow accepts',
    table: {
      grid: ['a x b'],
      pieces: { p1: 'r0c1' },
      actions: [go],
      defs: [room('x', [{ rule: 'restrict-targets', actions: ['go'], allow: { op: 'is', of: 'target', def: 'b' } }])],
    },
    args: perform,
    bindings: { p: 'p1' },
    expected: { pieces: { p1: 'r0c2' } },
  },
  {
    name: 'block-entry lets the pieces that except accepts through',
    table: {
      grid: ['x y'],
      pieces: { p1: 'r0c0' },
      actions: [go],
      defs: [room('y', [{ rule: 'block-entry', except: { op: 'is', of: 'piece', def: 'token' } }])],
    },
    args: perform,
    bindings: { p: 'p1' },
    expected: { pieces: { p1: 'r0c1' } },
  },
  {
    name: 'block-entry refuses the blocking room and keeps the other candidates',
    table: {
      grid: ['a x y'],
      pieces: { p1: 'r0c1' },
      actions: [go],
      defs: [room('y', [{ rule: 'block-entry' }])],
    },
    args: perform,
    bindings: { p: 'p1' },
    expected: { pieces: { p1: 'r0c0' } },
  },
  {
    name: 'block-entry lets pieces in while its condition fails',
    table: {
      grid: ['x y'],
      pieces: { p1: 'r0c0' },
      actions: [go],
      defs: [
        room('y', [{ rule: 'block-entry', while: { op: 'gt', a: { op: 'marker', of: 'self', name: 'shut' }, b: 0 } }]),
      ],
    },
    args: perform,
    bindings: { p: 'p1' },
    expected: { pieces: { p1: 'r0c1' } },
  },
  {
    name: 'block-entry refuses a room whose condition came to hold after an earlier target list let it through',
    table: {
      grid: ['x y z'],
      pieces: { p1: 'r0c0', p2: 'r0c2' },
      actions: [go],
      defs: [
        room('y', [{ rule: 'block-entry', while: { op: 'gt', a: { op: 'marker', of: 'self', name: 'shut' }, b: 0 } }]),
      ],
    },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'perform', piece: 'late', action: 'go' },
        { do: 'add-marker', to: 'room', marker: 'shut' },
        { do: 'perform', piece: 'p', action: 'go' },
      ],
    },
    bindings: { p: 'p1', late: 'p2', room: 'r0c1' },
    expected: { pieces: { p1: 'r0c0', p2: 'r0c1' } },
  },
  {
    name: 'block-entry whose condition reads the piece refuses only the pieces it holds for',
    table: {
      grid: ['x y z'],
      pieces: { p1: 'r0c0', t1: 'r0c2' },
      actions: [go],
      defs: [
        room('y', [
          { rule: 'block-entry', while: { op: 'gt', a: { op: 'marker', of: 'piece', name: 'heavy' }, b: 0 } },
        ]),
      ],
    },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'add-marker', to: 't', marker: 'heavy' },
        { do: 'perform', piece: 'p', action: 'go' },
        { do: 'perform', piece: 't', action: 'go' },
      ],
    },
    bindings: { p: 'p1', t: 't1' },
    expected: { pieces: { p1: 'r0c1', t1: 'r0c2' } },
  },
  {
    name: 'forbid-action loses the action of a piece that has just moved into its room',
    table: {
      grid: ['a x'],
      pieces: { p1: 'r0c0' },
      actions: [go],
      defs: [room('x', [{ rule: 'forbid-action', actions: ['go'] }])],
    },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'perform', piece: 'p', action: 'go' },
        { do: 'perform', piece: 'p', action: 'go' },
      ],
    },
    bindings: { p: 'p1' },
    expected: { pieces: { p1: 'r0c1' }, events: ['action', 'piece-moved', 'action', 'action-lost'] },
  },
  {
    name: 'forbid-action spares the actions it does not list',
    table: {
      grid: ['x y'],
      pieces: { p1: 'r0c0' },
      actions: [go, { id: 'look', do: [] }],
      defs: [room('x', [{ rule: 'forbid-action', actions: ['look'] }])],
    },
    args: perform,
    bindings: { p: 'p1' },
    expected: { pieces: { p1: 'r0c1' } },
  },
  {
    name: 'a mode-wide block-entry reads the candidate as self',
    table: {
      grid: ['x y'],
      pieces: { p1: 'r0c0' },
      actions: [go],
      modifiers: [{ rule: 'block-entry', while: { op: 'is', of: 'self', def: 'y' } }],
    },
    args: perform,
    bindings: { p: 'p1' },
    expected: { pieces: { p1: 'r0c0' }, events: ['action', 'action-lost'] },
  },
  {
    name: 'flag raises a flag while its holds, announced once',
    table: {
      grid: ['x y'],
      pieces: { p1: 'r0c0' },
      actions: [go],
      defs: [room('y', [{ rule: 'flag', name: 'quiet' }])],
    },
    args: perform,
    bindings: { p: 'p1' },
    expected: { events: ['action', 'piece-moved', 'flag-raised'] },
  },
  {
    name: 'flag of a room no component is made of raises nothing',
    table: {
      grid: ['x y'],
      pieces: { p1: 'r0c0' },
      actions: [go],
      defs: [room('w', [{ rule: 'flag', name: 'quiet' }])],
    },
    args: perform,
    bindings: { p: 'p1' },
    expected: { events: ['action', 'piece-moved'] },
  },
  {
    name: "flag of a piece's own definition is raised where no room carries one",
    table: {
      grid: ['x y'],
      pieces: { p1: 'r0c0' },
      actions: [go],
      defs: [
        room('w', [{ rule: 'flag', name: 'quiet' }]),
        { kind: 'character', id: 'token', modifiers: [{ rule: 'flag', name: 'loud' }] },
      ],
    },
    args: perform,
    bindings: { p: 'p1' },
    expected: { events: ['action', 'piece-moved', 'flag-raised'] },
  },
  {
    name: 'the flag expression sees a flag raised by a move after it was last asked in the same run',
    table: {
      grid: ['x y'],
      pieces: { p1: 'r0c0' },
      actions: [go],
      defs: [room('y', [{ rule: 'flag', name: 'quiet' }])],
    },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'if', if: { op: 'flag', name: 'quiet' }, then: [{ do: 'add-marker', to: 'room', marker: 'before' }] },
        perform,
        { do: 'if', if: { op: 'flag', name: 'quiet' }, then: [{ do: 'add-marker', to: 'room', marker: 'after' }] },
      ],
    },
    bindings: { p: 'p1', room: 'r0c0' },
    expected: { markers: { r0c0: { after: 1 } } },
  },
]);

const programMode = (modifiers: unknown[]) => [
  room('x', modifiers),
  { kind: 'character', id: 'hero' },
  {
    kind: 'mode',
    id: 'm',
    seats: { players: { min: 1, max: 1 } },
    zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 1 }],
    actions: [
      { id: 'a', do: [] },
      { id: 'b', do: [] },
    ],
    phases: [
      { type: 'program', id: 'program', actions: ['a', 'b'], slots: 2 },
      { type: 'effects', id: 'stop', do: [{ do: 'end-game', outcome: 'done' }] },
    ],
  },
];
const layout = { grid: [['x']], figures: [{ character: 'hero', cell: [0, 0] }] };

describe('modifiers on programming', () => {
  it('max-program limits the programme length', () => {
    const rs = compileOrThrow(pack('t', programMode([{ rule: 'max-program', count: 1 }])));
    expect(createMatch(rs, { mode: 'm', seed: 1, seats: 1, layout }).pending?.options.s0?.map((o) => o.id)).toEqual([
      'program:a',
      'program:b',
    ]);
  });

  it('without it every ordered programme of one or two different actions is offered', () => {
    const rs = compileOrThrow(pack('t', programMode([])));
    expect(createMatch(rs, { mode: 'm', seed: 1, seats: 1, layout }).pending?.options.s0).toHaveLength(4);
  });

  it('random-program lets the rng program instead of asking', () => {
    const rs = compileOrThrow(pack('t', programMode([{ rule: 'random-program' }])));
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 1, layout });
    expect(m.pending).toBeNull();
    expect(m.log.find((e) => e.type === 'programmed')?.data).toEqual({ random: true });
  });

  it('each mode answers by its own modifiers when matches of different modes alternate', () => {
    // The rule views of a mode are kept (runtime/modifiers.ts): a match of another mode must not read them.
    const limited = compileOrThrow(pack('t', programMode([{ rule: 'max-program', count: 1 }])));
    const free = compileOrThrow(pack('t', programMode([])));
    const offered = (rs: typeof free) => createMatch(rs, { mode: 'm', seed: 1, seats: 1, layout }).pending?.options.s0;
    expect([offered(limited), offered(free), offered(limited)].map((o) => o?.length)).toEqual([2, 4, 2]);
  });

  it('flag shows in every view while it holds', () => {
    const rs = compileOrThrow(pack('t', programMode([{ rule: 'flag', name: 'quiet' }])));
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 1, layout });
    expect(view(rs, m.state, 's0').flags).toEqual(['quiet']);
  });
});
