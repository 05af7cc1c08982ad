import { effectTable } from '../testing/effect-case.ts';

effectTable('nothing', [
  {
    name: 'changes nothing and says nothing',
    table: { grid: ['x'] },
    args: { do: 'nothing' },
    expected: { grid: ['x'], events: [] },
  },
]);
