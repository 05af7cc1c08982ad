// `each`: effects once per item (pieces or seats), in turn order.
import type { Bindings } from '../state/types.ts';
import type { PhaseHandler } from '../ruleset/handlers.ts';
import { pop, push, runNext, type Runtime } from '../runtime/runtime.ts';
import { byTurnOrder, startItems } from './order.ts';

/** Handler of `type: each`. */
export const each: PhaseHandler = {
  type: 'each',
  compile: (a, cx, path) => {
    const who = cx.selector(a.who, `${path}/who`);
    const body = cx.effects(a.do, `${path}/do`);
    /** The bindings of item `it`'s effects, or null when it is a piece out of play (skipped). */
    const itemBindings = (rt: Runtime, b: Bindings, it: string): Bindings | null => {
      const p = rt.s.pieces[it];
      if (p && p.status !== 'active') return null;
      const seat = p ? p.seat : it in rt.s.seats ? it : null;
      return p ? { ...b, it, seat, actor: it } : { ...b, it, seat };
    };
    let id = -1;
    id = cx.node(path, {
      step: (rt, f) => {
        if (!f.items) f.items = startItems(f, byTurnOrder(rt, who(rt, f.b)));
        while (f.pc < f.items.length) {
          const bb = itemBindings(rt, f.b, f.items[f.pc++] as string);
          if (bb === null) continue;
          push(rt, body, bb);
          return;
        }
        pop(rt);
      },
      // Reached inline (the mode's turn loop): each item's effects run where they are (`runNext`), without
      // a frame for the phase or a pass of the run loop per item. Where an item's effects stop (push
      // frames, ask), the phase's frame goes on the stack under what they pushed, at the item after it,
      // holding the items: the stack stepping the pushed phase would have left.
      inline: (rt, b) => {
        const list = byTurnOrder(rt, who(rt, b));
        const s = rt.s;
        const depth = s.stack.length;
        for (let pc = 0; pc < list.length; ) {
          const bb = itemBindings(rt, b, list[pc++] as string);
          if (bb === null) continue;
          runNext(rt, body, bb);
          if (s.result !== null) return;
          if (s.stack.length !== depth || s.pending !== null) {
            s.stack.splice(depth, 0, { n: id, pc, b, items: list });
            return;
          }
        }
      },
    });
    return id;
  },
};
