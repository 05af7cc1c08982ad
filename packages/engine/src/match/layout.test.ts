import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { answer, createMatch } from './match.ts';
import { stateHash } from './hash.ts';

const mode = {
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 1, max: 2 } },
  zones: [
    { id: 'g', kind: 'grid', rows: 2, cols: 2 },
    { id: 'deck', kind: 'stack' },
  ],
  counters: [{ id: 'left', initial: 8 }],
  actions: [{ id: 'wait', do: [] }],
  setup: { steps: [{ do: 'create-components', zone: 'deck', items: [{ def: 'a', count: 5 }] }] },
  phases: [{ type: 'program', id: 'program', actions: ['wait'] }],
};
const rs = compileOrThrow(
  pack('t', [{ kind: 'room', id: 'a' }, { kind: 'room', id: 'b' }, { kind: 'character', id: 'hero' }, mode]),
);
const layout = {
  grid: [
    ['a', 'b'],
    ['b', 'a'],
  ],
  revealed: [[0, 1]],
  figures: [
    { character: 'hero', seat: 's1', cell: [1, 0] },
    { character: 'hero', seat: 's0', cell: [0, 0] },
  ],
  counters: { left: 3 },
  zones: { deck: ['b'] },
};

describe('an explicit layout', () => {
  const m = createMatch(rs, { mode: 'm', seed: 1, seats: 2, layout });

  it('numbers the grid tiles row by row and turns the revealed ones face up', () => {
    const g = m.state.zones.g;
    expect(g?.kind === 'grid' && g.cells).toEqual(['c0', 'c1', 'c2', 'c3']);
    expect(
      Object.values(m.state.components)
        .filter((c) => c.faceUp)
        .map((c) => c.id),
    ).toEqual(['c1']);
  });

  it('places the figures in listed order with their seats', () => {
    expect(m.state.pieces.p0).toMatchObject({ seat: 's1', location: { component: 'c2' } });
    expect(m.state.order).toEqual(['p0', 'p1']);
  });

  it('skips the setup steps and sets the counters and zones given', () => {
    expect(m.state.zones.deck?.kind !== 'grid' && m.state.zones.deck?.items).toEqual(['c4']);
    expect(m.state.counters.left).toBe(3);
    expect(m.pending?.kind).toBe('simultaneous');
  });

  it.each([
    ['lays markers on the cells named', { markers: [{ cell: [0, 1], marker: 'lock' }] }, 'c1', { lock: 1 }],
    [
      'lays several copies when a count is given',
      { markers: [{ cell: [1, 1], marker: 'dnc', count: 2 }] },
      'c3',
      { dnc: 2 },
    ],
  ])('%s', (_name, extra, component, markers) => {
    const withMarkers = createMatch(rs, { mode: 'm', seed: 1, seats: 2, layout: { ...layout, ...extra } });
    expect(withMarkers.state.components[component]?.markers).toEqual(markers);
  });

  it.each([
    ['starts a figure with its character kit', {}, { locks: 2 }],
    ['sets the variables a figure lists over its kit', { vars: { locks: 0, hidden: 1 } }, { locks: 0, hidden: 1 }],
  ])('%s', (_name, extra, vars) => {
    const kitRs = compileOrThrow(
      pack('t', [
        { kind: 'room', id: 'a' },
        { kind: 'room', id: 'b' },
        { kind: 'character', id: 'hero', kit: { locks: 2 } },
        mode,
      ]),
    );
    const figures = [{ character: 'hero', seat: 's0', cell: [0, 0], ...extra }];
    const kitted = createMatch(kitRs, { mode: 'm', seed: 1, seats: 1, layout: { grid: layout.grid, figures } });
    expect(kitted.state.pieces.p0?.vars).toEqual(vars);
  });

  it('leaves a cell empty where the grid names null, numbering the other tiles in order', () => {
    const gaps = createMatch(rs, {
      mode: 'm',
      seed: 1,
      seats: 1,
      layout: {
        grid: [
          ['a', null],
          [null, 'b'],
        ],
        figures: [{ character: 'hero', seat: 's0', cell: [1, 1] }],
      },
    });
    const g = gaps.state.zones.g;
    expect(g?.kind === 'grid' && g.cells).toEqual(['c0', null, null, 'c1']);
    expect(Object.keys(gaps.state.components)).toEqual(['c0', 'c1']);
  });

  it('starts an eliminated figure out of play and off the table, keeping its seat and place in the order', () => {
    const figures = [
      { character: 'hero', seat: 's0', cell: [0, 0], status: 'eliminated' as const },
      { character: 'hero', seat: 's1', cell: [1, 1] },
    ];
    const out = createMatch(rs, { mode: 'm', seed: 1, seats: 2, layout: { grid: layout.grid, figures } });
    expect(out.state.pieces.p0).toMatchObject({ seat: 's0', status: 'eliminated', location: null });
    expect(out.state.pieces.p1).toMatchObject({ status: 'active', location: { component: 'c3' } });
    expect(out.state.order).toEqual(['p0', 'p1']);
  });

  it('rejects a definition the packs do not have', () => {
    expect(() => createMatch(rs, { mode: 'm', seed: 1, seats: 1, layout: { grid: [['zz']] } })).toThrow(
      /unknown definition/,
    );
  });
});

