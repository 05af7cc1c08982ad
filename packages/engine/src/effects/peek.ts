// `peek`: a seat secretly looks at components (added to their seenBy).
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit } from '../runtime/runtime.ts';
import { countedBy } from '../runtime/counted.ts';

/** Handler of `do: peek`. */
export const peek: EffectHandler = {
  do: 'peek',
  compile: (a, cx, path) => {
    const component = cx.selector(a.component, `${path}/component`);
    const seatOf = cx.selector(a.seat ?? 'seat', `${path}/seat`);
    return cx.prim(path, (rt, b) => {
      const seat = seatOf(rt, b)[0];
      if (seat === undefined) return;
      for (const id of component(rt, b)) {
        const c = rt.s.components[id];
        if (!c) continue;
        // A first seat as a one-item literal: pushing into the empty list grows it through a builtin call.
        const seen = c.seenBy;
        if (seen.length === 0) c.seenBy = [seat];
        else if (!seen.includes(seat)) seen.push(seat);
        if (!rt.silent)
          emit(
            rt,
            rt.bare
              ? countedBy('peeked', seat)
              : {
                  type: 'peeked',
                  seat,
                  component: id,
                  data: { def: c.def, visibleTo: [seat] },
                  text: `${seat} looks at ${id}`,
                },
          );
      }
    });
  },
};
