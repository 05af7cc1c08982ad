import { effectTable } from '../testing/effect-case.ts';

effectTable('rotate-order', [
  {
    name: 'makes the first in turn order last',
    table: { grid: ['x'], pieces: { p1: 'r0c0', p2: 'r0c0', p3: 'r0c0' } },
    args: { do: 'rotate-order' },
    expected: { order: ['p2', 'p3', 'p1'] },
  },
  {
    name: 'does nothing to an empty order',
    table: {},
    args: { do: 'rotate-order' },
    expected: { order: [], events: [] },
  },
]);
