import { effectTable } from '../testing/effect-case.ts';

effectTable('add-marker', [
  {
    name: 'adds a marker to a component',
    table: { grid: ['x'] },
    args: { do: 'add-marker', to: 'c', marker: 'lock' },
    bindings: { c: 'r0c0' },
    expected: { markers: { r0c0: { lock: 1 } } },
  },
  {
    name: 'adds counts up on pieces and seats',
    table: { grid: ['x'], pieces: { p1: 'r0c0' } },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'add-marker', to: 'p', marker: 'm', count: 2 },
        { do: 'add-marker', to: 'p', marker: 'm' },
        { do: 'add-marker', to: 'who', marker: 'pass' },
      ],
    },
    bindings: { p: 'p1', who: 's1' },
    expected: { markers: { p1: { m: 3 }, s1: { pass: 1 } } },
  },
  {
    name: 'ignores unknown holders',
    table: { grid: ['x'] },
    args: { do: 'add-marker', to: 'c', marker: 'lock' },
    bindings: { c: 'nope' },
    expected: { markers: {} },
  },
]);

effectTable('add-marker with an owner', [
  {
    name: 'stores an owned copy under name@seat',
    table: { grid: ['x'] },
    args: { do: 'add-marker', to: 'c', marker: 'memo', owner: 'who' },
    bindings: { c: 'r0c0', who: 's1' },
    expected: { markers: { r0c0: { 'memo@s1': 1 } } },
  },
]);
