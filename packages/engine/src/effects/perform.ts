// `perform`: the piece performs a given action now. The action is a plain id
// or an expression computed when the effect runs (an opponent's talent, …).
// With `seat`, that seat makes the action's choices: an order given to a piece
// that belongs to nobody, or to someone else's piece.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { actionBindings, compileActionRef } from '../ruleset/action.ts';
import { push } from '../runtime/runtime.ts';

/** Handler of `do: perform`. */
export const perform: EffectHandler = {
  do: 'perform',
  compile: (a, cx, path) => {
    const piece = cx.selector(a.piece, `${path}/piece`);
    const action = compileActionRef(a.action, cx, `${path}/action`);
    const seat = a.seat === undefined ? null : cx.first(a.seat, `${path}/seat`);
    return cx.prim(path, (rt, b) => {
      const actor = piece(rt, b)[0];
      if (actor === undefined || rt.s.pieces[actor]?.status !== 'active') return;
      const found = action.find(rt, actor, b);
      if (!found) return;
      const bindings = actionBindings(rt, actor);
      if (seat) bindings.seat = seat(rt, b) ?? null;
      push(rt, found.node, bindings);
    });
  },
};
