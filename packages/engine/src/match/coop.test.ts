// A cooperative escape from a grid of rooms, written from docs/architecture/vocabulary.md as an
// inline pack, played end to end by the generic engine; and determinism:
// same ruleset + seed + answers ⇒ same hash, and the JSON state alone resumes.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextInt, seedRng } from '../rng/rng.ts';
import { randomTextAnswer } from '../runtime/text-input.ts';
import { compileOrThrow, deepFreeze, pack, playRandom, replay } from '../testing/harness.ts';
import { answer, answerIndex, createMatch, optionCount, playIndexed, type Match } from './match.ts';
import { stateHash } from './hash.ts';
import { view } from './view.ts';

const P = { select: 'pieces', on: 'self' };
const central = { select: 'components', def: 'central' };
const hidden = { select: 'components', zone: 'complex', faceUp: false };
const stillHere = { op: 'same', a: { select: 'location', of: 'piece' }, b: 'self' };
const doNotCross = {
  rule: 'block-entry',
  while: { op: 'gt', a: { op: 'marker', of: 'self', name: 'do-not-cross' }, b: 0 },
};
const room = (id: string, colour: string, extra: Record<string, unknown> = {}) => ({
  kind: 'room',
  id,
  name: id,
  props: { colour },
  ...extra,
});
const enter = (...effects: unknown[]) => ({ triggers: [{ on: 'enter', do: effects }] });

const rooms = [
  room('central', 'blue', { modifiers: [{ rule: 'forbid-action', actions: ['push', 'control'] }] }),
  room('exit-room', 'blue', {
    modifiers: [
      {
        rule: 'leave-grid-on-shift',
        when: {
          op: 'and',
          args: [
            { op: 'in-region', of: 'self', region: 'exit' },
            { op: 'eq', a: { op: 'count', of: { select: 'except', from: { select: 'pieces' }, remove: P } }, b: 0 },
            { op: 'ge', a: { op: 'counter', name: 'key' }, b: { op: 'counter', name: 'key-required' } },
          ],
        },
      },
    ],
    triggers: [{ on: 'left-grid', do: [{ do: 'escape', piece: P }] }],
  }),
  room('empty', 'green'),
  room('vision', 'green', enter({ do: 'choose', from: hidden, as: 'r', then: [{ do: 'peek', component: 'r' }] })),
  room('control', 'green', enter({ do: 'shift-line', zone: 'complex' })),
  room('vortex', 'yellow', enter({ do: 'move-piece', piece: 'piece', to: central })),
  room('dark', 'yellow', { modifiers: [{ rule: 'forbid-action', actions: ['look'] }] }),
  room('cold', 'yellow', { modifiers: [{ rule: 'max-program', count: 1 }] }),
  room('pit', 'red', enter({ do: 'eliminate', piece: 'piece' })),
  room('acid', 'red', enter({ do: 'eliminate', piece: { select: 'except', from: P, remove: 'piece' } })),
  room(
    'trap',
    'red',
    enter({
      do: 'schedule',
      on: { on: 'action-done' },
      where: { op: 'same', a: 'actor', b: 'piece' },
      run: [{ do: 'if', if: stillHere, then: [{ do: 'eliminate', piece: 'piece' }] }],
    }),
  ),
  room('flooded', 'red', {
    modifiers: [doNotCross],
    ...enter(
      { do: 'add-marker', to: 'self', marker: 'do-not-cross' },
      {
        do: 'schedule',
        on: { on: 'phase-end', phase: 'act-2' },
        occurrence: 2,
        run: [{ do: 'if', if: stillHere, then: [{ do: 'eliminate', piece: 'piece' }] }],
      },
    ),
  }),
];

const others = {
  select: 'except',
  from: { select: 'pieces', on: { select: 'location', of: 'actor' } },
  remove: 'actor',
};
const exit = [
  [0, 0],
  [0, 1],
  [1, 0],
  [0, 3],
  [0, 4],
  [1, 4],
  [3, 0],
  [4, 0],
  [4, 1],
  [3, 4],
  [4, 3],
  [4, 4],
];
const count = (sel: unknown) => ({ op: 'count', of: sel });

