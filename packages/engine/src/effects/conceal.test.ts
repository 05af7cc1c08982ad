import { effectTable } from '../testing/effect-case.ts';

effectTable('conceal', [
  {
    name: 'turns components face down, remembered by everyone who saw them',
    table: { grid: ['x^'], seats: 2 },
    args: { do: 'conceal', component: 'c' },
    bindings: { c: 'r0c0' },
    expected: { grid: ['x'], seen: { r0c0: ['s0', 's1'] } },
  },
  {
    name: 'makes everyone forget them with forget',
    table: { grid: ['x^'] },
    args: { do: 'conceal', component: 'c', forget: true },
    bindings: { c: 'r0c0' },
    expected: { grid: ['x'], seen: {} },
  },
]);
