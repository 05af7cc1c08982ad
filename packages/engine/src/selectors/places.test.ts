import { valueTable } from '../testing/effect-case.ts';

const table = {
  grid: ['a b c', 'd e f', 'g h i'],
  pieces: { p1: 'r1c1', p2: { at: 'r0c0', seat: 's1' } },
  stacks: { d: ['x', 'y', 'z'] },
  seats: 3,
};

valueTable('place selectors', 'selector', [
  {
    name: 'adjacent gives the four orthogonal neighbours',
    table,
    value: { select: 'adjacent', of: 'c' },
    bindings: { c: 'r1c1' },
    expected: ['r0c1', 'r2c1', 'r1c0', 'r1c2'],
  },
  {
    name: 'adjacent of a piece looks around where it stands',
    table,
    value: { select: 'adjacent', of: 'p' },
    bindings: { p: 'p2' },
    expected: ['r1c0', 'r0c1'],
  },
  {
    name: 'adjacent along one axis',
    table,
    value: { select: 'adjacent', of: 'c', axis: 'col' },
    bindings: { c: 'r1c1' },
    expected: ['r0c1', 'r2c1'],
  },
  {
    name: 'adjacent wraps when asked',
    table,
    value: { select: 'adjacent', of: 'c', wrap: true, axis: 'row' },
    bindings: { c: 'r0c0' },
    expected: ['r0c2', 'r0c1'],
  },
  {
    name: 'adjacent of several components lists each neighbour once, in the order first reached',
    table,
    value: { select: 'adjacent', of: { select: 'union', of: ['a', 'b'] } },
    bindings: { a: 'r0c0', b: 'r0c2' },
    expected: ['r1c0', 'r0c1', 'r1c2'],
  },
  {
    name: 'adjacent wrapping round a two-wide line lists the one neighbour once',
    table: { grid: ['a b', 'c d'] },
    value: { select: 'adjacent', of: 'c', wrap: true },
    bindings: { c: 'r0c0' },
    expected: ['r1c0', 'r0c1'],
  },
  {
    name: 'adjacent of something off the grid is empty',
    table,
    value: { select: 'adjacent', of: 'c' },
    bindings: { c: 'd-0' },
    expected: [],
  },
  {
    name: 'line gives the column through a component',
    table,
    value: { select: 'line', of: 'c', axis: 'col' },
    bindings: { c: 'r1c2' },
    expected: ['r0c2', 'r1c2', 'r2c2'],
  },
  {
    name: 'location gives where pieces stand',
    table,
    value: { select: 'location', of: { select: 'pieces' } },
    expected: ['r1c1', 'r0c0'],
  },
  {
    name: 'top gives the first n of a stack',
    table,
    value: { select: 'top', zone: 'd', count: 2 },
    expected: ['d-0', 'd-1'],
  },
  { name: 'top from the bottom', table, value: { select: 'top', zone: 'd', from: 'bottom' }, expected: ['d-2'] },
  {
    name: 'top from the bottom gives the last n, the bottom card first',
    table,
    value: { select: 'top', zone: 'd', from: 'bottom', count: 2 },
    expected: ['d-2', 'd-1'],
  },
  {
    name: 'top of more cards than the stack holds gives the whole stack',
    table,
    value: { select: 'top', zone: 'd', count: 5 },
    expected: ['d-0', 'd-1', 'd-2'],
  },
  {
    name: 'top from the bottom of more cards than the stack holds gives it all, reversed',
    table,
    value: { select: 'top', zone: 'd', from: 'bottom', count: 5 },
    expected: ['d-2', 'd-1', 'd-0'],
  },
  {
    name: 'top of a count with a fraction takes its whole part, as a slice would',
    table,
    value: { select: 'top', zone: 'd', count: 1.5 },
    expected: ['d-0'],
  },
  { name: 'top of none gives no card', table, value: { select: 'top', zone: 'd', count: 0 }, expected: [] },
  {
    name: 'seat-of gives the controlling seats',
    table,
    value: { select: 'seat-of', of: { select: 'pieces' } },
    expected: ['s0', 's1'],
  },
  {
    name: 'next-seat wraps around the table',
    table,
    value: { select: 'next-seat', of: 'who' },
    bindings: { who: 's2' },
    expected: ['s0'],
  },
  { name: 'next-seat of nobody is nobody', table, value: { select: 'next-seat', of: 'missing' }, expected: [] },
]);
