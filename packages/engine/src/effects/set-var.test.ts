import { effectTable } from '../testing/effect-case.ts';

effectTable('set-var', [
  {
    name: 'sets a variable on seats and pieces',
    table: { grid: ['x'], pieces: { p1: 'r0c0' } },
    args: { do: 'set-var', of: { select: 'union', of: ['p', 'who'] }, name: 'v', value: 3 },
    bindings: { p: 'p1', who: 's1' },
    expected: { vars: { p1: { v: 3 }, s1: { v: 3 } } },
  },
  {
    name: 'ignores components',
    table: { grid: ['x'] },
    args: { do: 'set-var', of: 'c', name: 'v', value: 3 },
    bindings: { c: 'r0c0' },
    expected: { vars: {} },
  },
]);
