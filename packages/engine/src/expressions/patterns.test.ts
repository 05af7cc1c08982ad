import { describe, expect, it } from 'vitest';
import { valueTable } from '../testing/effect-case.ts';
import { orientations } from './patterns.ts';

// A 3×3 grid: r = red, g = green, y = yellow; `^` face up. The middle cell is a yellow room.
const defs = [
  { kind: 'room', id: 'r', props: { colour: 'red' } },
  { kind: 'room', id: 'g', props: { colour: 'green' } },
  { kind: 'room', id: 'y', props: { colour: 'yellow' } },
  {
    kind: 'puzzle-card',
    id: 'next-to-red',
    name: 'next to red',
    number: 1,
    family: 'condition',
    condition: {
      op: 'grid-pattern',
      anchor: 'room',
      orient: 'rotate',
      cells: [{ at: [-1, 0], where: { op: 'eq', a: { op: 'prop', of: 'it', name: 'colour' }, b: 'red' } }],
    },
  },
  { kind: 'puzzle-card', id: 'always', name: 'always', number: 2, family: 'condition', condition: true },
];
const table = {
  grid: ['g^ r^ g', 'y^ y^ g^', 'g^ r y^'],
  defs,
  stacks: { cards: ['next-to-red', 'always', 'r'] },
};
// Around its middle: red above, green to the right, yellow below and to the left.
const chiral = { ...table, grid: ['g^ r^ g', 'y^ y^ g^', 'g^ y^ y^'] };
const red = { op: 'eq', a: { op: 'prop', of: 'it', name: 'colour' }, b: 'red' };
const green = { op: 'eq', a: { op: 'prop', of: 'it', name: 'colour' }, b: 'green' };
const mid = { c: 'r1c1' };

valueTable('grid-pattern', 'expression', [
  {
    name: 'a fixed one-cell pattern looks only where it points',
    table,
    value: { op: 'grid-pattern', anchor: 'c', cells: [{ at: [0, -1], where: red }] },
    bindings: mid,
    expected: 0,
  },
  {
    name: 'a one-cell pattern turned four ways counts each adjacent match once',
    table,
    value: { op: 'grid-pattern', anchor: 'c', orient: 'rotate', cells: [{ at: [-1, 0], where: red }] },
    bindings: mid,
    expected: 2,
  },
  {
    name: 'mirror images add no placement a quarter turn already covers',
    table,
    value: { op: 'grid-pattern', anchor: 'c', orient: 'rotate-reflect', cells: [{ at: [-1, 0], where: red }] },
    bindings: mid,
    expected: 2,
  },
  {
    name: 'a two-cell pattern needs both cells in the same placement',
    table,
    value: {
      op: 'grid-pattern',
      anchor: 'c',
      orient: 'rotate',
      cells: [
        { at: [-1, 0], where: red },
        { at: [0, 1], where: green },
      ],
    },
    bindings: mid,
    expected: 1,
  },
  {
    name: 'a T pattern that only fits mirrored is not found by quarter turns',
    table: chiral,
    value: {
      op: 'grid-pattern',
      anchor: 'c',
      orient: 'rotate',
      cells: [
        { at: [-1, 0], where: red },
        { at: [0, -1], where: green },
        { at: [1, 0], where: { op: 'eq', a: { op: 'prop', of: 'it', name: 'colour' }, b: 'yellow' } },
      ],
    },
    bindings: mid,
    expected: 0,
  },
  {
    name: 'the same T pattern holds once mirror images are allowed',
    table: chiral,
    value: {
      op: 'grid-pattern',
      anchor: 'c',
      orient: 'rotate-reflect',
      cells: [
        { at: [-1, 0], where: red },
        { at: [0, -1], where: green },
        { at: [1, 0], where: { op: 'eq', a: { op: 'prop', of: 'it', name: 'colour' }, b: 'yellow' } },
      ],
    },
    bindings: mid,
    expected: 1,
  },
  {
    name: 'cells off the grid never hold',
    table,
    value: { op: 'grid-pattern', anchor: 'c', cells: [{ at: [-1, 0] }] },
    bindings: { c: 'r0c0' },
    expected: 0,
  },
  {
    name: 'a cell without a test holds wherever a component lies',
    table,
    value: { op: 'grid-pattern', anchor: 'c', orient: 'rotate', cells: [{ at: [0, 1] }] },
    bindings: { c: 'r0c0' },
    expected: 2,
  },
  {
    name: 'tests read face-down rooms only when they say so',
    table,
    value: {
      op: 'grid-pattern',
      anchor: 'c',
      orient: 'rotate',
      cells: [{ at: [1, 0], where: { op: 'and', args: [{ op: 'face-up', of: 'it' }, red] } }],
    },
    bindings: mid,
    expected: 1,
  },
  {
    name: 'an absolute pattern with match any finds a component on one of its positions',
    table,
    value: {
      op: 'grid-pattern',
      zone: 'grid',
      match: 'any',
      cells: [
        { at: [0, 0], where: { op: 'same', a: 'it', b: 'c' } },
        { at: [2, 2], where: { op: 'same', a: 'it', b: 'c' } },
      ],
    },
    bindings: { c: 'r2c2' },
    expected: 1,
  },
  {
    name: 'an absolute pattern with match any fails off its positions',
    table,
    value: {
      op: 'grid-pattern',
      zone: 'grid',
      match: 'any',
      cells: [
        { at: [0, 0], where: { op: 'same', a: 'it', b: 'c' } },
        { at: [2, 2], where: { op: 'same', a: 'it', b: 'c' } },
      ],
    },
    bindings: mid,
    expected: 0,
  },
  {
    name: 'a fixed absolute pattern is read in the board orientation only',
    table,
    value: { op: 'grid-pattern', zone: 'grid', cells: [{ at: [0, 1], where: { op: 'same', a: 'it', b: 'c' } }] },
    bindings: { c: 'r1c2' },
    expected: 0,
  },
  {
    name: 'an absolute pattern turned about the centre reaches the turned positions',
    table,
    value: {
      op: 'grid-pattern',
      zone: 'grid',
      orient: 'rotate',
      cells: [{ at: [0, 1], where: { op: 'same', a: 'it', b: 'c' } }],
    },
    bindings: { c: 'r1c2' },
    expected: 1,
  },
  {
    name: 'an anchor off any grid gives no placement',
    table,
    value: { op: 'grid-pattern', anchor: 'c', cells: [{ at: [0, 0] }] },
    bindings: { c: 'cards-0' },
    expected: 0,
  },
]);

