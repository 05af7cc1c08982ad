// `perform`: the piece performs a given action now. The action is a plain id
// or an expression computed when the effect runs (an opponent's talent, …).
import type { EffectHandler } from '../ruleset/handlers.ts';
import { actionBindings, compileActionRef } from '../ruleset/action.ts';
import { push } from '../runtime/runtime.ts';

/** Handler of `do: perform`. */
export const perform: EffectHandler = {
  do: 'perform',
  compile: (a, cx, path) => {
    const piece = cx.selector(a.piece, `${path}/piece`);
    const action = compileActionRef(a.action, cx, `${path}/action`);
    return cx.prim(path, (rt, b) => {
      const actor = piece(rt, b)[0];
      if (actor === undefined || rt.s.pieces[actor]?.status !== 'active') return;
      const found = action.find(rt, actor, b);
      if (found) push(rt, found.node, actionBindings(rt, actor));
    });
  },
};
