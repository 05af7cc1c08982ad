// `let`: binds a name to items or to a value for the effects in `run`.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { bind, runNext } from '../runtime/runtime.ts';
import { boundSlot, NAME } from '../state/slots.ts';

/** Handler of `do: let`. */
export const letEffect: EffectHandler = {
  do: 'let',
  compile: (a, cx, path) => {
    const slot = cx.slot(String(a.name));
    const items = a.items === undefined ? null : cx.selector(a.items, `${path}/items`);
    const value = a.value === undefined ? null : cx.expr(a.value, `${path}/value`);
    if (!items && !value) cx.error(path, 'let needs items or value');
    const body = cx.effects(a.run, `${path}/run`);
    const signal = signalOnly(a.run);
    if (signal === null)
      return cx.prim(path, (rt, b) => {
        const v = items ? items(rt, b) : value ? value(rt, b) : null;
        // The body runs where the `let` is reached (a frame of its own only where it has to stop).
        runNext(rt, body, bind(b, slot, boundSlot(v)));
      });
    // A body that is one signal to the mode gets its bindings with the signal's name already set (what
    // signal.ts would copy them to), so that the signal sends them on without a second copy. A closure
    // of its own: the plain `let`'s stays as small as it was, and V8 optimises it when it did before.
    return cx.prim(path, (rt, b) => {
      const v = items ? items(rt, b) : value ? value(rt, b) : null;
      const out = bind(b, slot, boundSlot(v));
      out[NAME] = signal;
      runNext(rt, body, out);
    });
  },
};

/** The name of the signal a `let`'s `run` is, if it is one signal to the mode (alone or a list of one); else null. */
export function signalOnly(run: unknown): string | null {
  const one = Array.isArray(run) ? (run.length === 1 ? (run[0] as unknown) : null) : run;
  if (typeof one !== 'object' || one === null) return null;
  const e = one as Record<string, unknown>;
  return e.do === 'signal' && e.to === undefined ? String(e.name) : null;
}
