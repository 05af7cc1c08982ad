// `swap-components`: two components trade places; pieces ride along or stay in their cell.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit } from '../runtime/runtime.ts';
import { piecesOn, swapPlaces } from '../runtime/table.ts';
import { wrote } from '../runtime/writes.ts';
import { PIECES } from '../ruleset/reads.ts';

/** Handler of `do: swap-components`. */
export const swapComponents: EffectHandler = {
  do: 'swap-components',
  compile: (a, cx, path) => {
    const first = cx.selector(a.a, `${path}/a`);
    const second = cx.selector(a.b, `${path}/b`);
    const stay = a.pieces === 'stay';
    return cx.prim(path, (rt, b) => {
      const s = rt.s;
      const ia = first(rt, b)[0];
      const ib = second(rt, b)[0];
      const ca = ia === undefined ? undefined : s.components[ia];
      const cb = ib === undefined ? undefined : s.components[ib];
      if (!ca || !cb || ca === cb) return;
      swapPlaces(s, ca, cb);
      wrote(rt, PIECES);
      if (stay) {
        const onA = piecesOn(s, ca.id);
        const onB = piecesOn(s, cb.id);
        for (const p of onA) (s.pieces[p] as { location: unknown }).location = { component: cb.id };
        for (const p of onB) (s.pieces[p] as { location: unknown }).location = { component: ca.id };
      }
      emit(rt, {
        type: 'components-swapped',
        component: ca.id,
        data: { with: cb.id },
        text: `${ca.id} and ${cb.id} swap`,
      });
    });
  },
};
