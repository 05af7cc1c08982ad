// Counts that content gives (`times`, `count`, …) are untrusted: a pack may say
// 1e12. Each primitive that takes one reads it here, before it allocates or
// loops, so that an absurd count ends at once in an EffectLoopError naming the
// content, never in a hang or an out-of-memory crash.
import { EffectLoopError, type Runtime } from '../runtime/runtime.ts';
import type { Value } from '../ruleset/types.ts';
import { asNumber } from '../runtime/values.ts';

/** The steps left in this run's budget. */
export function stepsLeft(rt: Runtime): number {
  return Math.max(0, rt.budget - rt.steps);
}

/**
 * A content count as a whole number ≥ 0 (NaN and negatives are 0), checked
 * against the steps left: each unit of a count costs at least one step, so a
 * count above what is left could only run out of budget later, after
 * allocating for it. `charge` spends the steps now (for primitives that do
 * all their work in one step); loops that spend a step per turn leave it off.
 */
export function takeCount(rt: Runtime, raw: Value | undefined, what: string, charge = true): number {
  const value = asNumber(raw);
  const n = Number.isNaN(value) ? 0 : Math.max(0, Math.floor(value));
  const left = stepsLeft(rt);
  if (n > left) {
    const cause = rt.cause;
    throw new EffectLoopError(
      `${what} of ${String(value)} is more than the ${left} steps left of the budget (${rt.budget}); at ${cause.def}${cause.path}`,
      cause,
    );
  }
  if (charge) rt.steps += n;
  return n;
}