const coop = {
  kind: 'mode',
  id: 'coop',
  name: 'Cooperation',
  seats: { players: { min: 1, max: 4 } },
  zones: [
    {
      id: 'complex',
      kind: 'grid',
      rows: 5,
      cols: 5,
      fixedRows: [2],
      fixedCols: [2],
      regions: { centre: [[2, 2]], inner: { from: [2, 2], min: 1, max: 2 }, exit },
    },
    { id: 'box', kind: 'stack' },
    { id: 'aside', kind: 'stack' },
  ],
  counters: [{ id: 'turns-left', initial: 8 }, { id: 'key' }, { id: 'key-required' }],
  actions: [
    {
      id: 'look',
      target: {
        from: {
          select: 'filter',
          from: { select: 'adjacent', of: 'actor' },
          where: { op: 'not', arg: { op: 'face-up', of: 'it' } },
        },
      },
      do: [{ do: 'peek', component: 'target' }],
    },
    {
      id: 'move',
      target: { from: { select: 'adjacent', of: 'actor' } },
      do: [{ do: 'move-piece', piece: 'actor', to: 'target' }],
    },
    {
      id: 'push',
      when: { op: 'gt', a: count(others), b: 0 },
      target: { from: { select: 'adjacent', of: 'actor' } },
      do: [{ do: 'choose', from: others, as: 'victim', then: [{ do: 'move-piece', piece: 'victim', to: 'target' }] }],
    },
    { id: 'control', do: [{ do: 'shift-line', zone: 'complex', through: 'actor' }] },
  ],
  setup: {
    steps: [
      { do: 'create-components', zone: 'complex', region: 'centre', faceUp: true, items: [{ def: 'central' }] },
      { do: 'create-components', zone: 'aside', items: [{ def: 'exit-room' }, { def: 'vision' }] },
      {
        do: 'create-components',
        zone: 'box',
        items: [
          { def: 'empty', count: 8 },
          { def: 'dark', count: 2 },
          { def: 'cold', count: 2 },
          { def: 'trap', count: 2 },
          { def: 'flooded', count: 2 },
          { def: 'acid', count: 2 },
          { def: 'vortex', count: 2 },
          { def: 'pit' },
          { def: 'control' },
        ],
      },
      { do: 'shuffle', zone: 'box' },
      { do: 'deal-to-cells', from: 'box', to: 'complex', region: 'inner' },
      { do: 'move-component', component: { select: 'components', zone: 'box' }, to: 'aside' },
      { do: 'shuffle', zone: 'aside' },
      { do: 'deal-to-cells', from: 'aside', to: 'complex', region: 'exit' },
      {
        do: 'create-pieces',
        defs: ['a', 'b', 'c', 'd'],
        seat: { select: 'seats' },
        count: { op: 'if', if: { op: 'le', a: count({ select: 'seats' }), b: 2 }, then: 2, else: 1 },
        at: central,
      },
      {
        do: 'for-each',
        in: { select: 'seats' },
        as: 'seat',
        run: [
          {
            do: 'choose',
            from: { select: 'adjacent', of: central },
            as: 'clue',
            then: [{ do: 'peek', component: 'clue' }],
          },
        ],
      },
    ],
  },
  triggers: [
    {
      on: 'enter',
      where: { op: 'not', arg: { op: 'face-up', of: 'self' } },
      do: [{ do: 'reveal', component: 'self' }],
    },
  ],
  phases: [
    { type: 'program', id: 'program', actions: ['look', 'move', 'push', 'control'], slots: 2 },
    { type: 'act', id: 'act-1', slot: 0 },
    { type: 'act', id: 'act-2', slot: 1 },
    {
      type: 'effects',
      id: 'countdown',
      do: [
        { do: 'adjust-counter', counter: 'turns-left', by: -1 },
        { do: 'rotate-order' },
        { do: 'clear-line-locks', zone: 'complex' },
      ],
    },
  ],
  endings: [
    { when: { op: 'ge', a: count({ select: 'pieces', status: 'eliminated' }), b: 2 }, outcome: 'defeat' },
    {
      when: {
        op: 'and',
        args: [
          { op: 'eq', a: count({ select: 'pieces' }), b: 0 },
          { op: 'eq', a: count({ select: 'pieces', status: 'eliminated' }), b: 0 },
        ],
      },
      outcome: 'total-victory',
      winners: { select: 'seats' },
    },
    {
      when: {
        op: 'and',
        args: [
          { op: 'eq', a: count({ select: 'pieces' }), b: 0 },
          { op: 'eq', a: count({ select: 'pieces', status: 'eliminated' }), b: 1 },
        ],
      },
      outcome: 'partial-victory',
      winners: { select: 'seats' },
    },
    { when: { op: 'le', a: { op: 'counter', name: 'turns-left' }, b: 0 }, outcome: 'defeat' },
  ],
};

