// `rotate-order`: the first in the turn order becomes last.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit } from '../runtime/runtime.ts';

/** Handler of `do: rotate-order`. */
export const rotateOrder: EffectHandler = {
  do: 'rotate-order',
  compile: (_a, cx, path) =>
    cx.prim(path, (rt) => {
      const first = rt.s.order.shift();
      if (first === undefined) return;
      rt.s.order.push(first);
      emit(rt, { type: 'order-rotated', data: { first: rt.s.order[0] ?? null }, text: `${rt.s.order[0]} plays first` });
    }),
};
