// `adjust-var`: adds to a numeric variable on seats or pieces.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { asNumber } from '../runtime/values.ts';
import { wrote } from '../runtime/writes.ts';
import { SEATS } from '../ruleset/reads.ts';

/** Handler of `do: adjust-var`. */
export const adjustVar: EffectHandler = {
  do: 'adjust-var',
  compile: (a, cx, path) => {
    const of = cx.selector(a.of, `${path}/of`);
    const name = String(a.name);
    // Counted as a write to SEATS only if a kept answer reads this variable (a turn's flags, read by
    // no ending, do not make the endings be asked again).
    const counts = cx.keptReadsSeatVar?.(name) ?? true;
    const by = cx.expr(a.by, `${path}/by`);
    return cx.prim(path, (rt, b) => {
      if (counts) wrote(rt, SEATS); // seat variables (read by endings that count scores)
      const d = asNumber(by(rt, b));
      for (const id of of(rt, b)) {
        const holder = rt.s.seats[id] ?? rt.s.pieces[id];
        if (holder) holder.vars[name] = (holder.vars[name] ?? 0) + d;
      }
    });
  },
};
