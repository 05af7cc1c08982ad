// The act phase: programmed actions in turn order; a short programme is played when its seat says so.
import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import type { Ruleset } from '../ruleset/types.ts';
import { answer, createMatch, playIndexed, type Match } from '../match/match.ts';
import { stateHash } from '../match/hash.ts';

const tick = (id: string) => ({ id, do: [{ do: 'announce', text: id }] });
const mode = {
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 2, max: 2 } },
  zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 1 }],
  actions: [tick('a'), tick('b')],
  phases: [
    { type: 'program', id: 'program', actions: ['a', 'b'] },
    { type: 'act', id: 'act-1', slot: 0 },
    { type: 'act', id: 'act-2', slot: 1 },
    { type: 'effects', id: 'end', do: [{ do: 'end-game', outcome: 'done' }] },
  ],
};
const rs = compileOrThrow(pack('t', [{ kind: 'room', id: 'x' }, { kind: 'character', id: 'hero' }, mode]));
const layout = {
  grid: [['x']],
  figures: [
    { character: 'hero', seat: 's0', cell: [0, 0] },
    { character: 'hero', seat: 's1', cell: [0, 0] },
  ],
};
const said = (m: Match) => m.log.filter((e) => e.type === 'announce').map((e) => `${e.cause?.path}:${String(e.text)}`);
const program = (s0: string, s1: string) =>
  answer(rs, createMatch(rs, { mode: 'm', seed: 1, seats: 2, layout }), [
    { seat: 's0', option: `program:${s0}` },
    { seat: 's1', option: `program:${s1}` },
  ]).match;

/**
 * Plays the same answers twice: by option id, one decision at a time, and on the spot by index (each the
 * index of its option among those the first play offered), and returns both matches.
 */
const bothWays = (ruleset: Ruleset, decisions: Array<Record<string, string>>) => {
  const setup = { mode: 'm', seed: 1, seats: 2, layout };
  let byId = createMatch(ruleset, setup);
  const picks: number[] = [];
  for (const given of decisions) {
    const pending = byId.pending;
    if (!pending) throw new Error('no decision left to answer');
    for (const seat of pending.seats) picks.push(pending.options[seat]?.findIndex((o) => o.id === given[seat]) ?? -1);
    byId = answer(
      ruleset,
      byId,
      pending.seats.map((seat) => ({ seat, option: given[seat] ?? '' })),
    ).match;
  }
  const onTheSpot = createMatch(ruleset, setup);
  playIndexed(ruleset, onTheSpot, () => picks.shift() ?? -1, decisions.length);
  return { byId, onTheSpot };
};

describe('act phase', () => {
  it('plays first actions in turn order, then second actions', () => {
    expect(said(program('a,b', 'b,a')).map((x) => x.slice(-1))).toEqual(['a', 'b', 'b', 'a']);
  });

  it('asks a one-action programme whether to play now', () => {
    const m = program('a', 'b,a');
    expect(m.pending?.options.s0?.map((o) => o.id)).toEqual(['act:now', 'act:later']);
  });

  it('plays a held action in the last slot', () => {
    const m = answer(rs, program('a', 'b,a'), [{ seat: 's0', option: 'act:later' }]).match;
    expect(said(m).map((x) => x.slice(-1))).toEqual(['b', 'a', 'a']);
  });

  it.each(['act:now', 'act:later'])('gives the same game when %s is picked on the spot by index', (option) => {
    const { byId, onTheSpot } = bothWays(rs, [{ s0: 'program:a', s1: 'program:b,a' }, { s0: option }]);
    expect(stateHash(onTheSpot.state)).toBe(stateHash(byId.state));
    expect(said(onTheSpot)).toEqual(said(byId));
  });
});

const freeMode = {
  ...mode,
  counters: [{ id: 'memo', initial: 0 }],
  actions: [
    tick('a'),
    tick('b'),
    {
      id: 'note',
      free: true,
      when: { op: 'eq', a: { op: 'counter', name: 'memo' }, b: 0 },
      do: [{ do: 'set-counter', counter: 'memo', value: 1 }],
    },
  ],
  phases: [
    { type: 'program', id: 'program', actions: ['a', 'b'] },
    { type: 'act', id: 'act-1', slot: 0, free: ['note'] },
    { type: 'act', id: 'act-2', slot: 1, free: ['note'] },
    { type: 'effects', id: 'end', do: [{ do: 'end-game', outcome: 'done' }] },
  ],
};
const freeRs = compileOrThrow(pack('t', [{ kind: 'room', id: 'x' }, { kind: 'character', id: 'hero' }, freeMode]));
const programFree = () =>
  answer(freeRs, createMatch(freeRs, { mode: 'm', seed: 1, seats: 2, layout }), [
    { seat: 's0', option: 'program:a,b' },
    { seat: 's1', option: 'program:b,a' },
  ]).match;

