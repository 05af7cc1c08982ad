// `signal`: a named signal heard by the given components/pieces, or by the mode.
import type { EffectHandler } from '../ruleset/handlers.ts';
import type { Bindings } from '../state/types.ts';
import { dispatchLast, hear, hearersAt, runHeard, type EventFilter, type Hit } from '../runtime/dispatch.ts';
import { bind } from '../runtime/runtime.ts';
import { NAME, SELF } from '../state/slots.ts';

const TO_MODE = {};

/**
 * The signal's bindings: `b` with `name` (and `self`) set. Copied then set, not spread with the
 * new keys (`{ ...b, name }`), which V8 runs ~1.5× slower on bindings of many shapes; the keys
 * land in the same order either way, so frames and hashes are unchanged.
 */
export function signalled(b: Bindings, name: string, self?: string): Bindings {
  // Bindings that already bind this name (a `let` whose body is this signal made them so) are sent as
  // they are: a copy would hold the same values in the same order, and bindings are never changed.
  if (self === undefined && b[NAME] === name) return b;
  const out = bind(b, NAME, name);
  if (self !== undefined) out[SELF] = self;
  return out;
}

/** Handler of `do: signal`. */
export const signal: EffectHandler = {
  do: 'signal',
  compile: (a, cx, path) => {
    const name = String(a.name);
    const to = a.to === undefined ? null : cx.selector(a.to, `${path}/to`);
    const filter: EventFilter = { name };
    const heardBy = hearersAt('signal');
    // The signal is the last thing its step does: what hears it runs where it is reached (dispatchLast).
    return cx.prim(path, (rt, b) => {
      if (!to) return dispatchLast(rt, 'signal', signalled(b, name), TO_MODE, filter, heardBy(rt));
      const ids = to(rt, b);
      // Heard item by item from the last (as one dispatch each, pushed from the last, would), run from the first.
      let hits: Hit[] | null = null;
      for (let i = ids.length - 1; i >= 0; i--) {
        const id = ids[i] as string;
        const subject = rt.s.pieces[id] !== undefined ? { piece: id, only: true } : { component: id, only: true };
        const heard = hear(rt, 'signal', signalled(b, name, id), subject, filter, null, heardBy(rt));
        if (heard !== null) hits = hits === null ? heard : heard.concat(hits);
      }
      if (hits !== null && hits.length > 0) runHeard(rt, hits);
    });
  },
};
