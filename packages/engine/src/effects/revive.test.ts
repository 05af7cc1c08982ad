import { effectTable } from '../testing/effect-case.ts';

effectTable('revive', [
  {
    name: 'brings an eliminated piece back on a component',
    table: { grid: ['x y'], pieces: { p1: 'r0c0' } },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'eliminate', piece: 'p' },
        { do: 'revive', piece: 'p', to: 'home' },
      ],
    },
    bindings: { p: 'p1', home: 'r0c1' },
    expected: { pieces: { p1: 'r0c1' } },
  },
  {
    name: 'leaves an active piece where it is',
    table: { grid: ['x y'], pieces: { p1: 'r0c0' } },
    args: { do: 'revive', piece: 'p', to: 'home' },
    bindings: { p: 'p1', home: 'r0c1' },
    expected: { pieces: { p1: 'r0c0' } },
  },
]);
