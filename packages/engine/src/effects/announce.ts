// `announce`: a public line in the event log, read by every seat, eyes closed or not.
import type { Text } from '../state/types.ts';
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit } from '../runtime/runtime.ts';

/** Handler of `do: announce`. */
export const announce: EffectHandler = {
  do: 'announce',
  compile: (a, cx, path) => {
    const text = (a.text ?? '') as Text;
    return cx.prim(path, (rt) => emit(rt, { type: 'announce', text, data: { public: true } }, 'public'));
  },
};
