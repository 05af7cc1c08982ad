// `deal-composition`: creates the components of the composition chosen by a
// match option (default: the mode's first), as the mode's setup.compositions
// declares it: fixed ones face up on their grid cells, set-aside ones into
// `aside`, the rest into `to`; colour and tag picks drawn with the seeded RNG
// among definitions (with repeats), pool picks (`from`) drawn among the listed
// copies without replacement.
import type { EffectHandler, Args, ZoneFn } from '../ruleset/handlers.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { Bindings, Zone } from '../state/types.ts';
import { nextInt } from '../rng/rng.ts';
import { emit } from '../runtime/runtime.ts';
import { putInto } from '../runtime/table.ts';
import { makeComponent } from '../runtime/writes.ts';
import { stepsLeft, takeCount } from './count.ts';

/** Copies a composition may list in all: a mode is read before any budget runs, so its lists are capped. */
export const MAX_COMPOSITION_COPIES = 10_000;

/** One copy a composition deals: its room, and whether it is set aside. */
interface Copy {
  def: string;
  aside: boolean;
}

interface Pick {
  def: string | null;
  colour: string | null;
  tag: string | null;
  /** A pool pick: one definition id per copy, drawn without replacement. */
  pool: string[] | null;
  count: number;
  aside: boolean;
}

const isObject = (v: unknown): v is Args => typeof v === 'object' && v !== null && !Array.isArray(v);
const copiesOf = (v: unknown): number => (typeof v === 'number' && v >= 0 ? Math.floor(v) : 1);

/** Draws a definition of the given colour or tag (seeded), among the definitions of `kind`. */
function draw(rt: Runtime, pick: Pick, kind: string): string | null {
  const pool = Object.values(rt.rs.defs)
    .filter(
      (d) =>
        d.kind === kind &&
        (pick.colour === null || d.props.colour === pick.colour) &&
        (pick.tag === null || d.tags.includes(pick.tag)),
    )
    .map((d) => d.id);
  return pool.length ? (pool[nextInt(rt.s.rng, pool.length)] as string) : null;
}

/** Draws `count` copies from a pool without replacement (seeded): a partial Fisher–Yates shuffle. */
function drawFromPool(rt: Runtime, pool: string[], count: number): string[] {
  const left = [...pool];
  const drawn: string[] = [];
  for (let k = 0; k < count && left.length > 0; k++) {
    const i = nextInt(rt.s.rng, left.length);
    drawn.push(left[i] as string);
    left[i] = left[left.length - 1] as string;
    left.pop();
  }
  return drawn;
}

/**
 * A new face-down component of `def` at the bottom of `zoneId` (as putInto would put it), whose zone
 * the caller has looked up as `z` once for all the copies it deals there.
 */
function dealAtBottom(rt: Runtime, def: string, zoneId: string, z: Zone | undefined): void {
  const c = makeComponent(rt, def, false);
  if (z === undefined || z.kind === 'grid') putInto(rt.s, c, zoneId, 'bottom');
  else {
    z.items.push(c.id);
    c.location = { zone: zoneId };
  }
}

/**
 * The copies a composition deals when every pick names its room (no colour, tag or pool draws), in
 * order, with the zone each goes to: all of them, and those left once each fixed placement has used
 * up one copy of its room. Null when some pick draws. `steps` is what the picks' counts charge;
 * `toTo` and `toAside` say which of the two zones the copies go to.
 */
function staticCopies(
  picks: Pick[],
  fixed: Array<{ def: string }>,
): { all: Copy[]; afterFixed: Copy[]; steps: number; toTo: boolean; toAside: boolean } | null {
  if (picks.some((p) => p.def === null || p.pool !== null)) return null;
  const all: Copy[] = [];
  let steps = 0;
  for (const p of picks) {
    const n = Math.max(0, Math.floor(p.count));
    // Counts no budget could pay go the general way, which names the pick in its error.
    if (!Number.isFinite(n)) return null;
    steps += n;
    if (steps > MAX_COMPOSITION_COPIES) return null;
    for (let k = 0; k < n; k++) all.push({ def: p.def as string, aside: p.aside });
  }
  const owed = new Map<string, number>();
  for (const f of fixed) owed.set(f.def, (owed.get(f.def) ?? 0) + 1);
  const afterFixed = all.filter((c) => {
    const debt = owed.get(c.def) ?? 0;
    if (debt > 0) owed.set(c.def, debt - 1);
    return debt === 0;
  });
  return { all, afterFixed, steps, toTo: all.some((c) => !c.aside), toAside: all.some((c) => c.aside) };
}

/** Deals picks one copy at a time, drawing where a pick draws; returns how many were made. */
function dealPicks(
  rt: Runtime,
  b: Bindings,
  picks: Pick[],
  fixed: Array<{ def: string }>,
  zones: { to: ZoneFn; aside: ZoneFn },
  kind: string,
): number {
  // A fixed placement uses up one copy of that definition from the lists.
  const owed = new Map<string, number>();
  for (const f of fixed) owed.set(f.def, (owed.get(f.def) ?? 0) + 1);
  let made = 0;
  for (const pick of picks) {
    const zone = pick.aside ? zones.aside(rt, b) : zones.to(rt, b);
    const z = rt.s.zones[zone];
    const count = takeCount(rt, pick.count, 'deal-composition count');
    const drawn = pick.pool ? drawFromPool(rt, pick.pool, count) : null;
    for (let k = 0; k < count; k++) {
      const def = drawn ? (drawn[k] ?? null) : (pick.def ?? draw(rt, pick, kind));
      if (def === null) continue;
      const debt = owed.get(def) ?? 0;
      if (debt > 0) {
        owed.set(def, debt - 1);
        continue;
      }
      dealAtBottom(rt, def, zone, z);
      made++;
    }
  }
  return made;
}

