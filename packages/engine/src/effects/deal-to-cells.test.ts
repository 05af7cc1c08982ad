import { effectTable } from '../testing/effect-case.ts';

effectTable('deal-to-cells', [
  {
    name: 'deals the top of a stack into empty cells row-major',
    table: { grid: ['. x^', '. .'], stacks: { box: ['a', 'b', 'c', 'd'] } },
    args: { do: 'deal-to-cells', from: 'box', to: 'grid' },
    expected: { grid: ['a x^', 'b c'], zones: { box: ['d'] } },
  },
  {
    name: 'deals only into a region',
    table: {
      grid: ['. .', '. .'],
      regions: {
        top: [
          [0, 0],
          [0, 1],
        ],
      },
      stacks: { box: ['a', 'b', 'c'] },
    },
    args: { do: 'deal-to-cells', from: 'box', to: 'grid', region: 'top' },
    expected: { grid: ['a b', '. .'] },
  },
  {
    name: 'stops when the stack runs out',
    table: { grid: ['. .'], stacks: { box: ['a'] } },
    args: { do: 'deal-to-cells', from: 'box', to: 'grid' },
    expected: { grid: ['a .'], zones: { box: [] } },
  },
]);
