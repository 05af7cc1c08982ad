import { effectTable } from '../testing/effect-case.ts';

const add = { do: 'add-marker', to: 'c', marker: 'm', count: 3 };

effectTable('remove-marker', [
  {
    name: 'removes all of a marker',
    table: { grid: ['x'] },
    args: { do: 'if', if: true, then: [add, { do: 'remove-marker', from: 'c', marker: 'm' }] },
    bindings: { c: 'r0c0' },
    expected: { markers: {} },
  },
  {
    name: 'removes a count of it',
    table: { grid: ['x'] },
    args: { do: 'if', if: true, then: [add, { do: 'remove-marker', from: 'c', marker: 'm', count: 2 }] },
    bindings: { c: 'r0c0' },
    expected: { markers: { r0c0: { m: 1 } } },
  },
  {
    name: 'does nothing when absent',
    table: { grid: ['x'] },
    args: { do: 'remove-marker', from: 'c', marker: 'm' },
    bindings: { c: 'r0c0' },
    expected: { markers: {} },
  },
  {
    name: 'tells the log when copies went',
    table: { grid: ['x'] },
    args: { do: 'if', if: true, then: [add, { do: 'remove-marker', from: 'c', marker: 'm', count: 2 }] },
    bindings: { c: 'r0c0' },
    expected: { events: ['marker-added', 'marker-removed'] },
  },
  {
    name: 'tells nothing when none was there',
    table: { grid: ['x'] },
    args: { do: 'remove-marker', from: 'c', marker: 'm' },
    bindings: { c: 'r0c0' },
    expected: { events: [] },
  },
]);

const owned = (seat: string) => ({
  do: 'add-marker',
  to: 'c',
  marker: 'memo',
  owner: { select: 'seats', where: { op: 'eq', a: { op: 'get', name: 'it' }, b: seat } },
});

effectTable('remove-marker with owners', [
  {
    name: "removes only the owner's copies",
    table: { grid: ['x'] },
    args: {
      do: 'if',
      if: true,
      then: [owned('s0'), owned('s1'), { do: 'remove-marker', from: 'c', marker: 'memo', owner: 'who' }],
    },
    bindings: { c: 'r0c0', who: 's0' },
    expected: { markers: { r0c0: { 'memo@s1': 1 } } },
  },
  {
    name: "removes every owner's copies without owner",
    table: { grid: ['x'] },
    args: { do: 'if', if: true, then: [owned('s0'), owned('s1'), { do: 'remove-marker', from: 'c', marker: 'memo' }] },
    bindings: { c: 'r0c0' },
    expected: { markers: {} },
  },
]);
