import { effectTable, valueTable } from '../testing/effect-case.ts';

const table = {
  grid: ['x y^', 'z x'],
  pieces: { p1: 'r0c0', p2: { at: 'r0c0', seat: 's1' }, p3: 'r1c1' },
  stacks: { d: ['x', 'y'] },
  regions: {
    top: [
      [0, 0],
      [0, 1],
    ],
  },
};

valueTable('table selectors', 'selector', [
  {
    name: 'pieces with a team keep those whose seat is on it',
    table,
    value: { select: 'pieces', team: 'a' },
    expected: [],
  },
  {
    name: "pieces with a computed team read it in the caller's bindings (no team matches no team)",
    table,
    value: {
      select: 'pieces',
      team: { op: 'team', of: 'it' },
      where: { op: 'eq', a: { op: 'get', name: 'it' }, b: 'p3' },
    },
    bindings: { it: 's1' },
    expected: ['p3'],
  },
  {
    name: 'components lists every component on the table',
    table,
    value: { select: 'components' },
    expected: ['r0c0', 'r0c1', 'r1c0', 'r1c1', 'd-0', 'd-1'],
  },
  {
    name: 'components filters by zone, face and definition',
    table,
    value: { select: 'components', zone: 'grid', faceUp: false, def: 'x' },
    expected: ['r0c0', 'r1c1'],
  },
  {
    name: 'components of a grid filtered only by face down come in cell order, empty cells left out',
    table: { ...table, grid: ['x y^ .', 'z . x^'] },
    value: { select: 'components', zone: 'grid', faceUp: false },
    expected: ['r0c0', 'r1c0'],
  },
  {
    name: 'components of a grid filtered only by face up keep the face-up ones',
    table: { ...table, grid: ['x y^ .', 'z . x^'] },
    value: { select: 'components', zone: 'grid', faceUp: true },
    expected: ['r0c1', 'r1c2'],
  },
  {
    name: 'components filters by region',
    table,
    value: { select: 'components', zone: 'grid', region: 'top' },
    expected: ['r0c0', 'r0c1'],
  },
  {
    name: 'components of one definition in a region come in cell order, however the region lists them',
    table: {
      ...table,
      regions: {
        backwards: [
          [1, 1],
          [0, 1],
          [0, 0],
        ],
      },
    },
    value: { select: 'components', zone: 'grid', region: 'backwards', def: 'x' },
    expected: ['r0c0', 'r1c1'],
  },
  {
    name: 'components of one definition leave out those outside the region',
    table,
    value: { select: 'components', zone: 'grid', region: 'top', def: 'x' },
    expected: ['r0c0'],
  },
  {
    name: 'components finds nothing of an unknown zone',
    table,
    value: { select: 'components', zone: 'd', def: 'z' },
    expected: [],
  },
  {
    name: 'pieces on a component',
    table,
    value: { select: 'pieces', on: 'c' },
    bindings: { c: 'r0c0' },
    expected: ['p1', 'p2'],
  },
  {
    name: 'pieces of a seat',
    table,
    value: { select: 'pieces', seat: 'who' },
    bindings: { who: 's1' },
    expected: ['p2'],
  },
  {
    name: 'the first of the pieces on a component is the first that passes, in creation order',
    table,
    value: { select: 'first', from: { select: 'pieces', on: 'c' } },
    bindings: { c: 'r0c0' },
    expected: ['p1'],
  },
  {
    name: 'the first of the pieces of a seat skips those of other seats',
    table,
    value: { select: 'first', from: { select: 'pieces', seat: 'who' } },
    bindings: { who: 's1' },
    expected: ['p2'],
  },
  {
    name: 'the first of no pieces is nothing',
    table,
    value: { select: 'first', from: { select: 'pieces', status: 'eliminated' } },
    expected: [],
  },
  {
    name: 'pieces by status skips the active ones',
    table,
    value: { select: 'pieces', status: 'eliminated' },
    expected: [],
  },
  {
    name: 'seats in seat order',
    table: { ...table, seats: 3 },
    value: { select: 'seats' },
    expected: ['s0', 's1', 's2'],
  },
  { name: 'zone names a zone', table, value: { select: 'zone', zone: 'd' }, expected: ['d'] },
  {
    name: 'cells of a region',
    table,
    value: { select: 'cells', zone: 'grid', region: 'top' },
    expected: ['grid#0', 'grid#1'],
  },
  {
    name: 'cells that are empty',
    table: { grid: ['x .'] },
    value: { select: 'cells', zone: 'grid', empty: true },
    expected: ['grid#1'],
  },
  {
    name: 'pieces of one content kind',
    table: {
      grid: ['x'],
      pieces: { p1: 'r0c0', p2: { at: 'r0c0', seat: null, def: 'bot' } },
      defs: [{ kind: 'piece', id: 'bot', name: 'bot' }],
    },
    value: { select: 'pieces', kind: 'piece' },
    expected: ['p2'],
  },
  {
    name: 'pieces that are characters',
    table: {
      grid: ['x'],
      pieces: { p1: 'r0c0', p2: { at: 'r0c0', seat: null, def: 'bot' } },
      defs: [{ kind: 'piece', id: 'bot', name: 'bot' }],
    },
    value: { select: 'pieces', kind: 'character' },
    expected: ['p1'],
  },
]);

