// `each`: effects once per item (pieces or seats), in turn order.
import type { PhaseHandler } from '../ruleset/handlers.ts';
import { pop, ranThrough } from '../runtime/runtime.ts';
import { byTurnOrder, startItems } from './order.ts';

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
          if (!ranThrough(rt, f, body, p ? { ...f.b, it, seat, actor: it } : { ...f.b, it, seat })) return;
        }
        pop(rt);
      },
    });
  },
};
