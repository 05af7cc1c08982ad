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
  {
    name: 'deals the setup.roles row for the seats in play when it lists no roles, teams as the mode declares',
    table: {
      seats: 3,
      roles: [
        { id: 'g', name: 'G', team: 'guards' },
        { id: 'p', name: 'P', team: 'prisoners' },
      ],
      setup: {
        roles: [
          { characters: { min: 1, max: 2 }, roles: [{ role: 'p', count: 2 }] },
          {
            characters: { min: 3, max: 3 },
            roles: [
              { role: 'g', count: 1 },
              { role: 'p', count: 2 },
            ],
            leftOut: 0,
          },
        ],
      },
    },
    args: { do: 'deal-roles' },
    expected: { roles: { s0: 'g', s1: 'p', s2: 'p' }, teams: { s0: 'guards', s1: 'prisoners', s2: 'prisoners' } },
  },
  {
    name: 'names the content when setup.roles has no row for the characters in play',
    table: { seats: 4, setup: { roles: [{ characters: { min: 1, max: 3 }, roles: [{ role: 'p', count: 3 }] }] } },
    args: { do: 'deal-roles' },
    expected: {
      error:
        "deal-roles: no roles listed, and the mode's setup.roles has no row for 4 characters; at t:m/phases/0/do/0",
    },
  },
]);