// `count` counts a `pieces` selector in place (no list): every filter must still apply.
const mixed = {
  ...table,
  pieces: { ...table.pieces, b1: { at: 'r0c0', seat: null, def: 'bot' } },
  defs: [{ kind: 'piece', id: 'bot', name: 'bot' }],
};

valueTable('counting pieces in place', 'expression', [
  {
    name: 'a count of pieces of one kind leaves out the other kind',
    table: mixed,
    value: { op: 'count', of: { select: 'pieces', kind: 'character', on: 'c' } },
    bindings: { c: 'r0c0' },
    expected: 2,
  },
  {
    name: 'a count of pieces of the piece kind counts only those',
    table: mixed,
    value: { op: 'count', of: { select: 'pieces', kind: 'piece' } },
    expected: 1,
  },
  {
    name: 'a count of pieces by status alone counts the active ones by default',
    table: mixed,
    value: { op: 'count', of: { select: 'pieces' } },
    expected: 4,
  },
  {
    name: 'a count of pieces of any status counts every piece',
    table: mixed,
    value: { op: 'count', of: { select: 'pieces', status: 'any' } },
    expected: 4,
  },
  {
    name: 'a count of pieces of another status leaves out the active ones',
    table: mixed,
    value: { op: 'count', of: { select: 'pieces', status: 'eliminated' } },
    expected: 0,
  },
  {
    name: 'a count of pieces with a team counts only that team',
    table,
    value: { op: 'count', of: { select: 'pieces', team: 'a' } },
    expected: 0,
  },
]);

// A zone filtered by one definition is read from the definition's index when that lists fewer
// components than the zone holds: the zone's own order must still come out. Here the box's face-up
// `x` (made after the other) is first put on its top, then every `x` of the box is moved, in the
// listed order, to the bottom of `out`.
const faceUpXOnTopFirst = {
  do: 'if',
  if: true,
  then: [
    { do: 'move-component', component: { select: 'components', zone: 'box', faceUp: true }, to: 'box' },
    { do: 'move-component', component: { select: 'components', zone: 'box', def: 'x' }, to: 'out', position: 'bottom' },
  ],
};

effectTable('components of one definition in a zone', [
  {
    name: "come in the zone's order, not the order they were made",
    table: { stacks: { box: ['x', 'y', 'z', 'x^', 'y'], out: [] } },
    args: faceUpXOnTopFirst,
    expected: { zones: { box: ['y', 'z', 'y'], out: ['x^', 'x'] } },
  },
  {
    name: 'leave out those of the definition in another zone',
    table: { stacks: { box: ['x', 'y', 'z', 'x^', 'y'], out: ['x'] } },
    args: faceUpXOnTopFirst,
    expected: { zones: { box: ['y', 'z', 'y'], out: ['x', 'x^', 'x'] } },
  },
]);
