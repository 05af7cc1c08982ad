import { effectTable } from '../testing/effect-case.ts';

const actions = [
  {
    id: 'go',
    target: { from: { select: 'adjacent', of: 'actor' } },
    do: [{ do: 'move-piece', piece: 'actor', to: 'target' }],
  },
  { id: 'never', when: false, do: [{ do: 'set-counter', counter: 'n', value: 1 }] },
];

effectTable('perform', [
  {
    name: 'performs the action, asking for its target',
    table: { grid: ['x y z'], pieces: { p1: 'r0c1' }, actions },
    args: { do: 'perform', piece: 'p', action: 'go' },
    bindings: { p: 'p1' },
    expected: { pending: ['target:r0c0', 'target:r0c2'] },
  },
  {
    name: 'moves to the chosen target',
    table: { grid: ['x y z'], pieces: { p1: 'r0c1' }, actions },
    args: { do: 'perform', piece: 'p', action: 'go' },
    bindings: { p: 'p1' },
    answers: ['target:r0c2'],
    expected: { pieces: { p1: 'r0c2' }, events: ['action', 'piece-moved'] },
  },
  {
    name: 'loses an action whose condition fails',
    table: { grid: ['x'], pieces: { p1: 'r0c0' }, actions, counters: { n: 0 } },
    args: { do: 'perform', piece: 'p', action: 'never' },
    bindings: { p: 'p1' },
    expected: { counters: { n: 0 }, events: ['action', 'action-lost'] },
  },
  {
    name: 'loses an action with no legal target',
    table: { grid: ['x'], pieces: { p1: 'r0c0' }, actions },
    args: { do: 'perform', piece: 'p', action: 'go' },
    bindings: { p: 'p1' },
    expected: { pieces: { p1: 'r0c0' }, events: ['action', 'action-lost'] },
  },
  {
    name: 'filters targets blocked by block-entry',
    table: {
      grid: ['x y z'],
      pieces: { p1: 'r0c1' },
      actions,
      defs: [{ kind: 'room', id: 'z', modifiers: [{ rule: 'block-entry' }] }],
    },
    args: { do: 'perform', piece: 'p', action: 'go' },
    bindings: { p: 'p1' },
    expected: { pieces: { p1: 'r0c0' } },
  },
]);
