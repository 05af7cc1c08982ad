import { valueTable } from '../testing/effect-case.ts';

const n = (v: number) => v;

valueTable('arithmetic', 'expression', [
  { name: 'add sums', table: {}, value: { op: 'add', args: [1, 2, 3] }, expected: 6 },
  { name: 'sub subtracts the rest from the first', table: {}, value: { op: 'sub', args: [10, 2, 3] }, expected: 5 },
  { name: 'mul multiplies', table: {}, value: { op: 'mul', args: [2, 3] }, expected: 6 },
  {
    name: 'min and max',
    table: {},
    value: {
      op: 'add',
      args: [
        { op: 'min', args: [4, 2] },
        { op: 'max', args: [4, 2] },
      ],
    },
    expected: 6,
  },
  { name: 'non-numbers count as zero', table: {}, value: { op: 'add', args: ['x', n(1)] }, expected: 1 },
]);

valueTable('comparisons and logic', 'expression', [
  { name: 'eq compares any values', table: {}, value: { op: 'eq', a: 'red', b: 'red' }, expected: true },
  { name: 'ne', table: {}, value: { op: 'ne', a: 1, b: 1 }, expected: false },
  {
    name: 'lt le gt ge',
    table: {},
    value: {
      op: 'and',
      args: [
        { op: 'lt', a: 1, b: 2 },
        { op: 'le', a: 2, b: 2 },
        { op: 'gt', a: 3, b: 2 },
        { op: 'ge', a: 2, b: 2 },
      ],
    },
    expected: true,
  },
  {
    name: 'order compares a computed right side as it compares a literal one',
    table: {},
    value: {
      op: 'and',
      args: [
        { op: 'lt', a: 1, b: { op: 'add', args: [1, 1] } },
        { op: 'ge', a: { op: 'add', args: [1, 1] }, b: { op: 'add', args: [2] } },
        { op: 'ne', a: 'red', b: { op: 'if', if: true, then: 'blue', else: 'red' } },
      ],
    },
    expected: true,
  },
  { name: 'order counts true as 1 against a literal', table: {}, value: { op: 'gt', a: true, b: 0 }, expected: true },
  { name: 'and stops at the first false', table: {}, value: { op: 'and', args: [true, 0, true] }, expected: false },
  { name: 'or finds a true', table: {}, value: { op: 'or', args: [false, null, 'yes'] }, expected: true },
  { name: 'not', table: {}, value: { op: 'not', arg: 0 }, expected: true },
  { name: 'if picks a value', table: {}, value: { op: 'if', if: false, then: 'a', else: 'b' }, expected: 'b' },
]);
