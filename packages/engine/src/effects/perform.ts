// `perform`: the piece performs a given action now.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { startAction } from '../ruleset/action.ts';

/** Handler of `do: perform`. */
export const perform: EffectHandler = {
  do: 'perform',
  compile: (a, cx, path) => {
    const piece = cx.selector(a.piece, `${path}/piece`);
    const action = cx.actionId(a.action, `${path}/action`);
    return cx.prim(path, (rt, b) => {
      const actor = piece(rt, b)[0];
      if (actor !== undefined && rt.s.pieces[actor]?.status === 'active') startAction(rt, actor, action);
    });
  },
};
