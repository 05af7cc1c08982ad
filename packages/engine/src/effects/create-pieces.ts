// `create-pieces`: new pieces dealt round-robin to seats, appended to the turn order. Pieces of
// a `piece` definition (not characters) act only on orders, so they stay out of it. Each starts
// with its kit as piece variables: the mode's per-piece tokens (characters only), then its
// definition's own `kit` (a character's lock tokens, reserve tiles).
import type { EffectHandler } from '../ruleset/handlers.ts';
import { shuffleInPlace } from '../rng/rng.ts';
import { emit } from '../runtime/runtime.ts';
import { takeCount } from './count.ts';

/** Handler of `do: create-pieces`. */
export const createPieces: EffectHandler = {
  do: 'create-pieces',
  compile: (a, cx, path) => {
    const raw = Array.isArray(a.defs) ? a.defs : [a.defs];
    const defs = raw.map((d, i) => cx.defId(d, Array.isArray(a.defs) ? `${path}/defs/${i}` : `${path}/defs`));
    const seats = a.seat === undefined ? null : cx.selector(a.seat, `${path}/seat`);
    const count = cx.expr(a.count ?? 1, `${path}/count`);
    const at = cx.selector(a.at, `${path}/at`);
    const shuffle = a.shuffle === true;
    return cx.prim(path, (rt, b) => {
      const s = rt.s;
      if (defs.length === 0) return;
      const pool = shuffle ? shuffleInPlace(s.rng, defs.slice()) : defs;
      const where = at(rt, b)[0];
      const owners: Array<string | null> = seats ? seats(rt, b) : [null];
      const n = takeCount(rt, count(rt, b), 'create-pieces count', false);
      takeCount(rt, n * owners.length, 'create-pieces count × seats');
      let k = 0;
      for (let round = 0; round < n; round++) {
        for (const seat of owners) {
          const id = `p${s.next.piece++}`;
          const def = pool[k++ % pool.length] as string;
          const location = where === undefined ? null : where in s.components ? { component: where } : { zone: where };
          const neutral = rt.rs.defs[def]?.kind === 'piece';
          const kit = rt.rs.defs[def]?.kit;
          const modeKit = neutral ? undefined : rt.mode.kit;
          const vars = modeKit || kit ? { ...modeKit, ...kit } : {};
          s.pieces[id] = { id, def, seat, location, status: 'active', markers: {}, vars, plan: [], done: [] };
          if (!neutral) s.order.push(id);
          emit(rt, {
            type: 'piece-created',
            piece: id,
            ...(seat ? { seat } : {}),
            data: { def },
            text: `${id} (${def}) joins`,
          });
        }
      }
    });
  },
};
