// `add-marker`: a marker (with a count) on components, pieces or seats, optionally owned by a seat.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { markerKey } from '../runtime/markers.ts';
import { emit } from '../runtime/runtime.ts';
import { asNumber } from '../runtime/values.ts';
import { addMarkers } from '../runtime/writes.ts';
import { counted } from '../runtime/counted.ts';

const MARKER_ADDED = counted('marker-added');

/** Handler of `do: add-marker`. */
export const addMarker: EffectHandler = {
  do: 'add-marker',
  compile: (a, cx, path) => {
    const to = cx.selector(a.to, `${path}/to`);
    const marker = String(a.marker);
    // Counted as a write to MARKERS only if a kept answer reads this marker (a reminder token, read by
    // no ending, flag or block-entry rule, does not make them be asked again).
    const counts = cx.keptReadsMarker?.(marker) ?? true;
    const count = cx.expr(a.count ?? 1, `${path}/count`);
    const owner = a.owner === undefined ? null : cx.selector(a.owner, `${path}/owner`);
    return cx.prim(path, (rt, b) => {
      const n = asNumber(count(rt, b));
      const key = markerKey(marker, owner ? owner(rt, b)[0] : null);
      for (const id of to(rt, b)) {
        const holder = rt.s.components[id] ?? rt.s.pieces[id] ?? rt.s.seats[id];
        if (!holder) continue;
        addMarkers(rt, holder.markers, key, n, counts);
        if (!rt.silent)
          emit(
            rt,
            rt.bare
              ? MARKER_ADDED
              : { type: 'marker-added', data: { on: id, marker: key, count: n }, text: `${key} on ${id}` },
          );
      }
    });
  },
};
