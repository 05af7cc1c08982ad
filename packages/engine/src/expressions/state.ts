// Expressions that read the state: counts, counters, variables, properties, markers, roles, teams, flags.
import type { ExpressionHandler } from '../ruleset/handlers.ts';
import type { Expr, Value } from '../ruleset/types.ts';
import type { Bindings } from '../state/types.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { markerCount } from '../runtime/markers.ts';
import { activeFlags } from '../runtime/modifiers.ts';
import { compileZoneCount } from '../selectors/table.ts';
import { boundFirstOf, oneOf } from '../ruleset/bound.ts';

/** `count`: how many items a selector gives. */
export const count: ExpressionHandler = {
  op: 'count',
  compile: (a, cx, path) => {
    // A zone's size is read in place; any other selector is counted from its list.
    const zoneCount = compileZoneCount(a.of, cx, `${path}/of`);
    if (zoneCount) return zoneCount;
    const of = cx.selector(a.of, `${path}/of`);
    return of.count ?? ((rt, b) => of(rt, b).length);
  },
};

/** The counter expressions and the counter each reads. */
const counterNames = new WeakMap<Expr, string>();

/** The counter an expression reads, if it is a `counter`: a comparison with a literal then reads it in place. */
export function counterNameOf(e: Expr): string | undefined {
  return counterNames.get(e);
}

/** `counter`: a mode counter (0 when unset). */
export const counter: ExpressionHandler = {
  op: 'counter',
  compile: (a) => {
    const name = String(a.name);
    const read: Expr = (rt) => rt.s.counters[name] ?? 0;
    counterNames.set(read, name);
    return read;
  },
};

/** `get`: a bound value (a let value or a trigger binding such as phase). */
export const get: ExpressionHandler = {
  op: 'get',
  compile: (a, cx) => {
    const slot = cx.slot(String(a.name));
    return (_rt, b) => {
      const v = b[slot];
      // Unbound (undefined, or null from JSON) and bound to null (an object: state/slots.ts) read null.
      return Array.isArray(v) ? (v[0] ?? null) : typeof v === 'object' || v === undefined ? null : v;
    };
  },
};

/** `option`: a match option, or its default. */
export const option: ExpressionHandler = {
  op: 'option',
  compile: (a) => {
    const name = String(a.name);
    const fallback = (a.default ?? null) as Value;
    return (rt) => rt.s.options[name] ?? fallback;
  },
};

/** A seat variable of the seat a bare name binds: the name's slot and the variable. */
export interface BoundVar {
  readonly slot: number;
  readonly name: string;
}

/** The seat-var expressions of a bare name, and what they read. */
const boundVars = new WeakMap<Expr, BoundVar>();

/** What a seat-var expression reads, if its seat is a bare name: a comparison with a literal then reads it in place. */
export function boundVarOf(e: Expr): BoundVar | undefined {
  return boundVars.get(e);
}

/** A bare-name seat variable's value in bindings `b` (0 when unset). */
export function boundVarIn(rt: Runtime, b: Bindings, v: BoundVar): Value {
  const id = oneOf(b[v.slot]);
  return (id !== undefined && rt.s.seats[id]?.vars[v.name]) || 0;
}

/**
 * A handler reading a numeric variable of a seat or a piece (0 when unset), by a name constant at its
 * site. `record` is the engine's, never a pack's.
 * A seat named by a bare name (`seat`, `it`) is read from its slot in place, without calling `of`.
 */
function varOf(op: string, record: 'seats' | 'pieces'): ExpressionHandler {
  return {
    op,
    compile: (a, cx, path) => {
      const of = cx.first(a.of, `${path}/of`);
      const name = String(a.name);
      const slot = record === 'seats' ? boundFirstOf(of) : -1;
      if (slot >= 0) {
        const read: BoundVar = { slot, name };
        const got: Expr = (rt, b) => boundVarIn(rt, b, read);
        boundVars.set(got, read);
        return got;
      }
      return (rt, b) => {
        const id = of(rt, b);
        return (id !== undefined && rt.s[record][id]?.vars[name]) || 0;
      };
    },
  };
}

/** `seat-var`: a seat variable (0 when unset). */
export const seatVar = varOf('seat-var', 'seats');

