// `remove-marker`: removes a marker (a count of it, or all of it), one owner's copies or everyone's.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { removeMarker as remove } from '../runtime/markers.ts';
import { asNumber } from '../runtime/values.ts';
import { wrote } from '../runtime/writes.ts';
import { MARKERS } from '../ruleset/reads.ts';

/** Handler of `do: remove-marker`. */
export const removeMarker: EffectHandler = {
  do: 'remove-marker',
  compile: (a, cx, path) => {
    const from = cx.selector(a.from, `${path}/from`);
    const marker = String(a.marker);
    const count = a.count === undefined ? null : cx.expr(a.count, `${path}/count`);
    const owner = a.owner === undefined ? null : cx.selector(a.owner, `${path}/owner`);
    return cx.prim(path, (rt, b) => {
      const who = owner ? (owner(rt, b)[0] ?? null) : undefined;
      const n = count === null ? null : asNumber(count(rt, b));
      for (const id of from(rt, b)) {
        const holder = rt.s.components[id] ?? rt.s.pieces[id] ?? rt.s.seats[id];
        if (!holder) continue;
        remove(holder.markers, marker, who, n);
        wrote(rt, MARKERS);
      }
    });
  },
};
