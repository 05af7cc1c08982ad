import { describe, expect, it } from 'vitest';
import { createMatch } from '../match/match.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';
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

describe('choose-option about a zone', () => {
  // Draw from your own deck or your opponent's: each option names the deck it is about.
  const mode = {
    kind: 'mode',
    id: 'm',
    seats: { players: { min: 2, max: 2 } },
    zones: [{ id: 'deck', kind: 'stack', perSeat: true }],
    phases: [
      {
        type: 'effects',
        id: 'turn',
        do: [
          {
            do: 'choose-option',
            seat: { select: 'first', from: { select: 'seats' } },
            options: [
              { id: 'mine', zone: { zone: 'deck', seat: { select: 'first', from: { select: 'seats' } } }, do: [] },
              {
                id: 'theirs',
                zone: {
                  zone: 'deck',
                  seat: { select: 'next-seat', of: { select: 'first', from: { select: 'seats' } } },
                },
                do: [],
              },
              { id: 'pass', do: [] },
            ],
          },
        ],
      },
    ],
  };
  const rs = compileOrThrow(pack('t', [mode]));

  it('offers each option with the zone instance it names as its target', () => {
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 2 });
    expect(m.pending?.options.s0).toEqual([
      { id: 'option:mine', label: 'mine', target: { zone: 'deck@s0' } },
      { id: 'option:theirs', label: 'theirs', target: { zone: 'deck@s1' } },
      { id: 'option:pass', label: 'pass' },
    ]);
  });
});
