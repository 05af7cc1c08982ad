import { effectTable } from '../testing/effect-case.ts';

effectTable('set-counter', [
  {
    name: 'sets a counter',
    table: { counters: { n: 4 } },
    args: { do: 'set-counter', counter: 'n', value: 9 },
    expected: { counters: { n: 9 } },
  },
  {
    name: 'sets it from an expression',
    table: { grid: ['x y'], counters: { n: 0 } },
    args: { do: 'set-counter', counter: 'n', value: { op: 'count', of: { select: 'components' } } },
    expected: { counters: { n: 2 } },
  },
  {
    name: 'reads non-numbers as zero',
    table: { counters: { n: 4 } },
    args: { do: 'set-counter', counter: 'n', value: 'ten' },
    expected: { counters: { n: 0 } },
  },
]);