/** `piece-var`: a piece variable (0 when unset). */
export const pieceVar = varOf('piece-var', 'pieces');

/** How many definitions a `prop` site keeps its answers for. */
const PROPS_KEPT = 16;

/** `prop`: a property of the first item's definition (null when it has none; false for an id of nothing). */
export const prop: ExpressionHandler = {
  op: 'prop',
  compile: (a, cx, path) => {
    const of = cx.first(a.of, `${path}/of`);
    const name = String(a.name);
    // The site's answers by definition (a ruleset's definitions never change): found again by a scan of
    // `===` over the few definitions the site has met (their ids are interned), not by two keyed loads
    // (the definition by id, the property by name) through V8's megamorphic stub.
    let keptRs: Runtime['rs'] | null = null;
    let keptDefs: string[] = [];
    let keptValues: Value[] = [];
    return (rt, b) => {
      const id = of(rt, b);
      if (id === undefined) return null;
      const def = rt.s.components[id]?.def ?? rt.s.pieces[id]?.def;
      if (def === undefined) return false;
      if (rt.rs !== keptRs) {
        keptRs = rt.rs;
        keptDefs = [];
        keptValues = [];
      }
      for (let i = 0; i < keptDefs.length; i++) if (keptDefs[i] === def) return keptValues[i] as Value;
      const value = rt.rs.defs[def]?.props[name] ?? null;
      if (keptDefs.length < PROPS_KEPT) {
        keptDefs.push(def);
        keptValues.push(value);
      }
      return value;
    };
  },
};

/** `marker`: how many of a marker the first item carries (one owner's copies, or all). */
export const marker: ExpressionHandler = {
  op: 'marker',
  compile: (a, cx, path) => {
    const of = cx.first(a.of, `${path}/of`);
    const name = String(a.name);
    const owner = a.owner === undefined ? null : cx.selector(a.owner, `${path}/owner`);
    return (rt, b) => {
      const id = of(rt, b);
      if (id === undefined) return 0;
      const s = rt.s;
      const holder = s.components[id] ?? s.pieces[id] ?? s.seats[id];
      return holder ? markerCount(holder.markers, name, owner ? (owner(rt, b)[0] ?? null) : undefined) : 0;
    };
  },
};

/** A handler reading one field of a seat: the seat itself, or the seat controlling a piece. */
function seatField(op: string, field: 'role' | 'team'): ExpressionHandler {
  return {
    op,
    compile: (a, cx, path) => {
      const of = cx.first(a.of, `${path}/of`);
      return (rt, b) => {
        const id = of(rt, b);
        if (id === undefined) return null;
        const seat = id in rt.s.seats ? id : rt.s.pieces[id]?.seat;
        return (seat && rt.s.seats[seat]?.[field]) ?? null;
      };
    },
  };
}

/** `role`: the role of a seat, or of the seat controlling a piece. */
export const role = seatField('role', 'role');

/** The active pieces of character definitions: what the mode's setup tables count as "characters". */
export function activeCharacters(rt: Runtime): number {
  let n = 0;
  for (const id in rt.s.pieces) {
    const p = rt.s.pieces[id];
    if (p && p.status === 'active' && rt.rs.defs[p.def]?.kind === 'character') n++;
  }
  return n;
}

/**
 * `setup-turns`: the turn count the mode's `setup.turns` table gives for a number of
 * characters (default: the active pieces of character definitions); 0 when no line fits.
 */
export const setupTurns: ExpressionHandler = {
  op: 'setup-turns',
  compile: (a, cx, path) => {
    const of = a.characters === undefined ? null : cx.expr(a.characters, `${path}/characters`);
    return (rt, b) => {
      const n = of ? Number(of(rt, b)) || 0 : activeCharacters(rt);
      return rt.mode.turnTable.find((r) => n >= r.min && n <= r.max)?.turns ?? 0;
    };
  },
};

/** `team`: the team of a seat, or of the seat controlling a piece. */
export const team = seatField('team', 'team');

/** `flag`: whether a flag modifier of that name is in force now (e.g. no table talk). */
export const flag: ExpressionHandler = {
  op: 'flag',
  compile: (a) => {
    const name = String(a.name);
    return (rt) => activeFlags(rt).includes(name);
  },
};
