// `for-each`: runs the effects once per item, the items taken when the loop starts.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { bind, pop, push, runNext } from '../runtime/runtime.ts';

/** Handler of `do: for-each`. */
export const forEach: EffectHandler = {
  do: 'for-each',
  compile: (a, cx, path) => {
    const items = cx.selector(a.in, `${path}/in`);
    const as = typeof a.as === 'string' ? a.as : 'it';
    const body = cx.effects(a.run, `${path}/run`);
    let id = -1;
    id = cx.node(path, {
      step: (rt, f) => {
        if (!f.items) f.items = items(rt, f.b);
        const item = f.items[f.pc++];
        if (item === undefined) pop(rt);
        else push(rt, body, bind(f.b, as, item));
      },
      // Reached inline (by a block, the turn loop, runNext): the items are taken now and each one's
      // effects run where they are (`runNext`), without a frame for the loop or a pass of the run loop
      // per item. Where an item's effects stop (push frames, ask), the loop's frame goes on the stack
      // under what they pushed, at the item after it, holding the items: the stack stepping the pushed
      // loop would have left. (A match that ended cleared the stack: nothing is put back.)
      inline: (rt, b) => {
        const list = items(rt, b);
        const s = rt.s;
        const depth = s.stack.length;
        for (let pc = 0; pc < list.length; ) {
          runNext(rt, body, bind(b, as, list[pc++] as string));
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
