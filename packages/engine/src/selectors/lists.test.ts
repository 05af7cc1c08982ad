import { valueTable } from '../testing/effect-case.ts';

const grid = { grid: ['x y z'] };
const all = { select: 'components', zone: 'grid' };

valueTable('list selectors', 'selector', [
  {
    name: 'self gives the bound self',
    table: grid,
    value: { select: 'self' },
    bindings: { self: 'r0c1' },
    expected: ['r0c1'],
  },
  {
    name: 'var gives a bound name',
    table: grid,
    value: { select: 'var', name: 'target' },
    bindings: { target: 'r0c2' },
    expected: ['r0c2'],
  },
  {
    name: 'a bare string is a bound name',
    table: grid,
    value: 'target',
    bindings: { target: 'r0c2' },
    expected: ['r0c2'],
  },
  { name: 'an unbound name gives nothing', table: grid, value: 'missing', expected: [] },
  {
    name: 'union joins without duplicates',
    table: grid,
    value: { select: 'union', of: ['a', 'b', 'a'] },
    bindings: { a: 'r0c0', b: 'r0c1' },
    expected: ['r0c0', 'r0c1'],
  },
  {
    name: 'except removes items',
    table: grid,
    value: { select: 'except', from: all, remove: 'a' },
    bindings: { a: 'r0c1' },
    expected: ['r0c0', 'r0c2'],
  },
  {
    name: 'filter keeps items where it holds',
    table: grid,
    value: { select: 'filter', from: all, where: { op: 'is', of: 'it', def: 'z' } },
    expected: ['r0c2'],
  },
  {
    name: 'first takes the first n',
    table: grid,
    value: { select: 'first', from: all, count: 2 },
    expected: ['r0c0', 'r0c1'],
  },
  {
    name: 'first without a count takes the first item alone',
    table: grid,
    value: { select: 'first', from: all },
    expected: ['r0c0'],
  },
  {
    name: 'first of an empty list is empty',
    table: grid,
    value: { select: 'first', from: { select: 'filter', from: all, where: false } },
    expected: [],
  },
  {
    name: 'first of the seats is the first seat in seat order',
    table: { ...grid, seats: 3 },
    value: { select: 'first', from: { select: 'seats' } },
    expected: ['s0'],
  },
  {
    name: 'sorted orders by a key, descending on request',
    table: {
      grid: ['x y z'],
      defs: [
        { kind: 'room', id: 'x', props: { n: 2 } },
        { kind: 'room', id: 'y', props: { n: 3 } },
        { kind: 'room', id: 'z', props: { n: 1 } },
      ],
    },
    value: { select: 'sorted', from: all, by: { op: 'prop', of: 'it', name: 'n' }, order: 'desc' },
    expected: ['r0c1', 'r0c0', 'r0c2'],
  },
  {
    name: 'sorted keeps list order among items of equal keys, in either direction',
    table: {
      grid: ['x y z w'],
      defs: [
        { kind: 'room', id: 'x', props: { n: 1 } },
        { kind: 'room', id: 'y', props: { n: 2 } },
        { kind: 'room', id: 'z', props: { n: 1 } },
        { kind: 'room', id: 'w', props: { n: 2 } },
      ],
    },
    value: { select: 'sorted', from: all, by: { op: 'prop', of: 'it', name: 'n' }, order: 'desc' },
    expected: ['r0c1', 'r0c3', 'r0c0', 'r0c2'],
  },
  {
    name: 'sorted leaves a bound it as it found it',
    table: {
      grid: ['x y z'],
      defs: [
        { kind: 'room', id: 'x', props: { n: 2 } },
        { kind: 'room', id: 'y', props: { n: 3 } },
        { kind: 'room', id: 'z', props: { n: 1 } },
      ],
    },
    value: {
      select: 'except',
      from: { select: 'sorted', from: all, by: { op: 'prop', of: 'it', name: 'n' } },
      remove: 'it',
    },
    bindings: { it: 'r0c0' },
    expected: ['r0c2', 'r0c1'],
  },
  {
    name: 'random draws n distinct items with the seeded rng',
    table: grid,
    value: { select: 'random', from: all, count: 2 },
    expected: ['r0c2', 'r0c1'],
  },
  {
    name: 'random draws each next item out of those left, closing the gap as it goes',
    table: { stacks: { deck: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] } },
    value: { select: 'random', from: { select: 'components', zone: 'deck' }, count: 7 },
    expected: ['deck-8', 'deck-2', 'deck-9', 'deck-3', 'deck-0', 'deck-6', 'deck-5'],
  },
  {
    name: 'random draws nothing from nothing',
    table: grid,
    value: { select: 'random', from: 'missing', count: 2 },
    expected: [],
  },
]);
