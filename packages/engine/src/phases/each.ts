// `each`: effects once per item (pieces or seats), in turn order.
import type { Bindings } from '../state/types.ts';
import type { PhaseHandler } from '../ruleset/handlers.ts';
import { pop, ranThrough } from '../runtime/runtime.ts';
import { byTurnOrder, startItems } from './order.ts';

/**
 * Whether bindings hold nothing an item's own bindings would copy but `it` (which the item's record
 * sets anyway): the phase's usual bindings, the turn's empty record (where a filter may have left
 * `it` undefined).
 */
export function bare(b: Bindings): boolean {
  for (const k in b) if (k !== 'it') return false;
  return true;
}

/**
 * The bindings an item runs with: `b` with `it`, `seat` and, for a piece, `actor`. Over bare bindings
 * a literal (the same keys in the same order as the copy, one shape for every item): a spread of a
 * record copies through V8's slow clone path per item.
 */
export function itemBindings(b: Bindings, it: string, seat: string | null, piece: boolean): Bindings {
  if (bare(b)) return piece ? { it, seat, actor: it } : { it, seat };
  return piece ? { ...b, it, seat, actor: it } : { ...b, it, seat };
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
