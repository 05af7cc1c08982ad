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
    name: 'makes as many copies as a count given as an expression works out to',
    table: { stacks: { box: [] } },
    args: {
      do: 'create-components',
      zone: 'box',
      items: [
        { def: 'x', count: { op: 'add', args: [1, 2] } },
        { def: 'y', count: 0 },
      ],
    },
    expected: { zones: { box: ['x', 'x', 'x'] } },
  },
  {
    name: 'skips entries whose when fails',
    table: { stacks: { box: [] } },
    args: { do: 'create-components', zone: 'box', items: [{ def: 'x', when: false }, { def: 'y' }] },
    expected: { zones: { box: ['y'] } },
  },
]);
