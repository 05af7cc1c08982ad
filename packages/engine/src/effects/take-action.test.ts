import { effectTable } from '../testing/effect-case.ts';

const actions = [
  { id: 'a', do: [{ do: 'set-counter', counter: 'n', value: 1 }] },
  { id: 'b', do: [{ do: 'set-counter', counter: 'n', value: 2 }] },
];
const table = { grid: ['x'], pieces: { p1: 'r0c0' }, actions, counters: { n: 0 } };
const chosen = { op: 'get', name: 'chosen' };
// A free action possible once (while m is 0), and one that no `when` ever allows.
const memo = {
  id: 'memo',
  free: true,
  when: { op: 'eq', a: { op: 'counter', name: 'm' }, b: 0 },
  do: [{ do: 'adjust-counter', counter: 'm', by: 1 }],
};
const never = { id: 'never', free: true, when: false, do: [{ do: 'set-counter', counter: 'm', value: 9 }] };
const withFree = { ...table, actions: [...actions, memo, never], counters: { n: 0, m: 0 } };
const paranoid = { ...withFree, defs: [{ kind: 'room', id: 'x', modifiers: [{ rule: 'random-program' }] }] };

effectTable('take-action', [
  {
    name: "offers the mode's actions to the piece's seat",
    table,
    args: { do: 'take-action', piece: 'p' },
    bindings: { p: 'p1' },
    expected: { pending: ['action:a', 'action:b'] },
  },
  {
    name: 'performs the chosen action',
    table,
    args: { do: 'take-action', piece: 'p' },
    bindings: { p: 'p1' },
    answers: ['action:b'],
    expected: { counters: { n: 2 }, pending: null },
  },
  {
    name: 'offers only the listed actions',
    table,
    args: { do: 'take-action', piece: 'p', actions: ['a'] },
    bindings: { p: 'p1' },
    expected: { counters: { n: 1 }, pending: null },
  },
  {
    name: "offers a list of the mode's own actions in the list's order",
    table,
    args: { do: 'take-action', piece: 'p', actions: ['b', 'a'] },
    bindings: { p: 'p1' },
    expected: { pending: ['action:b', 'action:a'] },
  },
  {
    name: "performs the action picked from a list of the mode's own",
    table,
    args: { do: 'take-action', piece: 'p', actions: ['b', 'a'] },
    bindings: { p: 'p1' },
    answers: ['action:a'],
    expected: { counters: { n: 1 }, pending: null },
  },
  {
    name: "leaves out a listed action a forbid-action modifier of the piece's room names",
    table: { ...table, defs: [{ kind: 'room', id: 'x', modifiers: [{ rule: 'forbid-action', actions: ['a'] }] }] },
    args: { do: 'take-action', piece: 'p', actions: ['a', 'b'] },
    bindings: { p: 'p1' },
    expected: { counters: { n: 2 }, pending: null },
  },
  {
    name: 'skips a listed action already done this turn when distinct',
    table,
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'perform', piece: 'p', action: 'b' },
        { do: 'take-action', piece: 'p', actions: ['a', 'b'], distinct: true },
      ],
    },
    bindings: { p: 'p1' },
    expected: { counters: { n: 1 }, pending: null },
  },
  {
    name: 'skips actions already done this turn when distinct',
    table,
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'perform', piece: 'p', action: 'a' },
        { do: 'take-action', piece: 'p', distinct: true },
      ],
    },
    bindings: { p: 'p1' },
    expected: { counters: { n: 2 }, pending: null },
  },
  {
    name: "takes no action once the piece's turn is cancelled",
    table,
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'cancel-actions', piece: 'p' },
        { do: 'take-action', piece: 'p' },
      ],
    },
    bindings: { p: 'p1' },
    expected: { pending: null, counters: { n: 0 } },
  },
  {
    name: "stops at the max-program limit of the piece's room",
    table: { ...table, defs: [{ kind: 'room', id: 'x', modifiers: [{ rule: 'max-program', count: 1 }] }] },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'perform', piece: 'p', action: 'a' },
        { do: 'take-action', piece: 'p' },
      ],
    },
    bindings: { p: 'p1' },
    expected: { pending: null, counters: { n: 1 } },
  },
  {
    name: 'lets the rng pick under random-program',
    table: { ...table, defs: [{ kind: 'room', id: 'x', modifiers: [{ rule: 'random-program' }] }] },
    args: { do: 'take-action', piece: 'p' },
    bindings: { p: 'p1' },
    expected: { pending: null, events: ['action', 'counter'] },
  },
  {
    name: 'does nothing for a missing piece',
    table,
    args: { do: 'take-action', piece: 'p' },
    expected: { pending: null, events: [] },
  },
  {
    name: 'offers the actions expressions name when it runs',
    table,
    args: { do: 'take-action', piece: 'p', actions: [chosen, 'a'] },
    bindings: { p: 'p1', chosen: 'b' },
    expected: { pending: ['action:b', 'action:a'] },
  },
  {
    name: 'takes one action named by a single expression',
    table,
    args: { do: 'take-action', piece: 'p', actions: chosen },
    bindings: { p: 'p1', chosen: 'b' },
    expected: { counters: { n: 2 }, pending: null },
  },
  {
    name: 'offers an action once when an expression repeats a listed id',
    table,
    args: { do: 'take-action', piece: 'p', actions: [chosen, 'a', 'b'] },
    bindings: { p: 'p1', chosen: 'a' },
    expected: { pending: ['action:a', 'action:b'] },
  },
  {
    name: 'leaves out an expression that gives nothing',
    table,
    args: { do: 'take-action', piece: 'p', actions: [chosen, 'a'] },
    bindings: { p: 'p1' },
    expected: { counters: { n: 1 }, pending: null },
  },
  {
    name: 'fails, naming the effect, when a computed id names no action',
    table,
    args: { do: 'take-action', piece: 'p', actions: ['a', chosen] },
    bindings: { p: 'p1', chosen: 'fly' },
    expected: { pending: null, error: 't:m/phases/0/do/0/actions/1: no action "fly" for p1' },
  },
  {
    name: 'leaves free actions out unless asked to offer them',
    table: withFree,
    args: { do: 'take-action', piece: 'p' },
    bindings: { p: 'p1' },
    expected: { pending: ['action:a', 'action:b'] },
  },
  {
    name: 'offers the possible free actions beside the others with free true',
    table: withFree,
    args: { do: 'take-action', piece: 'p', free: true },
    bindings: { p: 'p1' },
    expected: { pending: ['action:a', 'action:b', 'free:memo'] },
  },
  {
    name: 'offers only the free actions a free list names',
    table: { ...withFree, actions: [...actions, memo, { ...memo, id: 'memo2' }] },
    args: { do: 'take-action', piece: 'p', free: ['memo2'] },
    bindings: { p: 'p1' },
    expected: { pending: ['action:a', 'action:b', 'free:memo2'] },
  },
  {
    name: 'asks again after a free action, no longer offering it once it is not possible',
    table: withFree,
    args: { do: 'take-action', piece: 'p', free: true },
    bindings: { p: 'p1' },
    answers: ['free:memo'],
    expected: { counters: { n: 0, m: 1 }, pending: ['action:a', 'action:b'] },
  },
  {
    name: 'performs the chosen action after a free one',
    table: withFree,
    args: { do: 'take-action', piece: 'p', free: true },
    bindings: { p: 'p1' },
    answers: ['free:memo', 'action:b'],
    expected: { counters: { n: 2, m: 1 }, pending: null, events: ['action', 'counter', 'action', 'counter'] },
  },
  {
    name: "does not count a free action as one of the piece's actions",
    table: { ...withFree, defs: [{ kind: 'room', id: 'x', modifiers: [{ rule: 'max-program', count: 1 }] }] },
    args: { do: 'take-action', piece: 'p', free: true },
    bindings: { p: 'p1' },
    answers: ['free:memo'],
    expected: { pending: ['action:a', 'action:b'] },
  },
  {
    name: 'lets the seat take its free actions before the rng draws under random-program',
    table: paranoid,
    args: { do: 'take-action', piece: 'p', free: true },
    bindings: { p: 'p1' },
    expected: { pending: ['free:memo', 'free:none'] },
  },
  {
    name: 'draws the action once the seat goes on under random-program',
    table: paranoid,
    args: { do: 'take-action', piece: 'p', free: true },
    bindings: { p: 'p1' },
    answers: ['free:memo'],
    expected: { pending: null, events: ['action', 'counter', 'action', 'counter'] },
  },
  {
    name: 'draws the action when the seat answers free:none',
    table: paranoid,
    args: { do: 'take-action', piece: 'p', free: true },
    bindings: { p: 'p1' },
    answers: ['free:none'],
    expected: { pending: null, events: ['action', 'counter'] },
  },
  {
    name: 'offers no free action when the piece has no action left to take',
    table: withFree,
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'perform', piece: 'p', action: 'a' },
        { do: 'take-action', piece: 'p', actions: ['a'], distinct: true, free: true },
      ],
    },
    bindings: { p: 'p1' },
    expected: { pending: null, counters: { n: 1, m: 0 } },
  },
]);
