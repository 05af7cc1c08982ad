// `let`: binds a name to items or to a value for the effects in `run`.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { bind, runNext } from '../runtime/runtime.ts';

/** Handler of `do: let`. */
export const letEffect: EffectHandler = {
  do: 'let',
  compile: (a, cx, path) => {
    const name = String(a.name);
    const items = a.items === undefined ? null : cx.selector(a.items, `${path}/items`);
    const value = a.value === undefined ? null : cx.expr(a.value, `${path}/value`);
    if (!items && !value) cx.error(path, 'let needs items or value');
    const body = cx.effects(a.run, `${path}/run`);
    return cx.prim(path, (rt, b) => {
      const v = items ? items(rt, b) : value ? value(rt, b) : null;
      // The body runs where the `let` is reached (a frame of its own only where it has to stop).
      runNext(rt, body, bind(b, name, v));
    });
  },
};
