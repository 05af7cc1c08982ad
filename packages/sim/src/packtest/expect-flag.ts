// The "flag" expectation: whether a flag raised by `flag` modifiers is in
// force right now, as every view shows it.
import type { Expectation } from './pack-test.ts';

type FlagExpectation = Extract<Expectation, { expect: 'flag' }>;

/** Checks a flag expectation against the flags in force; null when it holds. */
export function checkFlag(e: FlagExpectation, flags: readonly string[]): string | null {
  const wanted = e.up ?? true;
  if (flags.includes(e.flag) === wanted) return null;
  const inForce = flags.length ? flags.join(', ') : 'none';
  return `expected flag ${e.flag} ${wanted ? 'up' : 'down'}, it is ${wanted ? 'down' : 'up'} (flags up: ${inForce})`;
}