/** Handler of `do: deal-composition`. */
export const dealComposition: EffectHandler = {
  do: 'deal-composition',
  compile: (a, cx, path) => {
    const to = cx.zone(a.to, `${path}/to`);
    const aside = a.aside === undefined ? to : cx.zone(a.aside, `${path}/aside`);
    const grid = a.grid === undefined ? null : cx.zone(a.grid, `${path}/grid`);
    const option = typeof a.option === 'string' ? a.option : 'composition';
    const kind = typeof a.kind === 'string' ? a.kind : 'room';
    if (cx.compositions.length === 0) cx.error(path, 'the mode declares no setup.compositions');
    const compiled = cx.compositions.map((c, ci) => ({
      id: String(c.id),
      players: isObject(c.players)
        ? { min: Number(c.players.min ?? 0), max: c.players.max === undefined ? Infinity : Number(c.players.max) }
        : null,
      fixed: (Array.isArray(c.fixed) ? c.fixed : []).filter(isObject).map((f, i) => ({
        def: cx.defId(f.room, `/setup/compositions/${ci}/fixed/${i}/room`),
        cell: Array.isArray(f.cell) ? (f.cell as number[]) : [0, 0],
      })),
      picks: (Array.isArray(c.rooms) ? c.rooms : []).filter(isObject).map((r, i): Pick => {
        const at = `/setup/compositions/${ci}/rooms/${i}`;
        const count = typeof r.count === 'number' ? r.count : 1;
        let pool: string[] | null = null;
        if (Array.isArray(r.from)) {
          const copies = r.from.reduce((n: number, e: unknown) => n + (isObject(e) ? copiesOf(e.count) : 0), 0);
          if (copies > MAX_COMPOSITION_COPIES)
            cx.error(`${at}/from`, `the pool lists ${copies} copies; at most ${MAX_COMPOSITION_COPIES}`);
          pool = r.from.flatMap((e: unknown, j) => {
            if (!isObject(e)) return [];
            const def = cx.defId(e.room, `${at}/from/${j}/room`);
            return copies > MAX_COMPOSITION_COPIES ? [] : Array.from({ length: copiesOf(e.count) }, () => def);
          });
          if (count > pool.length && copies <= MAX_COMPOSITION_COPIES)
            cx.error(`${at}/count`, `draws ${count} from a pool of ${pool.length}`);
          if (r.room !== undefined || r.colour !== undefined || r.tag !== undefined)
            cx.error(`${at}/from`, 'a pool pick names no room, colour or tag besides its pool');
        }
        return {
          def: r.room === undefined ? null : cx.defId(r.room, `${at}/room`),
          colour: typeof r.colour === 'string' ? r.colour : null,
          tag: typeof r.tag === 'string' ? r.tag : null,
          pool,
          count,
          aside: r.setAside === true,
        };
      }),
    }));
    const plans = compiled.map((c) => ({ ...c, copies: staticCopies(c.picks, c.fixed) }));
    return cx.prim(path, (rt, b) => {
      const wanted = rt.s.options[option];
      // No option: the first composition whose players range fits the number of seats.
      const seats = rt.s.seatOrder.length;
      const comp =
        plans.find((c) => c.id === wanted) ??
        plans.find((c) => !c.players || (seats >= c.players.min && seats <= c.players.max)) ??
        plans[0];
      if (!comp) return;
      const gridId = grid ? grid(rt, b) : null;
      const g = gridId === null ? undefined : rt.s.zones[gridId];
      const placeFixed = g !== undefined && g.kind === 'grid' && gridId !== null;
      let made = comp.fixed.length;
      if (placeFixed)
        for (const f of comp.fixed) {
          const c = makeComponent(rt, f.def, true);
          putInto(rt.s, c, gridId, 'top', (f.cell[0] ?? 0) * g.cols + (f.cell[1] ?? 0));
        }
      const copies = comp.copies && (placeFixed ? comp.copies.afterFixed : comp.copies.all);
      if (copies && comp.copies && comp.copies.steps <= stepsLeft(rt)) {
        // Every pick names its room: the copies were listed at compile time.
        rt.steps += comp.copies.steps;
        const toZone = comp.copies.toTo ? to(rt, b) : '';
        const asideZone = comp.copies.toAside ? aside(rt, b) : '';
        const toZ = rt.s.zones[toZone];
        const asideZ = rt.s.zones[asideZone];
        for (const copy of copies) {
          if (copy.aside) dealAtBottom(rt, copy.def, asideZone, asideZ);
          else dealAtBottom(rt, copy.def, toZone, toZ);
          made++;
        }
      } else made += dealPicks(rt, b, comp.picks, placeFixed ? comp.fixed : [], { to, aside }, kind);
      if (!rt.silent)
        emit(rt, {
          type: 'components-created',
          data: { composition: comp.id, count: made },
          text: `composition ${comp.id}: ${made} components`,
        });
    });
  },
};
