// Boolean tests about items: definitions, faces, knowledge, places, identity, direction.
import type { ExpressionHandler } from '../ruleset/handlers.ts';
import { componentOf, gridPlace } from '../runtime/table.ts';
import { chosenScenario, secretMatches } from '../runtime/scenarios.ts';
import { sameIds } from '../runtime/values.ts';

/** `is`: every item (at least one) is an instance of one of the definitions. */
export const is: ExpressionHandler = {
  op: 'is',
  compile: (a, cx, path) => {
    const of = cx.selector(a.of, `${path}/of`);
    const raw = Array.isArray(a.def) ? a.def : [a.def];
    const defs = raw.map((d, i) => cx.defId(d, Array.isArray(a.def) ? `${path}/def/${i}` : `${path}/def`));
    return (rt, b) => {
      const ids = of(rt, b);
      if (ids.length === 0) return false;
      for (const id of ids) {
        const def = rt.s.components[id]?.def ?? rt.s.pieces[id]?.def;
        if (def === undefined || !defs.includes(def)) return false;
      }
      return true;
    };
  },
};

/** `face-up`: the first component is face up. */
export const faceUp: ExpressionHandler = {
  op: 'face-up',
  compile: (a, cx, path) => {
    const of = cx.selector(a.of, `${path}/of`);
    return (rt, b) => {
      const id = of(rt, b)[0];
      return id !== undefined && rt.s.components[id]?.faceUp === true;
    };
  },
};

/** `seen`: the seat has seen the first component (or it is face up). */
export const seen: ExpressionHandler = {
  op: 'seen',
  compile: (a, cx, path) => {
    const of = cx.selector(a.of, `${path}/of`);
    const seat = cx.selector(a.seat ?? 'seat', `${path}/seat`);
    return (rt, b) => {
      const id = of(rt, b)[0];
      const who = seat(rt, b)[0];
      const c = id === undefined ? undefined : rt.s.components[id];
      return !!c && (c.faceUp || (who !== undefined && c.seenBy.includes(who)));
    };
  },
};

/** `in-region`: the first component (or the one a piece stands on) is in a region of its grid. */
export const inRegion: ExpressionHandler = {
  op: 'in-region',
  compile: (a, cx, path) => {
    const of = cx.selector(a.of, `${path}/of`);
    const region = String(a.region);
    return (rt, b) => {
      const id = of(rt, b)[0];
      const c = id === undefined ? null : componentOf(rt.s, id);
      const at = c === null ? null : gridPlace(rt.s, c);
      if (!at) return false;
      const decl = rt.mode.zoneById[at.zone.split('@')[0] as string];
      return decl?.regions[region]?.includes(at.cell) ?? false;
    };
  },
};

/** `in-zone`: the first item is in the zone (a piece: on a component in it, or in it). */
export const inZone: ExpressionHandler = {
  op: 'in-zone',
  compile: (a, cx, path) => {
    const of = cx.selector(a.of, `${path}/of`);
    const zone = cx.zone(a.zone, `${path}/zone`);
    return (rt, b) => {
      const id = of(rt, b)[0];
      if (id === undefined) return false;
      const z = zone(rt, b);
      const p = rt.s.pieces[id];
      if (p?.location && 'zone' in p.location) return p.location.zone === z;
      const c = componentOf(rt.s, id);
      return c !== null && rt.s.components[c]?.location?.zone === z;
    };
  },
};

/** `same`: both selectors give the same items in the same order. */
export const same: ExpressionHandler = {
  op: 'same',
  compile: (a, cx, path) => {
    const left = cx.selector(a.a, `${path}/a`);
    const right = cx.selector(a.b, `${path}/b`);
    return (rt, b) => sameIds(left(rt, b), right(rt, b));
  },
};

/** `contains`: every item of `item` is among `of`. */
export const contains: ExpressionHandler = {
  op: 'contains',
  compile: (a, cx, path) => {
    const of = cx.selector(a.of, `${path}/of`);
    const item = cx.selector(a.item, `${path}/item`);
    return (rt, b) => {
      const all = of(rt, b);
      const items = item(rt, b);
      return items.length > 0 && items.every((id) => all.includes(id));
    };
  },
};

/** `axis`: 1 when both stand in the same grid row, 2 in the same column, 0 otherwise. */
export const axis: ExpressionHandler = {
  op: 'axis',
  compile: (a, cx, path) => {
    const from = cx.selector(a.from, `${path}/from`);
    const to = cx.selector(a.to, `${path}/to`);
    return (rt, b) => {
      const f = from(rt, b)[0];
      const t = to(rt, b)[0];
      const cf = f === undefined ? null : componentOf(rt.s, f);
      const ct = t === undefined ? null : componentOf(rt.s, t);
      const pf = cf === null ? null : gridPlace(rt.s, cf);
      const pt = ct === null ? null : gridPlace(rt.s, ct);
      if (!pf || !pt || pf.zone !== pt.zone || cf === ct) return 0;
      if (pf.row === pt.row) return 1;
      if (pf.col === pt.col) return 2;
      return 0;
    };
  },
};

/** `secret-matches`: the text is the secret the scenario in play keeps for the component's definition. */
export const secretMatchesOp: ExpressionHandler = {
  op: 'secret-matches',
  compile: (a, cx, path) => {
    const of = cx.selector(a.of, `${path}/of`);
    const value = cx.expr(a.value, `${path}/value`);
    const option = typeof a.option === 'string' ? a.option : 'scenario';
    return (rt, b) => {
      const id = of(rt, b)[0];
      const c = id === undefined ? undefined : rt.s.components[id];
      const text = value(rt, b);
      if (!c || typeof text !== 'string') return false;
      return secretMatches(chosenScenario(rt, option), c.def, text);
    };
  },
};
