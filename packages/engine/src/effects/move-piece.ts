// `move-piece`: moves pieces onto a component or into a zone, firing leave/enter.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { movePiece as move } from '../runtime/moves.ts';

/** Handler of `do: move-piece`. */
export const movePiece: EffectHandler = {
  do: 'move-piece',
  compile: (a, cx, path) => {
    const piece = cx.selector(a.piece, `${path}/piece`);
    const to = cx.selector(a.to, `${path}/to`);
    const fire = a.fire !== false;
    return cx.prim(path, (rt, b) => {
      const dest = to(rt, b)[0];
      if (dest === undefined) return;
      // Reversed: each move pushes its triggers, so the first piece's run first.
      const ids = piece(rt, b);
      for (let i = ids.length - 1; i >= 0; i--) move(rt, ids[i] as string, dest, fire, b);
    });
  },
};
