// `fire`: raises an event as if it happened (e.g. apply a room to pieces already on it).
import type { EffectHandler } from '../ruleset/handlers.ts';
import { dispatch } from '../runtime/dispatch.ts';
import { bind } from '../runtime/runtime.ts';

/** Handler of `do: fire`. */
export const fire: EffectHandler = {
  do: 'fire',
  compile: (a, cx, path) => {
    const event = String(a.event);
    const component = cx.selector(a.component, `${path}/component`);
    const piece = a.piece === undefined ? null : cx.selector(a.piece, `${path}/piece`);
    return cx.prim(path, (rt, b) => {
      const c = component(rt, b)[0];
      if (c === undefined) return;
      const pieces = piece ? piece(rt, b) : [];
      if (pieces.length === 0) return dispatch(rt, event, bind(b, 'self', c), { component: c });
      for (let i = pieces.length - 1; i >= 0; i--) {
        const p = pieces[i] as string;
        const seat = rt.s.pieces[p]?.seat ?? null;
        dispatch(
          rt,
          event,
          { piece: p, seat, from: null, to: null, self: c, actor: b.actor ?? null },
          { component: c },
        );
      }
    });
  },
};
