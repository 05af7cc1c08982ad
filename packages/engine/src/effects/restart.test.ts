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

// The same rounds with a character each seat keeps: created in round 1 only, kept by restart.
const withPieces = {
  ...mode,
  id: 'kept',
  zones: [...mode.zones, { id: 'lobby', kind: 'set' }],
  setup: {
    steps: [
      ...mode.setup.steps,
      {
        do: 'if',
        if: { op: 'eq', a: { op: 'counter', name: 'round' }, b: 1 },
        then: [{ do: 'create-pieces', defs: 'hero', seat: { select: 'seats' }, at: { select: 'zone', zone: 'lobby' } }],
        else: [{ do: 'move-piece', piece: { select: 'pieces' }, to: { select: 'zone', zone: 'lobby' } }],
      },
    ],
  },
  phases: [
    {
      type: 'effects',
      id: 'round',
      do: [
        {
          do: 'choose-option',
          seat: { select: 'seats' },
          options: [
            { id: 'lose', do: [] },
            { id: 'again', do: [] },
          ],
        },
        { do: 'eliminate', piece: { select: 'pieces' } },
        { do: 'restart', keep: ['round'], keepPieces: true },
      ],
    },
  ],
};
const rsKept = compileOrThrow(pack('t', [{ kind: 'card', id: 'card' }, { kind: 'character', id: 'hero' }, withPieces]));

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

  it('numbers turns from the start again in the new round', () => {
    const first = createMatch(rs, { mode: 'm', seed: 1, seats: 1 });
    expect(first.state.turn).toBe(1);
    const m = answer(rs, first, [{ seat: 's0', option: 'option:win' }]).match;
    expect(m.state.turn).toBe(1);
  });

  it('keeps the pieces for the next round when asked: same ids, active again, where setup puts them', () => {
    const first = createMatch(rsKept, { mode: 'kept', seed: 1, seats: 1 });
    const ids = Object.keys(first.state.pieces);
    const m = answer(rsKept, first, [{ seat: 's0', option: 'option:lose' }]).match;
    expect(m.state.counters.round).toBe(2);
    expect(Object.keys(m.state.pieces)).toEqual(ids);
    expect(m.state.order).toEqual(ids);
    expect(m.state.pieces[ids[0] as string]).toMatchObject({
      status: 'active',
      seat: 's0',
      location: { zone: 'lobby' },
    });
  });

  it('lets the match end after the rounds', () => {
    let m = createMatch(rs, { mode: 'm', seed: 1, seats: 1 });
    m = answer(rs, m, [{ seat: 's0', option: 'option:win' }]).match;
    m = answer(rs, m, [{ seat: 's0', option: 'option:win' }]).match;
    expect(m.state.result?.outcome).toBe('match-won');
  });
});
