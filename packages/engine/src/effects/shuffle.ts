// `shuffle`: a stack or set shuffled by the seeded RNG; nobody remembers its
// face-down components, and they get new ids if anyone had seen one.
import type { GameState } from '../state/types.ts';
import type { EffectHandler } from '../ruleset/handlers.ts';
import { shuffleInPlace } from '../rng/rng.ts';
import { emit } from '../runtime/runtime.ts';
import { rekey } from '../runtime/table.ts';
import { EVERYTHING, wrote } from '../runtime/writes.ts';

/** Whether some seat had seen one of the face-down components among `items`. */
function someHiddenSeen(s: GameState, items: string[]): boolean {
  for (let i = 0; i < items.length; i++) {
    const c = s.components[items[i] as string];
    if (c !== undefined && !c.faceUp && c.seenBy.length > 0) return true;
  }
  return false;
}

/** Handler of `do: shuffle`. */
export const shuffle: EffectHandler = {
  do: 'shuffle',
  compile: (a, cx, path) => {
    const zone = cx.zone(a.zone, `${path}/zone`);
    return cx.prim(path, (rt, b) => {
      const id = zone(rt, b);
      const s = rt.s;
      const z = s.zones[id];
      if (!z || z.kind === 'grid') return;
      shuffleInPlace(s.rng, z.items);
      // If anyone had seen one of them, everyone forgets them all and every hidden one gets a new
      // id: otherwise a seat could follow a card through the shuffle by its id. If nobody had, there
      // is nothing to forget (a setup's shuffles: no list is made, nothing is written).
      if (someHiddenSeen(s, z.items)) {
        const hidden = z.items.filter((c) => s.components[c]?.faceUp === false);
        for (const c of hidden) {
          (s.components[c] as { seenBy: string[] }).seenBy = [];
          rekey(s, c);
          wrote(rt, EVERYTHING);
        }
      }
      if (!rt.silent) emit(rt, { type: 'shuffled', data: { zone: id }, text: `${id} is shuffled` });
    });
  },
};
