// `set-counter`: sets a mode counter.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit } from '../runtime/runtime.ts';
import { asNumber } from '../runtime/values.ts';
import { setCounter as writeCounter } from '../runtime/writes.ts';
import { counted } from '../runtime/counted.ts';

const COUNTER = counted('counter');

/** Handler of `do: set-counter`. */
export const setCounter: EffectHandler = {
  do: 'set-counter',
  compile: (a, cx, path) => {
    const name = String(a.counter);
    const value = cx.expr(a.value, `${path}/value`);
    return cx.prim(path, (rt, b) => {
      const v = asNumber(value(rt, b));
      writeCounter(rt, name, v);
      if (!rt.silent)
        emit(rt, rt.bare ? COUNTER : { type: 'counter', data: { counter: name, value: v }, text: `${name} = ${v}` });
    });
  },
};