const dealt = {
  ...mode,
  id: 'dealt',
  zones: [...mode.zones, { id: 'pile', kind: 'stack' }, { id: 'hand', kind: 'hand', perSeat: true }],
  setup: {
    steps: [
      { do: 'create-components', zone: 'deck', items: [{ def: 'a', count: 3 }] },
      { do: 'create-components', zone: 'pile', items: [{ def: 'b', count: 2 }] },
      { do: 'create-components', zone: 'g', items: [{ def: 'a', count: 4 }] },
      { do: 'create-pieces', defs: 'hero', seat: { select: 'seats' }, at: { select: 'zone', zone: 'pile' } },
      { do: 'set-var', of: { select: 'seats' }, name: 'first', value: 1 },
    ],
  },
};
const asking = {
  ...dealt,
  id: 'asking',
  setup: {
    steps: [
      ...dealt.setup.steps,
      {
        do: 'for-each',
        in: { select: 'seats' },
        as: 'seat',
        run: [
          {
            do: 'choose-option',
            prompt: 'Which?',
            options: [
              { id: 'x', label: 'X', do: [] },
              { id: 'y', label: 'Y', do: [] },
            ],
          },
        ],
      },
    ],
  },
};
const rs2 = compileOrThrow(
  pack('t', [{ kind: 'room', id: 'a' }, { kind: 'room', id: 'b' }, { kind: 'character', id: 'hero' }, dealt, asking]),
);
const items = (m: ReturnType<typeof createMatch>, zone: string) => {
  const z = m.state.zones[zone];
  return z && z.kind !== 'grid' ? z.items.map((id) => m.state.components[id]?.def) : [];
};

