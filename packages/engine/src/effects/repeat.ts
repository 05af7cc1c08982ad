// `repeat`: runs the effects a number of times (counted when it starts).
import type { EffectHandler } from '../ruleset/handlers.ts';
import { pop, push } from '../runtime/runtime.ts';
import { takeCount } from './count.ts';

/** Handler of `do: repeat`. */
export const repeat: EffectHandler = {
  do: 'repeat',
  compile: (a, cx, path) => {
    const times = cx.expr(a.times, `${path}/times`);
    const body = cx.effects(a.run, `${path}/run`);
    return cx.node(path, {
      step: (rt, f) => {
        // Each turn costs at least one step, so the count is checked (not charged) first.
        if (!f.items) f.items = new Array<string>(takeCount(rt, times(rt, f.b), 'repeat times', false)).fill('');
        if (f.pc++ < f.items.length) push(rt, body, f.b);
        else pop(rt);
      },
    });
  },
};
