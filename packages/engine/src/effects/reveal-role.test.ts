import { effectTable } from '../testing/effect-case.ts';

const dealt = (reveal: unknown) => ({
  do: 'if',
  if: true,
  then: [{ do: 'deal-roles', roles: [{ role: 'g', team: 't', count: 3 }] }, reveal],
});

effectTable('reveal-role', [
  {
    name: "makes a seat's role public with one public event",
    table: { seats: 2 },
    args: dealt({
      do: 'reveal-role',
      seat: { select: 'seats', where: { op: 'eq', a: { op: 'get', name: 'it' }, b: 's1' } },
    }),
    expected: { events: ['role-revealed'], roles: { s0: 'g', s1: 'g' } },
  },
  {
    name: 'reveals the seat of a piece',
    table: { seats: 2, grid: ['x'], pieces: { p1: { at: 'r0c0', seat: 's1' } } },
    args: dealt({ do: 'reveal-role', seat: { select: 'pieces' } }),
    expected: { events: ['role-revealed'] },
  },
  {
    name: 'reveals each seat only once',
    table: { seats: 2 },
    args: dealt({
      do: 'repeat',
      times: 2,
      run: [{ do: 'reveal-role', seat: { select: 'seats' } }],
    }),
    expected: { events: ['role-revealed', 'role-revealed'] },
  },
  {
    name: 'reveals nothing when the selector is empty',
    table: { seats: 2 },
    args: dealt({ do: 'reveal-role', seat: { select: 'seats', role: 'nobody' } }),
    expected: { events: [] },
  },
]);
