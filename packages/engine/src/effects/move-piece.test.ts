import { effectTable } from '../testing/effect-case.ts';

const pit = { kind: 'room', id: 'pit', triggers: [{ on: 'enter', do: [{ do: 'eliminate', piece: 'piece' }] }] };

effectTable('move-piece', [
  {
    name: 'moves a piece onto a component',
    table: { grid: ['x y'], pieces: { p1: 'r0c0' } },
    args: { do: 'move-piece', piece: 'p', to: 'dest' },
    bindings: { p: 'p1', dest: 'r0c1' },
    expected: { pieces: { p1: 'r0c1' } },
  },
  {
    name: 'fires the enter triggers of the destination',
    table: { grid: ['x pit'], pieces: { p1: 'r0c0' }, defs: [pit] },
    args: { do: 'move-piece', piece: 'p', to: 'dest' },
    bindings: { p: 'p1', dest: 'r0c1' },
    expected: { pieces: { p1: 'eliminated' } },
  },
  {
    name: 'fires nothing when fire is false',
    table: { grid: ['x pit'], pieces: { p1: 'r0c0' }, defs: [pit] },
    args: { do: 'move-piece', piece: 'p', to: 'dest', fire: false },
    bindings: { p: 'p1', dest: 'r0c1' },
    expected: { pieces: { p1: 'r0c1' } },
  },
  {
    name: 'fires leave on the old component before enter on the new one',
    table: {
      grid: ['x y'],
      pieces: { p1: 'r0c0' },
      defs: [
        { kind: 'room', id: 'x', triggers: [{ on: 'leave', do: [{ do: 'announce', text: 'left' }] }] },
        { kind: 'room', id: 'y', triggers: [{ on: 'enter', do: [{ do: 'set-counter', counter: 'n', value: 1 }] }] },
      ],
      counters: { n: 0 },
    },
    args: { do: 'move-piece', piece: 'p', to: 'dest' },
    bindings: { p: 'p1', dest: 'r0c1' },
    expected: { events: ['piece-moved', 'announce', 'counter'] },
  },
  {
    name: 'does nothing without a destination',
    table: { grid: ['x y'], pieces: { p1: 'r0c0' } },
    args: { do: 'move-piece', piece: 'p', to: 'nowhere' },
    bindings: { p: 'p1' },
    expected: { pieces: { p1: 'r0c0' }, events: [] },
  },
]);
