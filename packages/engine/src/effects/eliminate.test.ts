import { effectTable } from '../testing/effect-case.ts';

effectTable('eliminate', [
  {
    name: 'eliminates the pieces',
    table: { grid: ['x'], pieces: { p1: 'r0c0', p2: 'r0c0' } },
    args: { do: 'eliminate', piece: { select: 'pieces', on: 'here' } },
    bindings: { here: 'r0c0' },
    expected: { pieces: { p1: 'eliminated', p2: 'eliminated' } },
  },
  {
    name: 'fires eliminated triggers',
    table: {
      grid: ['x'],
      pieces: { p1: 'r0c0' },
      counters: { dead: 0 },
      triggers: [{ on: 'eliminated', do: [{ do: 'adjust-counter', counter: 'dead', by: 1 }] }],
    },
    args: { do: 'eliminate', piece: 'p' },
    bindings: { p: 'p1' },
    expected: { counters: { dead: 1 } },
  },
  {
    name: 'ignores pieces already out',
    table: { grid: ['x'], pieces: { p1: 'r0c0' } },
    args: { do: 'eliminate', piece: { select: 'pieces', status: 'eliminated' } },
    expected: { pieces: { p1: 'r0c0' }, events: [] },
  },
]);
