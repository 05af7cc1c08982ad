import { effectTable } from '../testing/effect-case.ts';

effectTable('swap-components', [
  {
    name: 'swaps two tiles and the pieces ride along',
    table: { grid: ['x y'], pieces: { p1: 'r0c0' } },
    args: { do: 'swap-components', a: 'a', b: 'b' },
    bindings: { a: 'r0c0', b: 'r0c1' },
    expected: { grid: ['y x'], pieces: { p1: 'r0c0' } },
  },
  {
    name: 'leaves the pieces in their cell when they stay',
    table: { grid: ['x y'], pieces: { p1: 'r0c0' } },
    args: { do: 'swap-components', a: 'a', b: 'b', pieces: 'stay' },
    bindings: { a: 'r0c0', b: 'r0c1' },
    expected: { grid: ['y x'], pieces: { p1: 'r0c1' } },
  },
  {
    name: 'swaps positions in a stack',
    table: { stacks: { d: ['x', 'y', 'z'] } },
    args: { do: 'swap-components', a: 'a', b: 'b' },
    bindings: { a: 'd-0', b: 'd-1' },
    expected: { zones: { d: ['y', 'x', 'z'] } },
  },
  {
    name: 'does nothing with a missing side',
    table: { grid: ['x y'] },
    args: { do: 'swap-components', a: 'a', b: 'b' },
    bindings: { a: 'r0c0' },
    expected: { grid: ['x y'], events: [] },
  },
]);
