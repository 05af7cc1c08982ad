// Counts in content are untrusted: whatever a pack says, a primitive that takes
// a count ends quickly, within its budget or with an EffectLoopError naming the
// content, and allocates nothing for the part of the count it cannot afford.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectTable, runCase } from '../testing/effect-case.ts';

const anyBudget =
  /(is more than the \d+ steps left of the budget \(200000\); at|effects ran more than 200000 steps; last running:) t:m\/phases\/0\/do/;
const over = /is more than the \d+ steps left of the budget \(200000\); at t:m\/phases\/0\/do/;

/** One effect per count-taking primitive, with the count given. */
const primitives: Array<[string, (n: number) => Record<string, unknown>]> = [
  ['repeat', (n) => ({ do: 'repeat', times: n, run: [] })],
  ['create-components', (n) => ({ do: 'create-components', zone: 'pool', items: [{ def: 'x', count: n }] })],
  ['create-pieces', (n) => ({ do: 'create-pieces', defs: ['token'], count: n, at: { select: 'zone', zone: 'pool' } })],
  ['deal-roles', (n) => ({ do: 'deal-roles', roles: [{ role: 'a', count: n }] })],
];

const table = { stacks: { pool: [] as string[] } };

effectTable('counts', [
  ...primitives.flatMap(([name, make]) => [
    {
      name: `${name} with a count of a billion stops at once with an error naming the content`,
      table,
      args: make(1e9),
      expected: { error: expect.stringMatching(over) as unknown as string },
    },
    {
      name: `${name} with a count of 1e12 ends in the same error, not a bare "Invalid array length"`,
      table,
      args: make(1e12),
      expected: { error: expect.stringMatching(over) as unknown as string },
    },
  ]),
  {
    name: 'an infinite count (from arithmetic) is refused like a large one',
    table,
    args: { do: 'repeat', times: { op: 'mul', args: [1e200, 1e200] }, run: [] },
    expected: { error: expect.stringMatching(/repeat times of Infinity is more than/) as unknown as string },
  },
  {
    name: 'a count within the budget still runs in full',
    table,
    args: { do: 'create-components', zone: 'pool', items: [{ def: 'x', count: 1000 }] },
    expected: { error: null },
  },
]);

describe('count-taking primitives under adversarial counts', () => {
  const counts = fc.oneof(
    fc.integer({ min: -1e6, max: 5e5 }),
    fc.double({ noNaN: false }),
    fc.constantFrom(Infinity, -Infinity, NaN, 2 ** 32, 2 ** 53, Number.MAX_VALUE),
  );
  it.each(primitives)(
    '%s either finishes within the budget or throws the budget error',
    (_name, make) => {
      fc.assert(
        fc.property(counts, (n) => {
          // A hang would outlast the test's timeout; what is bounded here is the work, not the time.
          const { error, ids, order } = runCase({ table, args: make(n) });
          // Within the check, a loop may still run out of budget on its own turns: the loop error, naming the content.
          if (error !== null) expect(error).toMatch(anyBudget);
          else expect(ids.length + order.length).toBeLessThanOrEqual(200_000);
        }),
        { numRuns: 25 },
      );
    },
    180_000,
  );
});
