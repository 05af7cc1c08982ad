// `swap-pieces`: two pieces trade places (components or zones), without
// enter/leave triggers unless asked, since a swap is not a walk through a door.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { movePiece } from '../runtime/moves.ts';
import { emit } from '../runtime/runtime.ts';

/** Handler of `do: swap-pieces`. */
export const swapPieces: EffectHandler = {
  do: 'swap-pieces',
  compile: (a, cx, path) => {
    const first = cx.selector(a.a, `${path}/a`);
    const second = cx.selector(a.b, `${path}/b`);
    const fire = a.fire === true;
    return cx.prim(path, (rt, b) => {
      const s = rt.s;
      const ia = first(rt, b)[0];
      const ib = second(rt, b)[0];
      const pa = ia === undefined ? undefined : s.pieces[ia];
      const pb = ib === undefined ? undefined : s.pieces[ib];
      if (!pa || !pb || pa === pb || pa.status !== 'active' || pb.status !== 'active') return;
      const at = (l: typeof pa.location) => (l === null ? null : 'component' in l ? l.component : l.zone);
      const la = at(pa.location);
      const lb = at(pb.location);
      if (la === null || lb === null) return;
      // Second piece first: move-piece pushes its triggers, so the first piece's run first.
      movePiece(rt, pb.id, la, fire, b);
      movePiece(rt, pa.id, lb, fire, b);
      emit(rt, {
        type: 'pieces-swapped',
        piece: pa.id,
        data: { with: pb.id },
        text: `${pa.id} and ${pb.id} swap places`,
      });
    });
  },
};
