import { effectTable } from '../testing/effect-case.ts';

const shiftRow = (direction?: string) => ({
  do: 'shift-line',
  zone: 'grid',
  axis: 'row',
  through: 'c',
  ...(direction ? { direction } : {}),
});

effectTable('clear-line-locks', [
  {
    name: 'lets a line move the other way again',
    table: { grid: ['a b c'] },
    args: { do: 'if', if: true, then: [shiftRow('forward'), { do: 'clear-line-locks', zone: 'grid' }, shiftRow()] },
    bindings: { c: 'r0c0' },
    expected: { pending: ['shift:row:0:forward', 'shift:row:0:back'] },
  },
]);
