import { effectTable } from '../testing/effect-case.ts';

const set = (v: number) => [{ do: 'set-counter', counter: 'n', value: v }];

effectTable('if', [
  {
    name: 'runs then when the condition holds',
    table: { counters: { n: 0 } },
    args: { do: 'if', if: true, then: set(1), else: set(2) },
    expected: { counters: { n: 1 } },
  },
  {
    name: 'runs else when it does not',
    table: { counters: { n: 0 } },
    args: { do: 'if', if: 0, then: set(1), else: set(2) },
    expected: { counters: { n: 2 } },
  },
  {
    name: 'does nothing without else when it does not hold',
    table: { counters: { n: 0 } },
    args: { do: 'if', if: false, then: set(1) },
    expected: { counters: { n: 0 } },
  },
]);
