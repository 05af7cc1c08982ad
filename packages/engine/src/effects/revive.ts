// `revive`: eliminated pieces return to play on a component (no enter effect).
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit } from '../runtime/runtime.ts';
import { wrote } from '../runtime/writes.ts';
import { PIECES } from '../ruleset/reads.ts';

/** Handler of `do: revive`. */
export const revive: EffectHandler = {
  do: 'revive',
  compile: (a, cx, path) => {
    const piece = cx.selector(a.piece, `${path}/piece`);
    const to = cx.selector(a.to, `${path}/to`);
    return cx.prim(path, (rt, b) => {
      const dest = to(rt, b)[0];
      if (dest === undefined) return;
      for (const id of piece(rt, b)) {
        const p = rt.s.pieces[id];
        if (!p || p.status !== 'eliminated') continue;
        p.status = 'active';
        p.location = rt.s.components[dest] !== undefined ? { component: dest } : { zone: dest };
        wrote(rt, PIECES);
        emit(rt, { type: 'revived', piece: id, text: `${id} is back in play` });
      }
    });
  },
};
