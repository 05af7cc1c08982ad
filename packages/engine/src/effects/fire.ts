// `fire`: raises an event as if it happened (e.g. apply a room to pieces already on it).
import type { EffectHandler } from '../ruleset/handlers.ts';
import { dispatchLast, hear, hearersAt, NO_FILTER, runHeard, type Hit } from '../runtime/dispatch.ts';
import { bind } from '../runtime/runtime.ts';
import { ACTOR, BOUND_NULL, moveSlots, SELF } from '../state/slots.ts';

/** Handler of `do: fire`. */
export const fire: EffectHandler = {
  do: 'fire',
  compile: (a, cx, path) => {
    const event = String(a.event);
    const heardBy = hearersAt(event);
    const component = cx.selector(a.component, `${path}/component`);
    const piece = a.piece === undefined ? null : cx.selector(a.piece, `${path}/piece`);
    // The event is the last thing its step does: what hears it runs where it is reached (dispatchLast).
    return cx.prim(path, (rt, b) => {
      const c = component(rt, b)[0];
      if (c === undefined) return;
      const pieces = piece ? piece(rt, b) : [];
      if (pieces.length === 0)
        return dispatchLast(rt, event, bind(b, SELF, c), { component: c }, NO_FILTER, heardBy(rt));
      // Heard piece by piece from the last (as one dispatch each, pushed from the last, would: delayed
      // effects are used up in that order), run from the first.
      let hits: Hit[] | null = null;
      for (let i = pieces.length - 1; i >= 0; i--) {
        const p = pieces[i] as string;
        const seat = rt.s.pieces[p]?.seat ?? BOUND_NULL;
        const bound = moveSlots(c, b[ACTOR] ?? BOUND_NULL, seat, p, BOUND_NULL, BOUND_NULL);
        const heard = hear(rt, event, bound, { component: c }, NO_FILTER, null, heardBy(rt));
        if (heard !== null) hits = hits === null ? heard : heard.concat(hits);
      }
      if (hits !== null && hits.length > 0) runHeard(rt, hits);
    });
  },
};
