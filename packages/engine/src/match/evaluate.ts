// Evaluates a vocabulary expression (or condition) against a state: for pack
// tests' "condition" expectations, the studio's inspector, bots.
import type { Diagnostic } from '@roomsmith/schema';
import type { Bindings, GameState } from '../state/types.ts';
import type { Ruleset, Value } from '../ruleset/types.ts';
import { createCx } from '../ruleset/context.ts';
import { findMode, runtimeFor } from './match.ts';

/** Evaluates an expression in the context of a state's mode; null value when it does not compile. */
export function evaluate(
  ruleset: Ruleset,
  state: GameState,
  expression: unknown,
  bindings: Bindings = {},
): { value: Value; diagnostics: Diagnostic[] } {
  const mode = findMode(ruleset, state.mode);
  const pack = mode.id.slice(0, mode.id.indexOf(':'));
  // A scratch node list: expressions never register nodes, and the ruleset stays untouched.
  const shared = { nodes: [], diagnostics: [] as Diagnostic[], known: new Set(Object.keys(ruleset.defs)) };
  const cx = createCx(shared, { pack, def: mode.id, file: '(expression)', pointer: '' }, mode.zoneById);
  const compiled = cx.expr(expression, '');
  if (shared.diagnostics.length) return { value: null, diagnostics: shared.diagnostics };
  // Reading must not draw from the match's RNG: evaluate on a copy of it.
  const rt = runtimeFor(ruleset, { ...state, rng: { s: [...state.rng.s] } });
  return { value: compiled(rt, bindings), diagnostics: [] };
}
