import { effectTable } from '../testing/effect-case.ts';

const exitWhenMarked = {
  kind: 'room',
  id: 'out',
  modifiers: [{ rule: 'leave-grid-on-shift', when: { op: 'gt', a: { op: 'marker', of: 'self', name: 'go' }, b: 0 } }],
  triggers: [{ on: 'left-grid', do: [{ do: 'escape', piece: { select: 'pieces', on: 'self' } }] }],
};

const fragile = {
  kind: 'room',
  id: 'weak',
  triggers: [{ on: 'shifted', do: [{ do: 'add-marker', to: 'self', marker: 'broken' }] }],
};

effectTable('shift-line', [
  {
    name: 'tells every tile of the moved line that it shifted',
    table: { grid: ['weak b', 'weak d'], defs: [fragile] },
    args: { do: 'shift-line', zone: 'grid', axis: 'row', direction: 'forward', through: 'c' },
    bindings: { c: 'r0c0' },
    expected: { grid: ['b weak', 'weak d'], markers: { r0c0: { broken: 1 } } },
  },
  {
    name: 'tells a delayed effect waiting for shifted when no trigger names it',
    table: { grid: ['a b'], counters: { n: 0 } },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'schedule', on: { on: 'shifted' }, run: [{ do: 'set-counter', counter: 'n', value: 1 }] },
        { do: 'shift-line', zone: 'grid', axis: 'row', direction: 'forward', through: 'c' },
      ],
    },
    bindings: { c: 'r0c0' },
    expected: { grid: ['b a'], counters: { n: 1 } },
  },
  {
    name: 'leaves tiles of other lines unshifted',
    table: { grid: ['a weak', 'c d'], defs: [fragile] },
    args: { do: 'shift-line', zone: 'grid', axis: 'row', direction: 'forward', through: 'c' },
    bindings: { c: 'r1c0' },
    expected: { grid: ['a weak', 'd c'], markers: {} },
  },
  {
    name: 'offers every direction of the lines through the component',
    table: { grid: ['a b', 'c d'] },
    args: { do: 'shift-line', zone: 'grid', through: 'c' },
    bindings: { c: 'r0c0' },
    expected: { pending: ['shift:row:0:forward', 'shift:row:0:back', 'shift:col:0:forward', 'shift:col:0:back'] },
  },
  {
    name: 'offers a line moved this turn only the way it moved',
    table: { grid: ['a b', 'c d'] },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'shift-line', zone: 'grid', axis: 'row', direction: 'forward', through: 'c' },
        { do: 'shift-line', zone: 'grid', through: 'c' },
      ],
    },
    bindings: { c: 'r0c0' },
    expected: { pending: ['shift:row:0:forward', 'shift:col:1:forward', 'shift:col:1:back'] },
  },
  {
    name: 'offers a column moved this turn only the way it moved, as it does a row',
    table: { grid: ['a b', 'c d'] },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'shift-line', zone: 'grid', axis: 'col', direction: 'back', through: 'c' },
        { do: 'shift-line', zone: 'grid', through: 'c' },
      ],
    },
    bindings: { c: 'r0c0' },
    expected: { pending: ['shift:row:1:forward', 'shift:row:1:back', 'shift:col:0:back'] },
  },
  {
    name: 'locks a line past the eighth as it locks the first ones',
    table: {
      grid: [
        'a0 b0 x0',
        'c1 d1 x1',
        'e2 f2 x2',
        'g3 h3 x3',
        'i4 j4 x4',
        'k5 l5 x5',
        'm6 n6 x6',
        'o7 p7 x7',
        'q8 r8 x8',
        's9 t9 x9',
      ],
    },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'shift-line', zone: 'grid', axis: 'row', direction: 'back', through: 'c' },
        { do: 'shift-line', zone: 'grid', axis: 'row', through: 'c' },
      ],
    },
    bindings: { c: 'r9c0' },
    expected: {
      pending: null,
      grid: [
        'a0 b0 x0',
        'c1 d1 x1',
        'e2 f2 x2',
        'g3 h3 x3',
        'i4 j4 x4',
        'k5 l5 x5',
        'm6 n6 x6',
        'o7 p7 x7',
        'q8 r8 x8',
        'x9 s9 t9',
      ],
    },
  },
  {
    name: 'wraps the tile pushed off the end, pieces riding along',
    table: { grid: ['a b c'], pieces: { p1: 'r0c2' } },
    args: { do: 'shift-line', zone: 'grid', axis: 'row', direction: 'forward', through: 'c' },
    bindings: { c: 'r0c0' },
    expected: { grid: ['c a b'], pieces: { p1: 'r0c2' } },
  },
  {
    name: 'shifts back (left/up)',
    table: { grid: ['a', 'b', 'c'] },
    args: { do: 'shift-line', zone: 'grid', axis: 'col', direction: 'back', through: 'c' },
    bindings: { c: 'r0c0' },
    expected: { grid: ['b', 'c', 'a'] },
  },
  {
    name: 'never moves a fixed line',
    table: { grid: ['a b', 'c d'], fixedRows: [0], fixedCols: [0] },
    args: { do: 'shift-line', zone: 'grid', through: 'c' },
    bindings: { c: 'r0c0' },
    expected: { pending: null, grid: ['a b', 'c d'] },
  },
  {
    name: 'only repeats the direction a line already moved this turn',
    table: { grid: ['a b c'] },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'shift-line', zone: 'grid', axis: 'row', direction: 'forward', through: 'c' },
        { do: 'shift-line', zone: 'grid', axis: 'row', through: 'c' },
      ],
    },
    bindings: { c: 'r0c0' },
    expected: { grid: ['b c a'], pending: null },
  },
  {
    name: 'pushes a tile out of the grid when its modifier holds',
    table: { grid: ['a out^'], pieces: { p1: 'r0c1' }, defs: [exitWhenMarked] },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'add-marker', to: 'c', marker: 'go' },
        { do: 'shift-line', zone: 'grid', axis: 'row', direction: 'forward', through: 'c' },
      ],
    },
    bindings: { c: 'r0c1' },
    expected: { grid: ['. a'], pieces: { p1: 'escaped' } },
  },
  {
    name: 'wraps that tile when its modifier fails',
    table: { grid: ['a out^'], defs: [exitWhenMarked] },
    args: { do: 'shift-line', zone: 'grid', axis: 'row', direction: 'forward', through: 'c' },
    bindings: { c: 'r0c1' },
    expected: { grid: ['out^ a'] },
  },
  {
    name: 'applies the chosen option',
    table: { grid: ['a b', 'c d'] },
    args: { do: 'shift-line', zone: 'grid' },
    answers: ['shift:col:1:forward'],
    expected: { grid: ['a d', 'c b'] },
  },
  {
    name: 'shifts the one line it names without asking',
    table: { grid: ['a b', 'c d'] },
    args: { do: 'shift-line', zone: 'grid', axis: 'row', line: 1, direction: 'back' },
    expected: { grid: ['a b', 'd c'], pending: null },
  },
  {
    name: 'does nothing to a named line that is fixed',
    table: { grid: ['a b', 'c d'], fixedRows: [1] },
    args: { do: 'shift-line', zone: 'grid', axis: 'row', line: 1, direction: 'back' },
    expected: { grid: ['a b', 'c d'], pending: null },
  },
]);
