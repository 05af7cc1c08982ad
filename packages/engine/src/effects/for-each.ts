// `for-each`: runs the effects once per item, the items taken when the loop starts.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { pop, ranThroughBound } from '../runtime/runtime.ts';

/** Handler of `do: for-each`. */
export const forEach: EffectHandler = {
  do: 'for-each',
  compile: (a, cx, path) => {
    const items = cx.selector(a.in, `${path}/in`);
    const as = typeof a.as === 'string' ? a.as : 'it';
    const body = cx.effects(a.run, `${path}/run`);
    return cx.node(path, {
      step: (rt, f) => {
        if (!f.items) f.items = items(rt, f.b);
        // Each item's body runs where it is reached, the item bound on the loop's own bindings for the while
        // (runBound); the next item follows in this step unless it stopped.
        for (;;) {
          const item = f.items[f.pc++];
          if (item === undefined) return pop(rt);
          if (!ranThroughBound(rt, f, body, as, item)) return;
        }
      },
    });
  },
};
