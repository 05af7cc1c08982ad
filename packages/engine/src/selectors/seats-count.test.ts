import { valueTable } from '../testing/effect-case.ts';

// `count` over `seats` is counted in place (no list); these prove it counts what the list holds.
const notFirst = { op: 'ne', a: { op: 'get', name: 'it' }, b: 's0' };

valueTable('counting seats', 'expression', [
  {
    name: 'count of seats is every seat',
    table: { seats: 3 },
    value: { op: 'count', of: { select: 'seats' } },
    expected: 3,
  },
  {
    name: 'count of seats with where counts those it holds for, each bound as it',
    table: { seats: 3 },
    value: { op: 'count', of: { select: 'seats', where: notFirst } },
    expected: 2,
  },
  {
    name: 'count of seats with where leaves the caller’s it as it was',
    table: { seats: 3 },
    value: {
      op: 'and',
      args: [
        { op: 'eq', a: { op: 'count', of: { select: 'seats', where: notFirst } }, b: 2 },
        { op: 'eq', a: { op: 'get', name: 'it' }, b: 'p1' },
      ],
    },
    bindings: { it: 'p1' },
    expected: true,
  },
  {
    name: 'count of seats with where and no it before leaves none bound',
    table: { seats: 2 },
    value: {
      op: 'and',
      args: [
        { op: 'eq', a: { op: 'count', of: { select: 'seats', where: notFirst } }, b: 1 },
        { op: 'eq', a: { op: 'get', name: 'it' }, b: null },
      ],
    },
    expected: true,
  },
]);
