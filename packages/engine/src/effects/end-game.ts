// `end-game`: ends the match with an outcome and winners.
import type { Text } from '../state/types.ts';
import type { EffectHandler } from '../ruleset/handlers.ts';
import { endGame as end } from '../runtime/endings.ts';

/** Handler of `do: end-game`. */
export const endGame: EffectHandler = {
  do: 'end-game',
  compile: (a, cx, path) => {
    const outcome = String(a.outcome);
    const winners = a.winners === undefined ? null : cx.selector(a.winners, `${path}/winners`);
    const reason = (a.reason ?? outcome) as Text;
    return cx.prim(path, (rt, b) => {
      const seats = winners ? winners(rt, b).filter((id) => id in rt.s.seats) : [];
      end(rt, outcome, seats, reason);
    });
  },
};
