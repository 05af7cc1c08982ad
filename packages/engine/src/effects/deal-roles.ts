// `deal-roles`: secret roles dealt to the seats from a shuffled pool; extras stay out.
// Without a list of roles, the pool is the mode's `setup.roles` row for the number of
// characters in play (the seats when no character is in play yet), teams as the mode's
// roles declare them.
import type { EffectHandler } from '../ruleset/handlers.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { shuffleInPlace } from '../rng/rng.ts';
import { activeCharacters } from '../expressions/state.ts';
import { takeCount } from './count.ts';
import { wrote } from '../runtime/writes.ts';
import { SEATS } from '../ruleset/reads.ts';

type Dealt = { role: string; team: string | null };

/** Active pieces of character definitions; the seats when there are none yet. */
function charactersInPlay(rt: Runtime): number {
  return activeCharacters(rt) || rt.s.seatOrder.length;
}

/** The pool of the mode's `setup.roles` row for the characters in play. */
function tablePool(rt: Runtime): Dealt[] {
  const n = charactersInPlay(rt);
  const row = rt.mode.roleTable.find((r) => n >= r.min && n <= r.max);
  if (!row) {
    const cause = rt.cause;
    throw new Error(
      `deal-roles: no roles listed, and the mode's setup.roles has no row for ${n} characters; at ${cause.def}${cause.path}`,
    );
  }
  const pool: Dealt[] = [];
  for (const r of row.roles) {
    const dealt = { role: r.role, team: rt.mode.roleTeams[r.role] ?? null };
    for (let k = takeCount(rt, r.count, 'deal-roles count'); k > 0; k--) pool.push(dealt);
  }
  return pool;
}

/** Handler of `do: deal-roles`. */
export const dealRoles: EffectHandler = {
  do: 'deal-roles',
  compile: (a, cx, path) => {
    const listed = Array.isArray(a.roles);
    const raw = listed ? (a.roles as Array<Record<string, unknown>>) : [];
    const roles = raw.map((r, i) => ({
      role: String(r.role),
      team: typeof r.team === 'string' ? r.team : null,
      count: cx.expr(r.count ?? 1, `${path}/roles/${i}/count`),
    }));
    return cx.prim(path, (rt, b) => {
      let pool: Dealt[] = [];
      if (!listed) pool = tablePool(rt);
      else
        for (const r of roles) for (let k = takeCount(rt, r.count(rt, b), 'deal-roles count'); k > 0; k--) pool.push(r);
      shuffleInPlace(rt.s.rng, pool);
      wrote(rt, SEATS); // roles and teams
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
