import { effectTable } from '../testing/effect-case.ts';

const cast = ['ann', 'bob', 'cid'].map((id) => ({ kind: 'character', id, name: id }));

effectTable('create-pieces', [
  {
    name: 'deals definitions round-robin to seats and appends them to the turn order',
    table: { grid: ['x'], seats: 2 },
    args: { do: 'create-pieces', defs: ['token'], seat: { select: 'seats' }, count: 2, at: 'home' },
    bindings: { home: 'r0c0' },
    expected: {
      pieces: { p100: 'r0c0', p101: 'r0c0', p102: 'r0c0', p103: 'r0c0' },
      order: ['p100', 'p101', 'p102', 'p103'],
    },
  },
  {
    name: 'creates uncontrolled pieces without seats',
    table: { stacks: { pool: [] } },
    args: { do: 'create-pieces', defs: ['token'], count: 1, at: { select: 'zone', zone: 'pool' } },
    expected: { pieces: { p100: 'pool' } },
  },
  {
    name: 'keeps pieces of a piece definition out of the turn order',
    table: { grid: ['x'], defs: [{ kind: 'piece', id: 'bot', name: 'bot' }] },
    args: { do: 'create-pieces', defs: ['bot'], count: 2, at: 'home' },
    bindings: { home: 'r0c0' },
    expected: { pieces: { p100: 'r0c0', p101: 'r0c0' }, order: [] },
  },
  {
    name: 'creates none for a count of zero',
    table: { grid: ['x'] },
    args: { do: 'create-pieces', defs: ['token'], count: 0, at: 'home' },
    bindings: { home: 'r0c0' },
    expected: { pieces: {} },
  },
  {
    name: 'gives a seat the definition it picked and deals the others what is left',
    table: { grid: ['x'], seats: 2, defs: cast, picks: { s1: ['ann'] } },
    args: { do: 'create-pieces', defs: ['ann', 'bob'], seat: { select: 'seats' }, count: 1, at: 'home' },
    bindings: { home: 'r0c0' },
    expected: { dealt: { p100: 's0:bob', p101: 's1:ann' }, picks: null, error: null },
  },
  {
    name: 'accepts a picked definition by its qualified id',
    table: { grid: ['x'], seats: 1, defs: cast, picks: { s0: ['t:cid'] } },
    args: { do: 'create-pieces', defs: ['ann', 'bob', 'cid'], seat: { select: 'seats' }, count: 1, at: 'home' },
    bindings: { home: 'r0c0' },
    expected: { dealt: { p100: 's0:cid' }, error: null },
  },
  {
    name: 'deals a seat its picks first and the rest of its pieces as before',
    table: { grid: ['x'], seats: 1, defs: cast, picks: { s0: ['cid'] } },
    args: { do: 'create-pieces', defs: ['ann', 'bob', 'cid'], seat: { select: 'seats' }, count: 3, at: 'home' },
    bindings: { home: 'r0c0' },
    expected: { dealt: { p100: 's0:cid', p101: 's0:ann', p102: 's0:bob' }, error: null },
  },
  {
    name: 'never deals a picked definition to another seat after a shuffle',
    table: { grid: ['x'], seats: 3, defs: cast, picks: { s2: ['ann'] } },
    args: { do: 'create-pieces', defs: ['ann', 'bob', 'cid'], seat: { select: 'seats' }, at: 'home', shuffle: true },
    bindings: { home: 'r0c0' },
    expected: { dealt: { p100: 's0:bob', p101: 's1:cid', p102: 's2:ann' }, error: null },
  },
  {
    name: 'refuses a pick the step does not offer',
    table: { grid: ['x'], seats: 1, defs: cast, picks: { s0: ['cid'] } },
    args: { do: 'create-pieces', defs: ['ann', 'bob'], seat: { select: 'seats' }, at: 'home' },
    bindings: { home: 'r0c0' },
    expected: {
      error: 'create-pieces: seat s0 picked "cid", which this step does not offer (offers: t:ann, t:bob)',
    },
  },
  {
    name: 'refuses one definition picked by two seats',
    table: { grid: ['x'], seats: 2, defs: cast, picks: { s0: ['ann'], s1: ['ann'] } },
    args: { do: 'create-pieces', defs: ['ann', 'bob'], seat: { select: 'seats' }, at: 'home' },
    bindings: { home: 'r0c0' },
    expected: { error: 'create-pieces: "t:ann" is picked twice (more often than this step offers it)' },
  },
  {
    name: 'refuses more picks than the pieces a seat gets',
    table: { grid: ['x'], seats: 1, defs: cast, picks: { s0: ['ann', 'bob'] } },
    args: { do: 'create-pieces', defs: ['ann', 'bob'], seat: { select: 'seats' }, count: 1, at: 'home' },
    bindings: { home: 'r0c0' },
    expected: { error: 'create-pieces: seat s0 picked 2, but gets 1 piece' },
  },
  {
    name: 'leaves picks to a later step when it deals to no seat',
    table: { grid: ['x'], defs: [...cast, { kind: 'piece', id: 'bot', name: 'bot' }], picks: { s0: ['ann'] } },
    args: { do: 'create-pieces', defs: ['bot'], at: 'home' },
    bindings: { home: 'r0c0' },
    expected: { dealt: { p100: '-:bot' }, picks: { s0: ['ann'] } },
  },
]);
