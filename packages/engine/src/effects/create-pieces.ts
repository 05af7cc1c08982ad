// `create-pieces`: new pieces dealt round-robin to seats, appended to the turn order. Pieces of
// a `piece` definition (not characters) act only on orders, so they stay out of it. Each starts
// with its kit as piece variables: the mode's per-piece tokens (characters only), then its
// definition's own `kit` (a character's lock tokens, reserve tiles).
// Picks (createMatch's `picks`, kept in the state until used) go to the first step that deals to
// seats: each seat gets its picked definitions first, and the rest are dealt from what is left.
import type { EffectHandler } from '../ruleset/handlers.ts';
import type { Mode, Ruleset } from '../ruleset/types.ts';
import { shuffleInPlace } from '../rng/rng.ts';
import { emit } from '../runtime/runtime.ts';
import { takeCount } from './count.ts';
import { wrote } from '../runtime/writes.ts';
import { PIECES } from '../ruleset/reads.ts';
import { pieceId } from '../state/ids.ts';

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
      let pool = shuffle ? shuffleInPlace(s.rng, defs.slice()) : defs;
      const where = at(rt, b)[0];
      const owners: Array<string | null> = seats ? seats(rt, b) : [null];
      const n = takeCount(rt, count(rt, b), 'create-pieces count', false);
      takeCount(rt, n * owners.length, 'create-pieces count × seats');
      let picked: Map<string, string[]> | null = null;
      if (seats && s.picks) {
        const given = takePicks(s.picks, defs, owners as string[], n);
        delete s.picks;
        picked = given.bySeat;
        if (given.rest.length) pool = pool.filter(keepOnce(given.taken));
      }
      // Where the pieces stand: the same place for all, each its own location object.
      const onComponent = where !== undefined && s.components[where] !== undefined;
      let k = 0;
      for (let round = 0; round < n; round++) {
        for (const seat of owners) {
          const id = pieceId(s.next.piece++);
          const mine = seat === null ? undefined : picked?.get(seat);
          const def = (mine?.length ? mine.shift() : pool[k++ % pool.length]) as string;
          const location = where === undefined ? null : onComponent ? { component: where } : { zone: where };
          const neutral = rt.rs.defs[def]?.kind === 'piece';
          const kit = startingKit(rt.rs, rt.mode, def);
          const vars = kit === null ? {} : copyKit(kit);
          s.pieces[id] = { id, def, seat, location, status: 'active', markers: {}, vars, plan: [], done: [] };
          wrote(rt, PIECES);
          if (!neutral) s.order.push(id);
          if (!rt.silent)
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

// What a piece of a definition starts with in a mode, worked out once per mode and definition (a
// spread of two records per piece was a call into the runtime once the kits took several shapes):
// the mode's per-piece tokens (characters only), then the definition's own kit. Null: nothing.
// Only read: each piece gets a copy.
const kits = new WeakMap<Mode, Map<string, Readonly<Record<string, number>> | null>>();
function startingKit(rs: Ruleset, mode: Mode, def: string): Readonly<Record<string, number>> | null {
  let byDef = kits.get(mode);
  if (!byDef) kits.set(mode, (byDef = new Map()));
  let kit = byDef.get(def);
  if (kit === undefined) {
    const d = rs.defs[def];
    const modeKit = d?.kind === 'piece' ? undefined : mode.kit;
    kit = modeKit || d?.kit ? { ...modeKit, ...d?.kit } : null;
    byDef.set(def, kit);
  }
  return kit;
}

/**
 * A piece's own copy of its kit, made key by key into a new record. Not `{ ...kit }`: in Node 20
 * (V8 11.3) a spread at a site of few source shapes gives each copy a map of its own, and every
 * later store into it went to the runtime (`set-var` timed in play: ~180 ns setting, ~500 ns adding
 * a variable; ~15 ns into this copy). The keys, their order and values are the same.
 */
function copyKit(kit: Readonly<Record<string, number>>): Record<string, number> {
  const vars: Record<string, number> = {};
  for (const k in kit) vars[k] = kit[k] as number;
  return vars;
}

/** `defs` minus one occurrence of each taken definition (a filter predicate). */
function keepOnce(taken: string[]): (d: string) => boolean {
  const left = new Map<string, number>();
  for (const d of taken) left.set(d, (left.get(d) ?? 0) + 1);
  return (d) => {
    const n = left.get(d) ?? 0;
    if (n === 0) return true;
    left.set(d, n - 1);
    return false;
  };
}

/**
 * Resolves picks against the definitions a step offers (a plain id matches the offered definition
 * of that name), with a clear error for a seat the step does not deal to, more picks than the seat
 * gets, a definition not offered, or one picked more often than it is offered.
 */
export function takePicks(
  picks: Record<string, string[]>,
  defs: string[],
  owners: string[],
  perSeat: number,
): { bySeat: Map<string, string[]>; taken: string[]; rest: string[] } {
  const bySeat = new Map<string, string[]>();
  const taken: string[] = [];
  const offers = [...new Set(defs)];
  for (const [seat, raw] of Object.entries(picks)) {
    if (!owners.includes(seat))
      throw new Error(`create-pieces: seat ${seat} picked, but this step deals to ${owners.join(', ') || 'no seat'}`);
    if (raw.length > perSeat)
      throw new Error(
        `create-pieces: seat ${seat} picked ${raw.length}, but gets ${perSeat} piece${perSeat === 1 ? '' : 's'}`,
      );
    const mine = raw.map((p) => {
      const found = offers.includes(p) ? [p] : offers.filter((d) => d.slice(d.indexOf(':') + 1) === p);
      if (found.length !== 1)
        throw new Error(
          `create-pieces: seat ${seat} picked "${p}", which this step does not offer (offers: ${offers.join(', ')})`,
        );
      const def = found[0] as string;
      taken.push(def);
      if (taken.filter((d) => d === def).length > defs.filter((d) => d === def).length)
        throw new Error(`create-pieces: "${def}" is picked twice (more often than this step offers it)`);
      return def;
    });
    bySeat.set(seat, mine);
  }
  const rest = defs.filter(keepOnce(taken));
  return { bySeat, taken, rest };
}
