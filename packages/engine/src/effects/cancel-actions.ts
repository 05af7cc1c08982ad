// `cancel-actions`: pieces lose the rest of this turn's programme, and take no
// live action (take-action) for the rest of the turn either.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit } from '../runtime/runtime.ts';

/** Marks, in a piece's `done` list, that the rest of its turn is cancelled (not an action id). */
export const CANCELLED = '-';

/** Handler of `do: cancel-actions`. */
export const cancelActions: EffectHandler = {
  do: 'cancel-actions',
  compile: (a, cx, path) => {
    const piece = cx.selector(a.piece, `${path}/piece`);
    return cx.prim(path, (rt, b) => {
      for (const id of piece(rt, b)) {
        const p = rt.s.pieces[id];
        if (!p) continue;
        p.plan = p.plan.map(() => '');
        if (!p.done.includes(CANCELLED)) p.done.push(CANCELLED);
        emit(rt, { type: 'actions-cancelled', piece: id, text: `${id} loses the rest of this turn's actions` });
      }
    });
  },
};