describe('a layout after setup', () => {
  const after = { afterSetup: true, zones: { deck: ['b', 'a'], 'hand@s1': ['b'] }, seatVars: { s1: { bonus: 2 } } };

  it('runs the setup and leaves the zones it does not name as dealt', () => {
    const m = createMatch(rs2, { mode: 'dealt', seed: 1, seats: 2, layout: after });
    expect(items(m, 'pile')).toEqual(['t:b', 't:b']);
    expect(Object.keys(m.state.pieces)).toEqual(['p0', 'p1']);
  });

  it('replaces a named zone with fresh components, numbered after the setup ones', () => {
    const m = createMatch(rs2, { mode: 'dealt', seed: 1, seats: 2, layout: after });
    expect(items(m, 'deck')).toEqual(['t:b', 't:a']);
    const deck = m.state.zones.deck;
    expect(deck?.kind !== 'grid' && deck?.items).toEqual(['c9', 'c10']);
    expect(m.state.components.c0).toBeUndefined();
    expect(items(m, 'hand@s1')).toEqual(['t:b']);
  });

  it('keeps the seat variables the setup set and sets the ones named', () => {
    const m = createMatch(rs2, { mode: 'dealt', seed: 1, seats: 2, layout: after });
    expect(m.state.seats.s1?.vars).toEqual({ first: 1, bonus: 2 });
  });

  it('waits for the setup decisions to be answered before arranging', () => {
    const layout = { afterSetup: true, zones: { deck: ['b', 'a'] } };
    const m = createMatch(rs2, { mode: 'asking', seed: 1, seats: 1, layout });
    expect(m.pending?.seats).toEqual(['s0']);
    expect(items(m, 'deck')).toEqual(['t:a', 't:a', 't:a']);
    const next = answer(rs2, m, [{ seat: 's0', option: 'option:x' }]).match;
    expect(items(next, 'deck')).toEqual(['t:b', 't:a']);
    expect(next.state.arrange).toBeUndefined();
  });

  it('replaces every figure setup made with the figures it lists', () => {
    const figures = [{ character: 'hero', seat: 's1', cell: [1, 1] }];
    const m = createMatch(rs2, { mode: 'dealt', seed: 1, seats: 2, layout: { afterSetup: true, figures } });
    expect(Object.keys(m.state.pieces)).toEqual(['p2']);
    expect(m.state.order).toEqual(['p2']);
    expect(m.state.pieces.p2).toMatchObject({ seat: 's1', location: { component: 'c8' } });
  });

  it('replaces named grid tiles and carries the figures standing on them', () => {
    const start = [
      {
        do: 'create-pieces',
        defs: 'hero',
        seat: { select: 'seats' },
        at: { select: 'first', from: { select: 'components', zone: 'g' } },
      },
    ];
    const onGrid = { ...dealt, id: 'on-grid', setup: { steps: [...dealt.setup.steps.slice(0, 3), ...start] } };
    const rs3 = compileOrThrow(
      pack('t', [{ kind: 'room', id: 'a' }, { kind: 'room', id: 'b' }, { kind: 'character', id: 'hero' }, onGrid]),
    );
    const layout = { afterSetup: true, grid: [['b']] };
    const m = createMatch(rs3, { mode: 'on-grid', seed: 1, seats: 1, layout });
    const g = m.state.zones.g;
    expect(g?.kind === 'grid' && g.cells).toEqual(['c9', 'c6', 'c7', 'c8']);
    expect(m.state.pieces.p0?.location).toEqual({ component: 'c9' });
  });

  it('rejects variables of a seat the match does not have', () => {
    const layout = { afterSetup: true, seatVars: { s5: { x: 1 } } };
    expect(() => createMatch(rs2, { mode: 'dealt', seed: 1, seats: 2, layout })).toThrow(/"s5", which is not a seat/);
  });
});

describe('a layout with a turn in progress', () => {
  const acting = {
    kind: 'mode',
    id: 'acting',
    seats: { players: { min: 1, max: 1 } },
    zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 2 }],
    actions: [
      { id: 'wait', do: [] },
      { id: 'nap', do: [] },
    ],
    phases: [
      { type: 'program', id: 'program', actions: ['wait', 'nap'], slots: 1 },
      { type: 'act', id: 'act-1', slot: 0 },
    ],
  };
  const actRs = compileOrThrow(pack('t', [{ kind: 'room', id: 'a' }, { kind: 'character', id: 'hero' }, acting]));
  const figures = [
    { character: 'hero', seat: 's0', cell: [0, 0], plan: ['wait'] },
    { character: 'hero', seat: 's0', cell: [0, 1], plan: ['nap'] },
  ];
  const start = (turn: Record<string, unknown>) =>
    createMatch(actRs, {
      mode: 'acting',
      seed: 1,
      seats: 1,
      layout: { grid: [['a', 'a']], figures, turn: turn as never },
    });

  it('starts in the named phase at the named figure: those before it have had their turn', () => {
    const m = start({ number: 3, phase: 'act-1', actor: 1 });
    const actions = m.log.filter((e) => e.type === 'action').map((e) => [e.piece, e.data?.['action']]);
    expect(actions).toEqual([['p1', 'nap']]);
    expect(m.state.turn).toBe(4);
    expect(m.log.some((e) => e.type === 'game-start')).toBe(false);
    expect(m.pending?.kind).toBe('simultaneous');
  });

  it('starts at the phase’s first figure when no actor is named', () => {
    const m = start({ phase: 'act-1' });
    expect(m.log.filter((e) => e.type === 'action').map((e) => e.piece)).toEqual(['p0', 'p1']);
    expect(m.state.turn).toBe(2);
  });

  it.each([
    [
      'a phase the turn does not have',
      { phase: 'act-9' },
      /phase "act-9", which the mode's turn does not have \(program, act-1\)/,
    ],
    ['a figure the layout does not list', { phase: 'act-1', actor: 2 }, /names figure 2, but the layout lists 2/],
  ])('rejects %s', (_name, turn, message) => {
    expect(() => start(turn)).toThrow(message);
  });
});

