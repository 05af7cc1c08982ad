import { effectTable } from '../testing/effect-case.ts';

effectTable('create-components', [
  {
    name: 'puts new components in a stack in listed order from the top',
    table: { stacks: { box: [] } },
    args: { do: 'create-components', zone: 'box', items: [{ def: 'x', count: 2 }, { def: 'y' }] },
    expected: { zones: { box: ['x', 'x', 'y'] } },
  },
  {
    name: 'fills the cells of a grid region face up',
    table: {
      grid: ['. .', '. .'],
      regions: {
        diag: [
          [0, 0],
          [1, 1],
        ],
      },
    },
    args: { do: 'create-components', zone: 'grid', region: 'diag', faceUp: true, items: [{ def: 'x', count: 2 }] },
    expected: { grid: ['x^ .', '. x^'] },
  },
  {
    name: 'skips entries whose when fails',
    table: { stacks: { box: [] } },
    args: { do: 'create-components', zone: 'box', items: [{ def: 'x', when: false }, { def: 'y' }] },
    expected: { zones: { box: ['y'] } },
  },
]);
