// `remove-marker`: removes a marker (a count of it, or all of it), one owner's copies or everyone's.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { markerKey, removeMarker as remove } from '../runtime/markers.ts';
import { emit } from '../runtime/runtime.ts';
import { asNumber } from '../runtime/values.ts';
import { wrote } from '../runtime/writes.ts';
import { MARKERS } from '../ruleset/reads.ts';

/** How many copies of `marker` the removal may touch: one owner's (`owner` given) or everyone's. */
function copies(markers: Record<string, number>, marker: string, owner: string | null | undefined): number {
  if (owner !== undefined) return markers[markerKey(marker, owner)] ?? 0;
  let n = 0;
  for (const key in markers) if (key === marker || key.startsWith(`${marker}@`)) n += markers[key] ?? 0;
  return n;
}

/** Handler of `do: remove-marker`. */
export const removeMarker: EffectHandler = {
  do: 'remove-marker',
  compile: (a, cx, path) => {
    const from = cx.selector(a.from, `${path}/from`);
    const marker = String(a.marker);
    // Counted as a write to MARKERS only if a kept answer reads this marker (see add-marker).
    const counts = cx.keptReadsMarker?.(marker) ?? true;
    const count = a.count === undefined ? null : cx.expr(a.count, `${path}/count`);
    const owner = a.owner === undefined ? null : cx.selector(a.owner, `${path}/owner`);
    return cx.prim(path, (rt, b) => {
      const who = owner ? (owner(rt, b)[0] ?? null) : undefined;
      const n = count === null ? null : asNumber(count(rt, b));
      for (const id of from(rt, b)) {
        const holder = rt.s.components[id] ?? rt.s.pieces[id] ?? rt.s.seats[id];
        if (!holder) continue;
        const had = rt.silent ? 0 : copies(holder.markers, marker, who);
        remove(holder.markers, marker, who, n);
        if (counts) wrote(rt, MARKERS);
        if (rt.silent) continue;
        // Told like marker-added (only when copies actually went), so a log shows when a marker lifted.
        const gone = had - copies(holder.markers, marker, who);
        if (gone > 0) {
          const key = who === undefined ? marker : markerKey(marker, who);
          if (!rt.silent)
            emit(rt, { type: 'marker-removed', data: { on: id, marker: key, count: gone }, text: `${key} off ${id}` });
        }
      }
    });
  },
};
