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
  {
    name: 'says in the log that a component was turned face down',
    table: { grid: ['x^'] },
    args: { do: 'conceal', component: 'c' },
    bindings: { c: 'r0c0' },
    expected: { events: ['concealed'] },
  },
  {
    name: 'leaves a face-down component as it is, and says nothing',
    table: { grid: ['x'], seats: 2 },
    args: { do: 'conceal', component: 'c' },
    bindings: { c: 'r0c0' },
    expected: { grid: ['x'], seen: {}, events: [] },
  },
]);
