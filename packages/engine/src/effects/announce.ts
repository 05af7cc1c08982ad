// `announce`: a line in the event log for everyone.
import type { Text } from '../state/types.ts';
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit } from '../runtime/runtime.ts';

/** Handler of `do: announce`. */
export const announce: EffectHandler = {
  do: 'announce',
  compile: (a, cx, path) => {
    const text = (a.text ?? '') as Text;
    return cx.prim(path, (rt) => emit(rt, { type: 'announce', text }));
  },
};