valueTable('distinct', 'expression', [
  {
    name: 'distinct counts different definitions',
    table,
    value: { op: 'distinct', of: { select: 'components', zone: 'grid' } },
    expected: 3,
  },
  {
    name: 'distinct by an expression counts different values',
    table,
    value: {
      op: 'distinct',
      of: { select: 'line', of: 'c', axis: 'row' },
      by: { op: 'prop', of: 'it', name: 'colour' },
    },
    bindings: { c: 'r0c0' },
    expected: 2,
  },
  {
    name: 'distinct leaves out null values',
    table,
    value: { op: 'distinct', of: { select: 'components', zone: 'grid' }, by: { op: 'prop', of: 'it', name: 'nope' } },
    expected: 0,
  },
  {
    name: 'count above distinct means two items are alike',
    table,
    value: {
      op: 'gt',
      a: { op: 'count', of: { select: 'line', of: 'c', axis: 'col' } },
      b: { op: 'distinct', of: { select: 'line', of: 'c', axis: 'col' } },
    },
    bindings: { c: 'r0c0' },
    expected: true,
  },
]);

valueTable('condition-of', 'expression', [
  {
    name: 'condition-of reads a card condition with the room it is given',
    table,
    value: { op: 'condition-of', of: { select: 'components', zone: 'cards', def: 'next-to-red' }, with: { room: 'c' } },
    bindings: mid,
    expected: true,
  },
  {
    name: 'condition-of is false when the condition fails for that room',
    table,
    value: { op: 'condition-of', of: { select: 'components', zone: 'cards', def: 'next-to-red' }, with: { room: 'c' } },
    bindings: { c: 'r1c2' },
    expected: false,
  },
  {
    name: 'condition-of needs every card to hold',
    table,
    value: {
      op: 'condition-of',
      of: { select: 'components', zone: 'cards', def: ['next-to-red', 'always'] },
      with: { room: 'c' },
    },
    bindings: { c: 'r1c2' },
    expected: false,
  },
  {
    name: 'condition-of is false for a definition without a condition',
    table,
    value: { op: 'condition-of', of: { select: 'components', zone: 'cards', def: 'r' } },
    expected: false,
  },
  {
    name: 'condition-of of nothing is false',
    table,
    value: { op: 'condition-of', of: { select: 'components', zone: 'grid', def: 'always' } },
    expected: false,
  },
]);

describe('orientations', () => {
  it('turns an offset a quarter clockwise, then mirrors', () => {
    expect(orientations('rotate').map((t) => t([-1, 0]))).toEqual([
      [-1, 0],
      [0, 1],
      [1, -0],
      [-0, -1],
    ]);
    expect(orientations('rotate-reflect')).toHaveLength(8);
    expect(orientations('fixed')).toHaveLength(1);
  });
});
