// `nothing`: a placeholder that does nothing.
import type { EffectHandler } from '../ruleset/handlers.ts';

const doNothing = (): void => undefined;

/** Handler of `do: nothing`. */
export const nothing: EffectHandler = {
  do: 'nothing',
  compile: (_a, cx, path) => cx.prim(path, doNothing),
};
