import { effectTable } from '../testing/effect-case.ts';

effectTable('end-game', [
  {
    name: 'ends the match with the outcome',
    table: {},
    args: { do: 'end-game', outcome: 'defeat' },
    expected: { outcome: 'defeat', events: ['game-end'] },
  },
  {
    name: 'stops the effects after it',
    table: { counters: { n: 0 } },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'end-game', outcome: 'won', winners: { select: 'seats' } },
        { do: 'set-counter', counter: 'n', value: 1 },
      ],
    },
    expected: { outcome: 'won', counters: { n: 0 } },
  },
]);
