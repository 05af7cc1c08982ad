import { effectTable } from '../testing/effect-case.ts';

effectTable('swap-pieces', [
  {
    name: 'puts each piece where the other stood',
    table: { grid: ['x y'], pieces: { p1: 'r0c0', p2: 'r0c1' } },
    args: { do: 'swap-pieces', a: 'a', b: 'b' },
    bindings: { a: 'p1', b: 'p2' },
    expected: { pieces: { p1: 'r0c1', p2: 'r0c0' } },
  },
  {
    name: 'fires no enter trigger by default',
    table: {
      grid: ['x trap'],
      defs: [
        { kind: 'room', id: 'trap', triggers: [{ on: 'enter', do: [{ do: 'adjust-counter', counter: 'n', by: 1 }] }] },
      ],
      pieces: { p1: 'r0c0', p2: 'r0c1' },
      counters: { n: 0 },
    },
    args: { do: 'swap-pieces', a: 'a', b: 'b' },
    bindings: { a: 'p1', b: 'p2' },
    expected: { pieces: { p1: 'r0c1', p2: 'r0c0' }, counters: { n: 0 } },
  },
  {
    name: 'fires the enter triggers of the new places when asked',
    table: {
      grid: ['x trap'],
      defs: [
        { kind: 'room', id: 'trap', triggers: [{ on: 'enter', do: [{ do: 'adjust-counter', counter: 'n', by: 1 }] }] },
      ],
      pieces: { p1: 'r0c0', p2: 'r0c1' },
      counters: { n: 0 },
    },
    args: { do: 'swap-pieces', a: 'a', b: 'b', fire: true },
    bindings: { a: 'p1', b: 'p2' },
    expected: { pieces: { p1: 'r0c1', p2: 'r0c0' }, counters: { n: 1 } },
  },
  {
    name: 'swaps a piece on a tile with one in a zone',
    table: { grid: ['x'], stacks: { pool: [] }, pieces: { p1: 'r0c0', p2: 'pool' } },
    args: { do: 'swap-pieces', a: 'a', b: 'b' },
    bindings: { a: 'p1', b: 'p2' },
    expected: { pieces: { p1: 'pool', p2: 'r0c0' } },
  },
  {
    name: 'does nothing when a side is missing or both are the same piece',
    table: { grid: ['x y'], pieces: { p1: 'r0c0' } },
    args: { do: 'swap-pieces', a: 'a', b: 'b' },
    bindings: { a: 'p1', b: 'p1' },
    expected: { pieces: { p1: 'r0c0' }, events: [] },
  },
]);
