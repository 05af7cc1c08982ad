// A one-question game for tests of typed answers: type three digits; 042 wins,
// any other well-formed answer loses.

/** The mode of that game (a plain `mode` entity, ready for compileRuleset). */
export const typedGuessMode = {
  kind: 'mode',
  id: 'guess',
  seats: { players: { min: 1, max: 1 } },
  counters: [{ id: 'right', initial: 0 }],
  phases: [
    {
      type: 'effects',
      id: 'ask',
      do: [
        {
          do: 'ask-text',
          seat: { select: 'first', from: { select: 'seats' } },
          alphabet: 'digits',
          length: 3,
          prompt: 'The number?',
          as: 'guess',
          then: [
            {
              do: 'if',
              if: { op: 'eq', a: { op: 'get', name: 'guess' }, b: '042' },
              then: [{ do: 'set-counter', counter: 'right', value: 1 }],
              else: [{ do: 'set-counter', counter: 'right', value: 2 }],
            },
          ],
        },
      ],
    },
  ],
  endings: [
    { outcome: 'victory', when: { op: 'eq', a: { op: 'counter', name: 'right' }, b: 1 } },
    { outcome: 'defeat', when: { op: 'eq', a: { op: 'counter', name: 'right' }, b: 2 } },
  ],
};
