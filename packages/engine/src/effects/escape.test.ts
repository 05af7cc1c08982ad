import { effectTable } from '../testing/effect-case.ts';

effectTable('escape', [
  {
    name: 'takes the pieces off the table as escaped',
    table: { grid: ['x'], pieces: { p1: 'r0c0' } },
    args: { do: 'escape', piece: 'p' },
    bindings: { p: 'p1' },
    expected: { pieces: { p1: 'escaped' }, events: ['escaped'] },
  },
  {
    name: 'does nothing to an eliminated piece',
    table: { grid: ['x'], pieces: { p1: 'r0c0' } },
    args: { do: 'escape', piece: { select: 'pieces', status: 'eliminated' } },
    expected: { pieces: { p1: 'r0c0' } },
  },
]);
