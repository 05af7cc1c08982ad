import { effectTable } from '../testing/effect-case.ts';

effectTable('adjust-counter', [
  {
    name: 'adds to a counter',
    table: { counters: { n: 4 } },
    args: { do: 'adjust-counter', counter: 'n', by: 2 },
    expected: { counters: { n: 6 } },
  },
  {
    name: 'subtracts with a negative amount',
    table: { counters: { n: 4 } },
    args: { do: 'adjust-counter', counter: 'n', by: -5 },
    expected: { counters: { n: -1 } },
  },
  {
    name: 'starts an unset counter at zero',
    table: {},
    args: { do: 'adjust-counter', counter: 'n', by: 1 },
    expected: { counters: { n: 1 } },
  },
]);
