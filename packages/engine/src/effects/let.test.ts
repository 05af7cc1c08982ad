import { effectTable } from '../testing/effect-case.ts';

effectTable('let', [
  {
    name: 'binds items for the effects in run',
    table: { grid: ['x y'] },
    args: {
      do: 'let',
      name: 'ys',
      items: { select: 'components', def: 'y' },
      run: [{ do: 'add-marker', to: 'ys', marker: 'm' }],
    },
    expected: { markers: { r0c1: { m: 1 } } },
  },
  {
    name: 'binds a value read with get',
    table: { counters: { n: 0 } },
    args: {
      do: 'let',
      name: 'v',
      value: 7,
      run: [{ do: 'set-counter', counter: 'n', value: { op: 'get', name: 'v' } }],
    },
    expected: { counters: { n: 7 } },
  },
]);
