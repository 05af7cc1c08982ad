// `if`: runs `then` when the condition holds, otherwise `else`.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { runNext } from '../runtime/runtime.ts';
import { truthy } from '../runtime/values.ts';
import { perSite } from '../ruleset/per-site.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { Bindings } from '../state/types.ts';

/** Handler of `do: if`. */
export const ifEffect: EffectHandler = {
  do: 'if',
  compile: (a, cx, path) => {
    const test = cx.expr(a.if, `${path}/if`);
    const then = cx.effects(a.then, `${path}/then`);
    const otherwise = a.else === undefined ? null : cx.effects(a.else, `${path}/else`);
    // In code of the site's own (ruleset/per-site.ts): the test's call learns the one function it calls.
    const run = perSite<(rt: Runtime, b: Bindings) => void>(
      ['truthy', 'runNext', 'test', 'then', 'otherwise'],
      `return function ifEffect(rt, b) {
        if (truthy(test(rt, b))) runNext(rt, then, b);
        else if (otherwise !== null) runNext(rt, otherwise, b);
      };`,
      [truthy, runNext, test, then, otherwise],
      () => (rt, b) => {
        if (truthy(test(rt, b))) runNext(rt, then, b);
        else if (otherwise !== null) runNext(rt, otherwise, b);
      },
    );
    return cx.prim(path, run);
  },
};
