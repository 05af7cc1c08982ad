// Evaluates a vocabulary expression (or condition) against a state: for pack
// tests' "condition" expectations, the studio's inspector, bots.
import type { Diagnostic } from '@roomsmith/schema';
import type { BindingRecord, GameState } from '../state/types.ts';
import { copySlots, slotsOf } from '../state/slots.ts';
import type { Ruleset, Value } from '../ruleset/types.ts';
import { createCx } from '../ruleset/context.ts';
import { findMode, runtimeFor } from './match.ts';

/** Evaluates an expression in the context of a state's mode; null value when it does not compile. */
export function evaluate(
  ruleset: Ruleset,
  state: GameState,
  expression: unknown,
  bindings: BindingRecord = {},
): { value: Value; diagnostics: Diagnostic[] } {
  const mode = findMode(ruleset, state.mode);
  const pack = mode.id.slice(0, mode.id.indexOf(':'));
  // A scratch node list: expressions never register nodes, and the ruleset stays untouched.
  // A copy of the ruleset's table of names: the expression's names get slots there, not in the ruleset's.
  const slots = copySlots(ruleset.slots);
  const shared = { nodes: [], diagnostics: [] as Diagnostic[], known: new Set(Object.keys(ruleset.defs)), slots };
  const cx = createCx(shared, { pack, def: mode.id, file: '(expression)', pointer: '' }, mode.zoneById);
  const compiled = cx.expr(expression, '');
  if (shared.diagnostics.length) return { value: null, diagnostics: shared.diagnostics };
  // Reading must not draw from the match's RNG: evaluate on a copy of it.
  const rt = runtimeFor(ruleset, { ...state, rng: { s: [...state.rng.s] } });
  return { value: compiled(rt, slotsOf(slots, bindings)), diagnostics: [] };
}
