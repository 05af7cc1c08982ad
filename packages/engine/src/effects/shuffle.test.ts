import { effectTable } from '../testing/effect-case.ts';

effectTable('shuffle', [
  {
    name: 'reorders a stack with the seeded rng, same seed same order',
    table: { stacks: { d: ['a', 'b', 'c', 'x', 'y', 'z'] } },
    args: { do: 'shuffle', zone: 'd' },
    expected: { zones: { d: ['y', 'a', 'z', 'x', 'b', 'c'] } },
  },
  {
    name: 'makes everyone forget its face-down components',
    table: { stacks: { d: ['a', 'b'] } },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'peek', component: { select: 'top', zone: 'd' } },
        { do: 'shuffle', zone: 'd' },
      ],
    },
    expected: { seen: {} },
  },
  {
    name: 'gives every hidden card a new id once someone had seen one, so nobody can follow it',
    table: { stacks: { d: ['a', 'b'] } },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'peek', component: { select: 'top', zone: 'd' } },
        { do: 'shuffle', zone: 'd' },
      ],
    },
    expected: { ids: ['c100', 'c101'] },
  },
  {
    name: 'keeps the ids when nobody had seen any',
    table: { stacks: { d: ['a', 'b'] } },
    args: { do: 'shuffle', zone: 'd' },
    expected: { ids: ['d-0', 'd-1'] },
  },
]);
