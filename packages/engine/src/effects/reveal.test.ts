import { effectTable } from '../testing/effect-case.ts';

effectTable('reveal', [
  {
    name: 'turns components face up',
    table: { grid: ['x y'] },
    args: { do: 'reveal', component: 'c' },
    bindings: { c: 'r0c1' },
    expected: { grid: ['x y^'] },
  },
  {
    name: 'fires reveal triggers',
    table: {
      grid: ['x'],
      counters: { n: 0 },
      triggers: [{ on: 'reveal', do: [{ do: 'set-counter', counter: 'n', value: 1 }] }],
    },
    args: { do: 'reveal', component: 'c' },
    bindings: { c: 'r0c0' },
    expected: { counters: { n: 1 } },
  },
  {
    name: 'does nothing to a face-up component',
    table: { grid: ['x^'] },
    args: { do: 'reveal', component: 'c' },
    bindings: { c: 'r0c0' },
    expected: { events: [] },
  },
]);
