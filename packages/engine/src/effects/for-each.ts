// `for-each`: runs the effects once per item, the items taken when the loop starts.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { bind, pop, ranThrough } from '../runtime/runtime.ts';

/** Handler of `do: for-each`. */
export const forEach: EffectHandler = {
  do: 'for-each',
  compile: (a, cx, path) => {
    const items = cx.selector(a.in, `${path}/in`);
    const as = cx.slot(typeof a.as === 'string' ? a.as : 'it');
    const body = cx.effects(a.run, `${path}/run`);
    return cx.node(path, {
      step: (rt, f) => {
        if (!f.items) f.items = items(rt, f.b);
        // Each item's body runs where it is reached; the next item follows in this step unless it stopped.
        for (;;) {
          const item = f.items[f.pc++];
          if (item === undefined) return pop(rt);
          if (!ranThrough(rt, f, body, bind(f.b, as, item))) return;
        }
      },
    });
  },
};