const characters = ['a', 'b', 'c', 'd'].map((id) => ({ kind: 'character', id, name: `Prisoner ${id}` }));
const escapePack = () => pack('r25', [...rooms, ...characters, coop]);

describe('a cooperative grid escape from content', () => {
  const ruleset = deepFreeze(compileOrThrow(escapePack()));

  it('deals a 5×5 complex with the central room in the middle and the exit room in an exit zone', () => {
    const m = createMatch(ruleset, { mode: 'coop', seed: 1, seats: 2 });
    const grid = m.state.zones.complex;
    if (grid?.kind !== 'grid') throw new Error('no grid');
    expect(grid.cells.every((c) => c !== null)).toBe(true);
    expect(m.state.components[grid.cells[12] as string]?.def).toBe('r25:central');
    const r25 = grid.cells.findIndex((c) => m.state.components[c as string]?.def === 'r25:exit-room');
    expect([0, 1, 5, 3, 4, 9, 15, 20, 21, 19, 23, 24]).toContain(r25);
  });

  it('asks each seat for a starting clue, then for a secret programme', () => {
    let m = createMatch(ruleset, { mode: 'coop', seed: 2, seats: 2 });
    expect(m.pending?.seats).toEqual(['s0']);
    expect(m.pending?.options.s0).toHaveLength(4);
    m = answer(ruleset, m, [{ seat: 's0', option: m.pending?.options.s0?.[0]?.id as string }]).match;
    m = answer(ruleset, m, [{ seat: 's1', option: m.pending?.options.s1?.[0]?.id as string }]).match;
    expect(m.pending?.kind).toBe('simultaneous');
    expect(m.pending?.seats).toEqual(['s0', 's1']);
    expect(m.pending?.options.s0?.map((o) => o.id)).toContain('program:look,move');
  });

  it('plays random games to an ending with a known outcome', () => {
    for (let seed = 0; seed < 30; seed++) {
      const m = playRandom(ruleset, createMatch(ruleset, { mode: 'coop', seed, seats: 2 }), seed).match;
      expect(m.state.result?.outcome).toMatch(/defeat|victory/);
    }
  });

  it('replays the same answers to the same state hash', () => {
    const first = playRandom(ruleset, createMatch(ruleset, { mode: 'coop', seed: 9, seats: 3 }), 4);
    const again = replay(ruleset, { mode: 'coop', seed: 9, seats: 3 }, first.answers);
    expect(stateHash(again.state)).toBe(stateHash(first.match.state));
  });

  it('hides face-down rooms a seat has not seen', () => {
    const m = createMatch(ruleset, { mode: 'coop', seed: 3, seats: 2 });
    const v = view(ruleset, m.state, 's1');
    const hiddenDefs = Object.values(v.components)
      .filter((c) => !c.faceUp)
      .map((c) => c.def);
    expect(hiddenDefs.every((d) => d === null)).toBe(true);
    expect(Object.values(view(ruleset, m.state, 'all').components).every((c) => c.def !== null)).toBe(true);
  });
});