describe('free actions in the act phase', () => {
  it('are offered before the piece acts, with a way to go on', () => {
    expect(programFree().pending?.options.s0?.map((o) => o.id)).toEqual(['free:note', 'free:none']);
  });

  it("run without counting as the piece's action, then the programmed action follows", () => {
    const m = answer(freeRs, programFree(), [{ seat: 's0', option: 'free:note' }]).match;
    expect(m.state.counters.memo).toBe(1);
    expect(m.state.pieces.p0?.done).toEqual(['a', 'b']);
    expect(m.state.result?.outcome).toBe('done');
  });

  it.each(['free:note', 'free:none'])('give the same game when %s is picked on the spot by index', (option) => {
    const { byId, onTheSpot } = bothWays(freeRs, [{ s0: 'program:a,b', s1: 'program:b,a' }, { s0: option }]);
    expect(stateHash(onTheSpot.state)).toBe(stateHash(byId.state));
    expect(onTheSpot.state.counters.memo).toBe(byId.state.counters.memo);
  });

  it('are offered again at the next action, while still possible', () => {
    const m = answer(freeRs, programFree(), [{ seat: 's0', option: 'free:none' }]).match;
    expect(m.pending?.options.s1?.map((o) => o.id)).toEqual(['free:note', 'free:none']);
  });
});

// s1's piece plays live: it programs nothing and chooses each action when its turn comes.
const liveMode = {
  ...mode,
  phases: [
    {
      type: 'program',
      id: 'program',
      actions: ['a', 'b'],
      who: { select: 'pieces', where: { op: 'ne', a: { op: 'get', name: 'it' }, b: 'p1' } },
    },
    ...[0, 1].map((slot) => ({
      type: 'act',
      id: `act-${slot + 1}`,
      slot,
      live: {
        who: { select: 'pieces', where: { op: 'eq', a: { op: 'get', name: 'it' }, b: 'p1' } },
        do: [{ do: 'take-action', piece: 'it', distinct: true }],
      },
    })),
    { type: 'effects', id: 'end', do: [{ do: 'end-game', outcome: 'done' }] },
  ],
};
const liveRs = compileOrThrow(pack('t', [{ kind: 'room', id: 'x' }, { kind: 'character', id: 'hero' }, liveMode]));

describe('act phase with live pieces', () => {
  it('asks a live piece for its action in its turn, after the pieces before it', () => {
    const m = answer(liveRs, createMatch(liveRs, { mode: 'm', seed: 1, seats: 2, layout }), [
      { seat: 's0', option: 'program:a,b' },
    ]).match;
    expect(said(m).map((x) => x.slice(-1))).toEqual(['a']);
    expect(m.pending?.options.s1?.map((o) => o.id)).toEqual(['action:a', 'action:b']);
  });

  it('never offers a live piece the action it already took this turn', () => {
    const first = answer(liveRs, createMatch(liveRs, { mode: 'm', seed: 1, seats: 2, layout }), [
      { seat: 's0', option: 'program:a,b' },
    ]).match;
    const m = answer(liveRs, first, [{ seat: 's1', option: 'action:b' }]).match;
    // Round two: s0 plays b, then s1 has only a left, which needs no question.
    expect(said(m).map((x) => x.slice(-1))).toEqual(['a', 'b', 'b', 'a']);
    expect(m.state.result).not.toBeNull();
  });
});

describe("a character's own free action in the act phase", () => {
  const wish = { id: 'wish', free: true, do: [{ do: 'announce', text: 'wish' }] };
  const ownMode = {
    ...mode,
    phases: [
      { type: 'program', id: 'program', actions: ['a', 'b'] },
      { type: 'act', id: 'act-1', slot: 0, free: ['wish'] },
      { type: 'effects', id: 'end', do: [{ do: 'end-game', outcome: 'done' }] },
    ],
  };
  const ownRs = compileOrThrow(
    pack('t', [
      { kind: 'room', id: 'x' },
      { kind: 'character', id: 'hero' },
      { kind: 'character', id: 'genie', actions: [wish] },
      ownMode,
    ]),
  );
  const mixed = {
    grid: [['x']],
    figures: [
      { character: 'hero', seat: 's0', cell: [0, 0] },
      { character: 'genie', seat: 's1', cell: [0, 0] },
    ],
  };
  const programmed = () =>
    answer(ownRs, createMatch(ownRs, { mode: 'm', seed: 1, seats: 2, layout: mixed }), [
      { seat: 's0', option: 'program:a' },
      { seat: 's1', option: 'program:b' },
    ]).match;

  it('is offered only to the pieces of that character', () => {
    const m = programmed();
    expect(m.pending?.seats).toEqual(['s1']);
    expect(m.pending?.options.s1?.map((o) => o.id)).toEqual(['free:wish', 'free:none']);
  });
});
