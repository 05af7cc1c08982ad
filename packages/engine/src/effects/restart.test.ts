import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { answer, createMatch } from '../match/match.ts';

// Rounds: each answer "win" gives the seat a round; two rounds win the match, and each round starts on a fresh table.
const mode = {
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 1, max: 1 } },
  zones: [{ id: 'deck', kind: 'stack' }],
  counters: [
    { id: 'round', initial: 0 },
    { id: 'moves', initial: 0 },
  ],
  actions: [{ id: 'win', do: [] }],
  setup: {
    steps: [
      { do: 'create-components', zone: 'deck', items: [{ def: 'card', count: 2 }] },
      { do: 'adjust-counter', counter: 'round', by: 1 },
    ],
  },
  phases: [
    {
      type: 'effects',
      id: 'round',
      do: [
        { do: 'adjust-counter', counter: 'moves', by: 1 },
        {
          do: 'choose-option',
          seat: { select: 'seats' },
          options: [
            { id: 'win', do: [] },
            { id: 'again', do: [] },
          ],
        },
        { do: 'adjust-var', of: { select: 'seats' }, name: 'won', by: 1 },
        {
          do: 'if',
          if: { op: 'lt', a: { op: 'seat-var', of: { select: 'seats' }, name: 'won' }, b: 2 },
          then: [{ do: 'restart', keep: ['round'] }],
          else: [{ do: 'end-game', outcome: 'match-won', winners: { select: 'seats' } }],
        },
      ],
    },
  ],
};
const rs = compileOrThrow(pack('t', [{ kind: 'card', id: 'card' }, mode]));

describe('restart', () => {
  it('starts a new round on a fresh table, keeping seat variables and the counters asked', () => {
    const m = answer(rs, createMatch(rs, { mode: 'm', seed: 1, seats: 1 }), [
      { seat: 's0', option: 'option:win' },
    ]).match;
    expect(m.state.seats.s0?.vars.won).toBe(1);
    expect(m.state.counters).toEqual({ round: 2, moves: 1 });
    expect(Object.keys(m.state.components)).toHaveLength(2);
    expect(m.pending?.seats).toEqual(['s0']);
  });

  it('lets the match end after the rounds', () => {
    let m = createMatch(rs, { mode: 'm', seed: 1, seats: 1 });
    m = answer(rs, m, [{ seat: 's0', option: 'option:win' }]).match;
    m = answer(rs, m, [{ seat: 's0', option: 'option:win' }]).match;
    expect(m.state.result?.outcome).toBe('match-won');
  });
});