describe('a layout whose turn resumes inside an action', () => {
  const asking = {
    kind: 'mode',
    id: 'asking',
    seats: { players: { min: 1, max: 1 } },
    zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 2 }],
    counters: [{ id: 'score', initial: 0 }],
    actions: [
      {
        id: 'bet',
        do: [
          { do: 'adjust-counter', counter: 'score', by: 1 },
          {
            do: 'choose-option',
            options: [
              { id: 'low', do: [{ do: 'adjust-counter', counter: 'score', by: 10 }] },
              { id: 'high', do: [{ do: 'adjust-counter', counter: 'score', by: 100 }] },
            ],
          },
          {
            do: 'choose-option',
            options: [
              { id: 'stop', do: [] },
              { id: 'double', do: [{ do: 'adjust-counter', counter: 'score', by: 1000 }] },
            ],
          },
        ],
      },
    ],
    phases: [
      { type: 'program', id: 'program', actions: ['bet'], slots: 1 },
      { type: 'act', id: 'act-1', slot: 0 },
    ],
  };
  const rs2 = compileOrThrow(pack('t', [{ kind: 'room', id: 'a' }, { kind: 'character', id: 'hero' }, asking]));
  const figures = [{ character: 'hero', seat: 's0', cell: [0, 0], plan: ['bet'] }];
  const start = (answers?: unknown[]) =>
    createMatch(rs2, {
      mode: 'asking',
      seed: 7,
      seats: 1,
      layout: { grid: [['a', 'a']], figures, turn: { phase: 'act-1', ...(answers ? { answers } : {}) } as never },
    });
  const optionsOf = (m: ReturnType<typeof start>) => m.pending?.options['s0']?.map((o) => o.id);

  it('replays the answers already given, so the match waits at the action’s next decision', () => {
    const played = answer(rs2, start(), [{ seat: 's0', option: 'option:high' }]).match;
    const resumed = start([{ seat: 's0', option: 'option:high' }]);
    expect(optionsOf(resumed)).toEqual(['option:stop', 'option:double']);
    expect(resumed.state.counters['score']).toBe(101);
    expect(stateHash(resumed.state)).toBe(stateHash(played.state));
  });

  it('takes each step as one answer or as one answer per seat', () => {
    const one = start([{ seat: 's0', option: 'option:low' }]);
    const list = start([[{ seat: 's0', option: 'option:low' }]]);
    expect(stateHash(list.state)).toBe(stateHash(one.state));
  });

  it('gives the same hash for the same layout, seed and answers', () => {
    const a = answer(rs2, start([{ seat: 's0', option: 'option:low' }]), [
      { seat: 's0', option: 'option:double' },
    ]).match;
    const b = answer(rs2, start([{ seat: 's0', option: 'option:low' }]), [
      { seat: 's0', option: 'option:double' },
    ]).match;
    expect(a.state.counters['score']).toBe(1011);
    expect(stateHash(a.state)).toBe(stateHash(b.state));
  });

  it('names the turn answer the action does not offer', () => {
    expect(() => start([{ seat: 's0', option: 'option:medium' }])).toThrow(
      /the layout's turn answer 1 \(s0: option:medium\): "option:medium" is not an option of s0/,
    );
  });
});
