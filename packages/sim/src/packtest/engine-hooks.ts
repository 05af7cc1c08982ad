// The pack-test hooks bound to the real engine: "condition" expectations are
// evaluated by the engine's `evaluate`, with the engine's truthiness.
import { evaluate, type Ruleset } from '@roomsmith/engine';
import type { TestHooks } from './run-test.ts';

/** Evaluates a condition with the engine; truthiness as the engine reads it (a non-empty list holds). */
export function conditionOn(
  ruleset: Ruleset,
  state: Parameters<typeof evaluate>[1],
  condition: unknown,
): { holds: boolean } | { error: string } {
  const { value, diagnostics } = evaluate(ruleset, state, condition);
  if (diagnostics.length) return { error: diagnostics.map((d) => `${d.pointer || '/'}: ${d.message}`).join('; ') };
  return { holds: Array.isArray(value) ? value.length > 0 : Boolean(value) };
}

/** The hooks `runPackTest` takes, bound to the engine. */
export function engineTestHooks(): TestHooks<Ruleset> {
  return { condition: (ruleset, state, condition) => conditionOn(ruleset, state, condition) };
}
