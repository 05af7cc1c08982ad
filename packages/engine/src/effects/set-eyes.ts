// `set-eyes`: opens or closes seats' eyes (closed eyes see nothing of the table).
import type { EffectHandler } from '../ruleset/handlers.ts';

/** Handler of `do: set-eyes`. */
export const setEyes: EffectHandler = {
  do: 'set-eyes',
  compile: (a, cx, path) => {
    const seat = cx.selector(a.seat, `${path}/seat`);
    const open = a.open === true;
    return cx.prim(path, (rt, b) => {
      for (const id of seat(rt, b)) {
        const s = rt.s.seats[id];
        if (s) s.eyesOpen = open;
      }
    });
  },
};
