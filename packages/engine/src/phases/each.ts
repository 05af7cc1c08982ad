// `each`: effects once per item (pieces or seats), in turn order.
import type { Bindings } from '../state/types.ts';
import type { PhaseHandler } from '../ruleset/handlers.ts';
import { pop, ranThrough } from '../runtime/runtime.ts';
import { byTurnOrder, startItems } from './order.ts';
import { ACTOR, BOUND_NULL, IT, SEAT } from '../state/slots.ts';

/**
 * Whether bindings bind nothing an item's own bindings would copy but `it` (which the item's bindings
 * set anyway): the phase's usual bindings, the turn's (where a filter may have bound `it` and put it back).
 */
export function bare(b: Bindings): boolean {
  for (let i = 0; i < b.length; i++) if (i !== IT && b[i] !== undefined && b[i] !== null) return false;
  return true;
}

/** The bindings an item runs with: `b` with `it`, `seat` (null: bound to null) and, for a piece, `actor`. */
export function itemBindings(b: Bindings, it: string, seat: string | null, piece: boolean): Bindings {
  // Over bindings with nothing bound (a phase's usual ones), a literal as long as its last slot, `it`.
  if (b.length === 0) return [undefined, piece ? it : undefined, seat === null ? BOUND_NULL : seat, undefined, it];
  const out = b.slice();
  out[IT] = it;
  out[SEAT] = seat === null ? BOUND_NULL : seat;
  if (piece) out[ACTOR] = it;
  return out;
}

/** Handler of `type: each`. */
export const each: PhaseHandler = {
  type: 'each',
  compile: (a, cx, path) => {
    const who = cx.selector(a.who, `${path}/who`);
    const body = cx.effects(a.do, `${path}/do`);
    return cx.node(path, {
      step: (rt, f) => {
        if (!f.items) f.items = startItems(f, byTurnOrder(rt, who(rt, f.b)));
        while (f.pc < f.items.length) {
          const it = f.items[f.pc++] as string;
          const p = rt.s.pieces[it];
          if (p && p.status !== 'active') continue;
          const seat = p ? p.seat : it in rt.s.seats ? it : null;
          // The body runs where it is reached; the next item follows in this step unless it stopped.
          if (!ranThrough(rt, f, body, itemBindings(f.b, it, seat, p !== undefined))) return;
        }
        pop(rt);
      },
    });
  },
};