describe('determinism', () => {
  const rs = compileOrThrow(escapePack());

  it('replays any seed and any random answers to the same hash', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        (seed, seats, botSeed) => {
          const played = playRandom(rs, createMatch(rs, { mode: 'coop', seed, seats }), botSeed);
          expect(played.match.state.result).not.toBeNull();
          expect(stateHash(replay(rs, { mode: 'coop', seed, seats }, played.answers).state)).toBe(
            stateHash(played.match.state),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it('resumes from a JSON copy of the state exactly as from the live match', () => {
    const played = playRandom(rs, createMatch(rs, { mode: 'coop', seed: 11, seats: 2 }), 5);
    const half = Math.floor(played.answers.length / 2);
    const live = replay(rs, { mode: 'coop', seed: 11, seats: 2 }, played.answers.slice(0, half));
    const state = JSON.parse(JSON.stringify(live.state)) as Match['state'];
    let copy: Match = { state, pending: state.pending, log: [] };
    for (const round of played.answers.slice(half)) copy = answer(rs, copy, round).match;
    expect(stateHash(copy.state)).toBe(stateHash(played.match.state));
  });

  it('hashes equal states equally whatever their key order', () => {
    const m = createMatch(rs, { mode: 'coop', seed: 3, seats: 2 });
    const reordered = JSON.parse(JSON.stringify(m.state, Object.keys(m.state).reverse())) as Match['state'];
    expect(stateHash({ ...reordered, ...m.state })).toBe(stateHash(m.state));
    expect(stateHash({ ...m.state, step: 99 })).not.toBe(stateHash(m.state));
  });
});

describe('the lean contract (answers by index)', () => {
  const rs = compileOrThrow(escapePack());

  /** Plays as `playRandom` does, but tells each seat only its option count and answers by index. */
  const playLean = (seed: number, seats: number, botSeed: number, profile: 'rich' | 'silent') => {
    const rng = seedRng(botSeed);
    const m = createMatch(rs, { mode: 'coop', seed, seats, profile });
    const choices: Array<number | string> = [];
    while (m.pending) {
      const d = m.pending;
      choices.length = 0;
      for (const seat of d.seats) {
        const input = d.input?.[seat];
        choices.push(input ? randomTextAnswer(rng, input) : nextInt(rng, optionCount(m, seat)));
      }
      expect(answerIndex(rs, m, choices)).toBe(m);
    }
    return m;
  };

  it('plays the same game to the same hash as answering by id with the same draws', () => {
    for (const [seed, seats] of [
      [1, 2],
      [2, 3],
      [3, 4],
    ] as const) {
      const byId = playRandom(rs, createMatch(rs, { mode: 'coop', seed, seats }), seed + 100).match;
      expect(stateHash(playLean(seed, seats, seed + 100, 'silent').state)).toBe(stateHash(byId.state));
      expect(stateHash(playLean(seed, seats, seed + 100, 'rich').state)).toBe(stateHash(byId.state));
    }
  });

  it('counts the options a seat is offered and none for a seat not asked', () => {
    const m = createMatch(rs, { mode: 'coop', seed: 2, seats: 2 });
    expect(optionCount(m, 's0')).toBe(m.pending?.options.s0?.length);
    expect(optionCount(m, 's1')).toBe(0);
  });

  /** Plays with `playIndexed`: the same draws, asked for as the engine comes to each decision. */
  const playOnTheSpot = (seed: number, seats: number, botSeed: number, maxDecisions = 10_000) => {
    const rng = seedRng(botSeed);
    const m = createMatch(rs, { mode: 'coop', seed, seats, profile: 'rich' });
    const asked: string[] = [];
    const played = playIndexed(
      rs,
      m,
      (seat, count, input) => {
        asked.push(seat);
        return input ? randomTextAnswer(rng, input) : nextInt(rng, count);
      },
      maxDecisions,
    );
    return { m, played, asked };
  };

  it('plays on the spot to the same state, log and decision count as answering one index at a time', () => {
    for (const [seed, seats] of [
      [1, 2],
      [4, 3],
      [5, 4],
    ] as const) {
      const lean = playLean(seed, seats, seed + 100, 'rich');
      const { m, played } = playOnTheSpot(seed, seats, seed + 100);
      expect(m.state.result).not.toBeNull();
      expect(stateHash(m.state)).toBe(stateHash(lean.state));
      expect(m.log).toEqual(lean.log);
      expect(played.decisions).toBe(lean.state.step);
    }
  });

  it('leaves the decision after the last one it may answer pending, with the game where answers by index leave it', () => {
    const { m, played } = playOnTheSpot(2, 2, 9, 5);
    expect(played.decisions).toBe(5);
    expect(m.pending).not.toBeNull();
    expect(m.pending).toBe(m.state.pending);
    const rng = seedRng(9);
    const lean = createMatch(rs, { mode: 'coop', seed: 2, seats: 2, profile: 'rich' });
    for (let k = 0; k < 5; k++) {
      const d = lean.pending;
      if (!d) throw new Error('the game ended early');
      answerIndex(
        rs,
        lean,
        d.seats.map((seat) => nextInt(rng, optionCount(lean, seat))),
      );
    }
    expect(stateHash(m.state)).toBe(stateHash(lean.state));
  });

  it('refuses an index outside the options a policy picks on the spot', () => {
    const m = createMatch(rs, { mode: 'coop', seed: 2, seats: 2 });
    expect(() => playIndexed(rs, m, () => 99, 10)).toThrow(/not an option index/);
  });

  it('refuses an index outside the options and a wrong number of answers, leaving the decision', () => {
    const m = createMatch(rs, { mode: 'coop', seed: 2, seats: 2 });
    const pending = m.pending;
    expect(() => answerIndex(rs, m, [99])).toThrow(/not an option index/);
    expect(() => answerIndex(rs, m, [0, 0])).toThrow(/asks 1 seat/);
    expect(m.pending).toBe(pending);
  });
});
