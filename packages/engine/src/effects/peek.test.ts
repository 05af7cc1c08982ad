import { effectTable } from '../testing/effect-case.ts';

effectTable('peek', [
  {
    name: 'lets the bound seat see components',
    table: { grid: ['x y'] },
    args: { do: 'peek', component: { select: 'components', zone: 'grid' } },
    expected: { seen: { r0c0: ['s0'], r0c1: ['s0'] }, grid: ['x y'] },
  },
  {
    name: 'lets a given seat see them',
    table: { grid: ['x'] },
    args: { do: 'peek', component: 'c', seat: 'who' },
    bindings: { c: 'r0c0', who: 's1' },
    expected: { seen: { r0c0: ['s1'] } },
  },
  {
    name: 'does nothing without a seat',
    table: { grid: ['x'] },
    args: { do: 'peek', component: 'c', seat: 'nobody' },
    bindings: { c: 'r0c0' },
    expected: { seen: {} },
  },
]);
