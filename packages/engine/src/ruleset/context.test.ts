import { describe, expect, it } from 'vitest';
import { answer, createMatch, type Match } from '../match/match.ts';
import { stateHash } from '../match/hash.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';

// One turn: s0 picks `go`, whose effects are a block of three: a signal (the mode's trigger records
// `n` as it hears it, then, on the first turn only, asks s0 again), `n` + 1, and `after` + 1.
const mode = {
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 1, max: 1 } },
  counters: [
    { id: 'n', initial: 1 },
    { id: 'seen', initial: 0 },
    { id: 'after', initial: 0 },
    { id: 'asked', initial: 0 },
  ],
  phases: [
    {
      type: 'effects',
      id: 'turn',
      do: [
        {
          do: 'choose-option',
          seat: { select: 'first', from: { select: 'seats' } },
          always: true,
          options: [
            {
              id: 'go',
              do: [
                { do: 'signal', name: 'x' },
                { do: 'adjust-counter', counter: 'n', by: 1 },
                { do: 'adjust-counter', counter: 'after', by: 1 },
              ],
            },
            { id: 'skip', do: [] },
          ],
        },
      ],
    },
  ],
  triggers: [
    {
      on: 'signal',
      name: 'x',
      run: [
        { do: 'adjust-counter', counter: 'seen', by: { op: 'counter', name: 'n' } },
        {
          do: 'if',
          if: { op: 'eq', a: { op: 'counter', name: 'asked' }, b: 0 },
          then: [
            { do: 'adjust-counter', counter: 'asked', by: 1 },
            {
              do: 'choose-option',
              seat: { select: 'first', from: { select: 'seats' } },
              options: [
                { id: 'yes', do: [] },
                { id: 'no', do: [] },
              ],
            },
          ],
        },
      ],
    },
  ],
  endings: [{ when: { op: 'ge', a: { op: 'counter', name: 'after' }, b: 2 }, outcome: 'done' }],
};
const rs = compileOrThrow(pack('t', [mode]));

const go = (m: Match, option: string): Match => answer(rs, m, [{ seat: 's0', option }]).match;

describe('a block reached inline', () => {
  it("lets the frames a child pushed run before the block's next child", () => {
    const m = go(createMatch(rs, { mode: 't:m', seed: 1, seats: 1 }), 'option:go');
    // The trigger heard the signal before `n` + 1 ran, and the block stopped under its question.
    expect(m.state.counters).toMatchObject({ n: 1, seen: 1, after: 0, asked: 1 });
    expect(m.pending?.options['s0']?.map((o) => o.id)).toEqual(['option:yes', 'option:no']);
  });

  it('goes on with the rest of the block once the question above it is answered', () => {
    const m = go(go(createMatch(rs, { mode: 't:m', seed: 1, seats: 1 }), 'option:go'), 'option:no');
    expect(m.state.counters).toMatchObject({ n: 2, seen: 1, after: 1, asked: 1 });
  });

  it('runs to its end without stopping when no child pushes or asks', () => {
    let m = go(go(createMatch(rs, { mode: 't:m', seed: 1, seats: 1 }), 'option:go'), 'option:no');
    m = go(m, 'option:go');
    expect(m.state.result?.outcome).toBe('done');
    expect(m.state.counters).toMatchObject({ n: 3, seen: 3, after: 2 });
  });

  it('resumes from a JSON copy of the state taken under it as from the live match', () => {
    const live = go(createMatch(rs, { mode: 't:m', seed: 1, seats: 1 }), 'option:go');
    const state = JSON.parse(JSON.stringify(live.state)) as Match['state'];
    const copy = go(go({ state, pending: state.pending, log: [] }, 'option:yes'), 'option:go');
    const played = go(go(live, 'option:yes'), 'option:go');
    expect(stateHash(copy.state)).toBe(stateHash(played.state));
  });
});

describe('a per-seat zone named by its seat', () => {
  // Each seat's card goes into its own pile, twice round the table through one compiled reference: a
  // reference that keeps the instances it has made (by owner) must give every seat, the second time
  // round too, its own pile. (Written for a cache of the first two owners, tried and dropped.) The seat
  // is a content name, an engine name (`it`, read by a function of its own) or a selector.
  const dealToEach = (as: string, seat: unknown) => ({
    do: 'for-each',
    in: { select: 'seats' },
    as,
    run: [{ do: 'create-components', zone: { zone: 'pile', seat }, items: [{ def: 'card' }] }],
  });
  const ruleset = (deal: unknown) =>
    compileOrThrow(
      pack('t', [
        { kind: 'room', id: 'card', name: 'card' },
        {
          kind: 'mode',
          id: 'm',
          seats: { players: { min: 4, max: 4 } },
          zones: [{ id: 'pile', kind: 'stack', perSeat: true }],
          setup: { steps: [{ do: 'repeat', times: 2, run: [deal] }] },
          phases: [{ type: 'effects', id: 'rest', do: [] }],
          endings: [{ when: true, outcome: 'done' }],
        },
      ]),
    );
  const expectEachSeatsPile = (deal: unknown) => {
    const { zones, components } = createMatch(ruleset(deal), { mode: 'm', seed: 1, seats: 4, profile: 'silent' }).state;
    for (const seat of ['s0', 's1', 's2', 's3']) {
      const pile = zones[`pile@${seat}`];
      expect(pile?.kind === 'stack' ? pile.items.length : -1).toBe(2);
      for (const id of pile?.kind === 'stack' ? pile.items : [])
        expect(components[id]?.location?.zone).toBe(`pile@${seat}`);
    }
  };

  it("is that seat's instance of the zone, for every seat of the match", () => {
    expectEachSeatsPile(dealToEach('owner', 'owner'));
  });

  it("is that seat's instance of the zone when the seat is an engine name", () => {
    expectEachSeatsPile(dealToEach('it', 'it'));
  });

  it("is that seat's instance of the zone when the seat is a selector", () => {
    expectEachSeatsPile(dealToEach('owner', { select: 'first', from: 'owner' }));
  });
});
