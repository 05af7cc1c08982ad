import { effectTable } from '../testing/effect-case.ts';

effectTable('deal-roles', [
  {
    name: 'gives each seat a role from the shuffled pool, extras left out',
    table: { seats: 3 },
    args: {
      do: 'deal-roles',
      roles: [
        { role: 'g', count: 1 },
        { role: 'p', count: 3 },
      ],
    },
    expected: { roles: { s0: 'g', s1: 'p', s2: 'p' } },
  },
  {
    name: 'leaves seats without a role when the pool is short',
    table: { seats: 2 },
    args: { do: 'deal-roles', roles: [{ role: 'p', count: 1 }] },
    expected: { roles: { s0: 'p', s1: null } },
  },
]);
