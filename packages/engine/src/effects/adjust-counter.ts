// `adjust-counter`: adds to a mode counter.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit } from '../runtime/runtime.ts';
import { asNumber } from '../runtime/values.ts';
import { setCounter as writeCounter } from '../runtime/writes.ts';
import { counted } from '../runtime/counted.ts';

const COUNTER = counted('counter');

/** Handler of `do: adjust-counter`. */
export const adjustCounter: EffectHandler = {
  do: 'adjust-counter',
  compile: (a, cx, path) => {
    const name = String(a.counter);
    const by = cx.expr(a.by, `${path}/by`);
    return cx.prim(path, (rt, b) => {
      const v = (rt.s.counters[name] ?? 0) + asNumber(by(rt, b));
      writeCounter(rt, name, v);
      if (!rt.silent)
        emit(rt, rt.bare ? COUNTER : { type: 'counter', data: { counter: name, value: v }, text: `${name} = ${v}` });
    });
  },
};
