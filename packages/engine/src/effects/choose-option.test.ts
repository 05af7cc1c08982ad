import { describe, expect, it } from 'vitest';
import { createMatch, playIndexed } from '../match/match.ts';
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

describe('choose-option picked by index on the spot', () => {
  // Three options, the middle one closed: index 1 is the third option.
  const setCounter = (id: string, value: number) => ({ id, do: [{ do: 'set-counter', counter: 'n', value }] });
  const mode = (opts: unknown[]) => ({
    kind: 'mode',
    id: 'm',
    seats: { players: { min: 1, max: 1 } },
    counters: [{ id: 'n', initial: 0 }],
    phases: [
      {
        type: 'effects',
        id: 'turn',
        do: [{ do: 'choose-option', seat: { select: 'first', from: { select: 'seats' } }, options: opts }],
      },
      { type: 'effects', id: 'stop', do: [{ do: 'end-game', outcome: 'done' }] },
    ],
  });
  const closed = { op: 'eq', a: 1, b: 2 };
  const counterAfter = (opts: unknown[], index: number): unknown => {
    const rs = compileOrThrow(pack('t', [mode(opts)]));
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 1 });
    playIndexed(rs, m, () => index, 1);
    return m.state.counters.n;
  };

  it('counts indexes over the open options only, skipping a closed one', () => {
    expect(counterAfter([setCounter('a', 1), { ...setCounter('b', 2), when: closed }, setCounter('c', 3)], 1)).toBe(3);
  });

  it('counts indexes over the open options when there are more than thirty', () => {
    const many = Array.from({ length: 34 }, (_, k) =>
      k % 2 === 0 ? setCounter(`o${k}`, k) : { ...setCounter(`o${k}`, k), when: closed },
    );
    // Open: o0, o2, …, o32; index 16 is o32.
    expect(counterAfter(many, 16)).toBe(32);
  });
});
