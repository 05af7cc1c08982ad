// `if`: runs `then` when the condition holds, otherwise `else`.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { runNext } from '../runtime/runtime.ts';
import { truthy } from '../runtime/values.ts';

/** Handler of `do: if`. */
export const ifEffect: EffectHandler = {
  do: 'if',
  compile: (a, cx, path) => {
    const test = cx.expr(a.if, `${path}/if`);
    const then = cx.effects(a.then, `${path}/then`);
    const otherwise = a.else === undefined ? null : cx.effects(a.else, `${path}/else`);
    return cx.prim(path, (rt, b) => {
      if (truthy(test(rt, b))) runNext(rt, then, b);
      else if (otherwise !== null) runNext(rt, otherwise, b);
    });
  },
};
