import { effectTable } from '../testing/effect-case.ts';

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
]);
