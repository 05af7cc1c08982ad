// `escape`: pieces escape (off the table, status escaped).
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit } from '../runtime/runtime.ts';
import { wrote } from '../runtime/writes.ts';
import { PIECES } from '../ruleset/reads.ts';

/** Handler of `do: escape`. */
export const escape: EffectHandler = {
  do: 'escape',
  compile: (a, cx, path) => {
    const piece = cx.selector(a.piece, `${path}/piece`);
    return cx.prim(path, (rt, b) => {
      for (const id of piece(rt, b)) {
        const p = rt.s.pieces[id];
        if (!p || p.status !== 'active') continue;
        p.status = 'escaped';
        p.location = null;
        wrote(rt, PIECES);
        emit(rt, { type: 'escaped', piece: id, text: `${id} escapes` });
      }
    });
  },
};
