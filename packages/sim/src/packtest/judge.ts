// One pack test's verdict whatever it holds: a value that is not a pack test,
// or a run the engine throws in, fails with the reason instead of throwing.
import type { EngineApi } from '../engine-api.ts';
import type { PackTest } from './pack-test.ts';
import { runPackTest, type TestHooks, type TestVerdict } from './run-test.ts';
import { packTestProblem } from './shape.ts';

/** Runs `value` as a pack test; never throws. */
export function judgePackTest<R>(
  engine: EngineApi<R>,
  ruleset: R,
  value: unknown,
  hooks: TestHooks<R> = {},
): TestVerdict {
  const problem = packTestProblem(value);
  if (problem) return { ok: false, reason: `not a pack test: ${problem}` };
  try {
    return runPackTest(engine, ruleset, value as PackTest, hooks);
  } catch (error) {
    return { ok: false, reason: `the engine threw: ${error instanceof Error ? error.message : String(error)}` };
  }
}
