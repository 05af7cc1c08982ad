// `signal`: a named signal heard by the given components/pieces, or by the mode.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { dispatch } from '../runtime/dispatch.ts';

/** Handler of `do: signal`. */
export const signal: EffectHandler = {
  do: 'signal',
  compile: (a, cx, path) => {
    const name = String(a.name);
    const to = a.to === undefined ? null : cx.selector(a.to, `${path}/to`);
    return cx.prim(path, (rt, b) => {
      if (!to) return dispatch(rt, 'signal', { ...b, name }, {}, { name });
      const ids = to(rt, b);
      for (let i = ids.length - 1; i >= 0; i--) {
        const id = ids[i] as string;
        const subject = id in rt.s.pieces ? { piece: id, only: true } : { component: id, only: true };
        dispatch(rt, 'signal', { ...b, name, self: id }, subject, { name });
      }
    });
  },
};
