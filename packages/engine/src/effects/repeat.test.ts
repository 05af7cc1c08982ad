import { effectTable } from '../testing/effect-case.ts';

effectTable('repeat', [
  {
    name: 'runs the effects n times',
    table: { counters: { n: 0 } },
    args: { do: 'repeat', times: 3, run: [{ do: 'adjust-counter', counter: 'n', by: 2 }] },
    expected: { counters: { n: 6 } },
  },
  {
    name: 'runs nothing for zero or less',
    table: { counters: { n: 0 } },
    args: { do: 'repeat', times: -1, run: [{ do: 'adjust-counter', counter: 'n', by: 2 }] },
    expected: { counters: { n: 0 } },
  },
]);
