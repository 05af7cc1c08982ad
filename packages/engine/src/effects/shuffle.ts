// `shuffle`: a stack or set shuffled by the seeded RNG; nobody remembers its
// face-down components, and they get new ids if anyone had seen one.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { shuffleInPlace } from '../rng/rng.ts';
import { emit } from '../runtime/runtime.ts';
import { rekey } from '../runtime/table.ts';
import { EVERYTHING, wrote } from '../runtime/writes.ts';

/** Handler of `do: shuffle`. */
export const shuffle: EffectHandler = {
  do: 'shuffle',
  compile: (a, cx, path) => {
    const zone = cx.zone(a.zone, `${path}/zone`);
    return cx.prim(path, (rt, b) => {
      const id = zone(rt, b);
      const z = rt.s.zones[id];
      if (!z || z.kind === 'grid') return;
      shuffleInPlace(rt.s.rng, z.items);
      const hidden = z.items.filter((c) => rt.s.components[c]?.faceUp === false);
      // If anyone had seen one of them, every hidden one gets a new id: otherwise
      // a seat could follow a card through the shuffle by its id.
      const traceable = hidden.some((c) => (rt.s.components[c]?.seenBy.length ?? 0) > 0);
      for (const c of hidden) {
        (rt.s.components[c] as { seenBy: string[] }).seenBy = [];
        if (traceable) {
          rekey(rt.s, c);
          wrote(rt, EVERYTHING);
        }
      }
      emit(rt, { type: 'shuffled', data: { zone: id }, text: `${id} is shuffled` });
    });
  },
};
