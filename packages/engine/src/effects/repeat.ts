// `repeat`: runs the effects a number of times (counted when it starts).
import type { EffectHandler } from '../ruleset/handlers.ts';
import { pop, push } from '../runtime/runtime.ts';
import { asNumber } from '../runtime/values.ts';

/** Handler of `do: repeat`. */
export const repeat: EffectHandler = {
  do: 'repeat',
  compile: (a, cx, path) => {
    const times = cx.expr(a.times, `${path}/times`);
    const body = cx.effects(a.run, `${path}/run`);
    return cx.node(path, {
      step: (rt, f) => {
        if (!f.items) f.items = new Array<string>(Math.max(0, Math.floor(asNumber(times(rt, f.b))))).fill('');
        if (f.pc++ < f.items.length) push(rt, body, f.b);
        else pop(rt);
      },
    });
  },
};
