import { effectTable } from '../testing/effect-case.ts';

const options = [
  { id: 'one', do: [{ do: 'set-counter', counter: 'n', value: 1 }] },
  {
    id: 'two',
    when: { op: 'eq', a: { op: 'counter', name: 'n' }, b: 0 },
    do: [{ do: 'set-counter', counter: 'n', value: 2 }],
  },
];

effectTable('choose-option', [
  {
    name: 'offers the options whose when holds',
    table: { counters: { n: 0 } },
    args: { do: 'choose-option', options },
    expected: { pending: ['option:one', 'option:two'] },
  },
  {
    name: 'runs the chosen option',
    table: { counters: { n: 0 } },
    args: { do: 'choose-option', options },
    answers: ['option:two'],
    expected: { counters: { n: 2 } },
  },
  {
    name: 'runs the only open option without asking',
    table: { counters: { n: 5 } },
    args: { do: 'choose-option', options },
    expected: { counters: { n: 1 }, pending: null },
  },
]);
