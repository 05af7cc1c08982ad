// `perform`: the piece performs a given action now. The action is a plain id
// or an expression computed when the effect runs (an opponent's talent, …).
// With `seat`, that seat makes the action's choices: an order given to a piece
// that belongs to nobody, or to someone else's piece.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { bindingsOf, compileActionRef } from '../ruleset/action.ts';
import { push } from '../runtime/runtime.ts';
import { BOUND_NULL, SEAT } from '../state/slots.ts';

/** Handler of `do: perform`. */
export const perform: EffectHandler = {
  do: 'perform',
  compile: (a, cx, path) => {
    const piece = cx.first(a.piece, `${path}/piece`);
    const action = compileActionRef(a.action, cx, `${path}/action`);
    const seat = a.seat === undefined ? null : cx.first(a.seat, `${path}/seat`);
    return cx.prim(path, (rt, b) => {
      const actor = piece(rt, b);
      const p = actor === undefined ? undefined : rt.s.pieces[actor];
      if (actor === undefined || p?.status !== 'active') return;
      const found = action.find(rt, actor, b);
      if (!found) return;
      // The piece looked up once: its seat read from it, not by id again.
      const bindings = bindingsOf(rt, actor, p.seat);
      if (seat) bindings[SEAT] = seat(rt, b) ?? BOUND_NULL;
      push(rt, found.node, bindings);
    });
  },
};
