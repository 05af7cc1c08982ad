// `deal-roles`: secret roles dealt to the seats from a shuffled pool; extras stay out.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { shuffleInPlace } from '../rng/rng.ts';
import { takeCount } from './count.ts';

/** Handler of `do: deal-roles`. */
export const dealRoles: EffectHandler = {
  do: 'deal-roles',
  compile: (a, cx, path) => {
    const raw = Array.isArray(a.roles) ? (a.roles as Array<Record<string, unknown>>) : [];
    const roles = raw.map((r, i) => ({
      role: String(r.role),
      team: typeof r.team === 'string' ? r.team : null,
      count: cx.expr(r.count ?? 1, `${path}/roles/${i}/count`),
    }));
    return cx.prim(path, (rt, b) => {
      const pool: Array<{ role: string; team: string | null }> = [];
      for (const r of roles) for (let k = takeCount(rt, r.count(rt, b), 'deal-roles count'); k > 0; k--) pool.push(r);
      shuffleInPlace(rt.s.rng, pool);
      rt.s.seatOrder.forEach((id, i) => {
        const seat = rt.s.seats[id];
        const dealt = pool[i];
        if (!seat || !dealt) return;
        seat.role = dealt.role;
        seat.team = dealt.team;
      });
    });
  },
};
