import { describe, expect, it } from 'vitest';
import { answer, createMatch, MalformedAnswerError, playIndexed } from '../match/match.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { effectTable } from '../testing/effect-case.ts';

const lock = { kind: 'room', id: 'lock', name: 'Lock', code: { alphabet: 'letters', length: 3 } };
const onMatch = (value: string) => [
  {
    do: 'if',
    if: { op: 'eq', a: { op: 'get', name: 'text' }, b: value },
    then: [{ do: 'adjust-counter', counter: 'n', by: 1 }],
  },
];

effectTable('ask-text', [
  {
    name: 'asks the seat for a typed answer, with no options to pick',
    table: { counters: { n: 0 } },
    args: { do: 'ask-text', alphabet: 'digits', length: 4, then: [] },
    expected: { pending: [] },
  },
  {
    name: 'binds the typed text and runs then',
    table: { counters: { n: 0 } },
    args: { do: 'ask-text', alphabet: 'digits', length: 3, then: onMatch('042') },
    answers: ['text:042'],
    expected: { counters: { n: 1 }, pending: null },
  },
  {
    name: 'reads the format from the code a room declares (like)',
    table: { grid: ['lock'], counters: { n: 0 }, defs: [lock] },
    args: { do: 'ask-text', like: 'r', then: onMatch('ABC') },
    bindings: { r: 'r0c0' },
    answers: ['text:ABC'],
    expected: { counters: { n: 1 } },
  },
  {
    name: 'runs else when the room declares no code',
    table: { grid: ['x'], counters: { n: 0 } },
    args: { do: 'ask-text', like: 'r', then: [], else: [{ do: 'set-counter', counter: 'n', value: 9 }] },
    bindings: { r: 'r0c0' },
    expected: { counters: { n: 9 }, pending: null },
  },
]);

describe('a typed answer', () => {
  const mode = {
    kind: 'mode',
    id: 'm',
    seats: { players: { min: 1, max: 1 } },
    counters: [{ id: 'n', initial: 0 }],
    phases: [
      {
        type: 'effects',
        id: 'turn',
        do: [
          {
            do: 'ask-text',
            seat: { select: 'first', from: { select: 'seats' } },
            alphabet: 'letters',
            length: 3,
            prompt: 'Code?',
            then: onMatch('ABC'),
          },
        ],
      },
    ],
    endings: [{ outcome: 'done', when: { op: 'ge', a: { op: 'counter', name: 'n' }, b: 1 } }],
  };
  const rs = compileOrThrow(pack('t', [mode]));

  it('declares its format on the pending decision and says it in the prompt', () => {
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 1 });
    expect(m.pending?.input).toEqual({ s0: { alphabet: 'letters', length: 3 } });
    expect(m.pending?.options).toEqual({ s0: [] });
    expect(m.pending?.prompt).toBe('Code? (3 letters)');
  });

  it.each([
    ['too short', 'text:AB'],
    ['digits where letters are asked', 'text:A1C'],
    ['lower case', 'text:abc'],
    ['not a text answer', 'pick:c1'],
  ])('refuses a malformed answer (%s) and keeps the decision', (_name, option) => {
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 1 });
    expect(() => answer(rs, m, [{ seat: 's0', option }])).toThrow(MalformedAnswerError);
    expect(m.pending?.input).toBeDefined();
  });

  it('is typed on the spot when a policy plays on, with the format told to it', () => {
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 1 });
    const told: unknown[] = [];
    const typed = ['text:XYZ', 'text:ABC'];
    const played = playIndexed(rs, m, (_seat, count, input) => (told.push([count, input]), typed.shift() ?? ''), 10);
    expect(played).toEqual({ decisions: 2, answers: 2 });
    expect(told).toEqual([
      [0, { alphabet: 'letters', length: 3 }],
      [0, { alphabet: 'letters', length: 3 }],
    ]);
    expect(m.state.result?.outcome).toBe('done');
  });

  it('refuses a malformed text typed on the spot as it refuses a malformed answer', () => {
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 1 });
    const typed = ['text:XYZ', 'text:abc'];
    expect(() => playIndexed(rs, m, () => typed.shift() ?? '', 10)).toThrow(MalformedAnswerError);
  });

  it('accepts a well-formed answer, right or wrong', () => {
    const wrong = answer(rs, createMatch(rs, { mode: 'm', seed: 1, seats: 1 }), [{ seat: 's0', option: 'text:XYZ' }]);
    expect(wrong.match.state.counters.n).toBe(0);
    const right = answer(rs, createMatch(rs, { mode: 'm', seed: 1, seats: 1 }), [{ seat: 's0', option: 'text:ABC' }]);
    expect(right.match.state.result?.outcome).toBe('done');
  });
});
