// `eliminate`: pieces are eliminated (off the table).
import type { EffectHandler } from '../ruleset/handlers.ts';
import { eliminatePiece } from '../runtime/moves.ts';

/** Handler of `do: eliminate`. */
export const eliminate: EffectHandler = {
  do: 'eliminate',
  compile: (a, cx, path) => {
    const piece = cx.selector(a.piece, `${path}/piece`);
    return cx.prim(path, (rt, b) => {
      for (const id of piece(rt, b)) eliminatePiece(rt, id);
    });
  },
};
