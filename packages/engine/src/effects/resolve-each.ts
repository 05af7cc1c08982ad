// `resolve-each`: signals items one at a time, lowest key first; the selector is
// re-read after each, so items added meanwhile are included, each at most once.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { dispatch } from '../runtime/dispatch.ts';
import { pop } from '../runtime/runtime.ts';
import { scratch } from '../selectors/lists.ts';
import { signalled } from './signal.ts';
import { IT } from '../state/slots.ts';

/** Handler of `do: resolve-each`. */
export const resolveEach: EffectHandler = {
  do: 'resolve-each',
  compile: (a, cx, path) => {
    const items = cx.selector(a.in, `${path}/in`);
    const by = cx.expr(a.by, `${path}/by`);
    const sign = a.order === 'desc' ? -1 : 1;
    const name = String(a.signal);
    return cx.node(path, {
      step: (rt, f) => {
        const seen = (f.seen ??= []);
        const bb = scratch(f.b);
        let best: string | null = null;
        let bestKey = 0;
        for (const id of items(rt, f.b)) {
          if (seen.includes(id)) continue;
          bb[IT] = id;
          const k = by(rt, bb);
          const key = typeof k === 'number' ? k : 0;
          if (best === null || (key - bestKey) * sign < 0) {
            best = id;
            bestKey = key;
          }
        }
        if (best === null) return pop(rt);
        seen.push(best);
        const subject = rt.s.pieces[best] !== undefined ? { piece: best, only: true } : { component: best, only: true };
        dispatch(rt, 'signal', signalled(f.b, name, best), subject, { name });
      },
    });
  },
};
