// `clear-line-locks`: forgets which way each line of a grid moved this turn.
import type { EffectHandler } from '../ruleset/handlers.ts';

/** Handler of `do: clear-line-locks`. */
export const clearLineLocks: EffectHandler = {
  do: 'clear-line-locks',
  compile: (a, cx, path) => {
    const zone = cx.zone(a.zone, `${path}/zone`);
    return cx.prim(path, (rt, b) => {
      const z = rt.s.zones[zone(rt, b)];
      if (z && z.kind === 'grid') z.locks = {};
    });
  },
};
