// `effects`: runs effects once (countdown, bookkeeping).
import type { PhaseHandler } from '../ruleset/handlers.ts';

/** Handler of `type: effects`. */
export const effects: PhaseHandler = {
  type: 'effects',
  compile: (a, cx, path) => cx.effects(a.do, `${path}/do`),
};
