import { effectTable } from '../testing/effect-case.ts';

effectTable('adjust-var', [
  {
    name: 'adds to a seat variable from zero',
    table: {},
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'adjust-var', of: 'who', name: 'wins', by: 1 },
        { do: 'adjust-var', of: 'who', name: 'wins', by: 1 },
      ],
    },
    bindings: { who: 's0' },
    expected: { vars: { s0: { wins: 2 } } },
  },
  {
    name: 'does nothing for unknown holders',
    table: {},
    args: { do: 'adjust-var', of: 'who', name: 'wins', by: 1 },
    bindings: { who: 's9' },
    expected: { vars: {} },
  },
]);
