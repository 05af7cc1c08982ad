// `reveal`: components turned face up for everyone; fires reveal.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { dispatch } from '../runtime/dispatch.ts';
import { emit } from '../runtime/runtime.ts';
import { BOUND_NULL, PIECE, selfPieceSlots } from '../state/slots.ts';
import { counted } from '../runtime/counted.ts';

const REVEALED = counted('revealed');

/** Handler of `do: reveal`. */
export const reveal: EffectHandler = {
  do: 'reveal',
  compile: (a, cx, path) => {
    const component = cx.selector(a.component, `${path}/component`);
    return cx.prim(path, (rt, b) => {
      const ids = component(rt, b);
      for (let i = ids.length - 1; i >= 0; i--) {
        const c = rt.s.components[ids[i] as string];
        if (!c || c.faceUp) continue;
        c.faceUp = true;
        if (!rt.silent)
          emit(
            rt,
            rt.bare
              ? REVEALED
              : { type: 'revealed', component: c.id, data: { def: c.def }, text: `${c.id} is revealed: ${c.def}` },
          );
        dispatch(rt, 'reveal', selfPieceSlots(c.id, b[PIECE] ?? BOUND_NULL), { component: c.id });
      }
    });
  },
};
