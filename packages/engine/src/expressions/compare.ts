// Comparisons: equality on any value, order on numbers (and text).
import type { ExpressionHandler } from '../ruleset/handlers.ts';
import type { Expr, Value } from '../ruleset/types.ts';
import { boundCountIn, boundCountOf, type BoundCount } from '../selectors/table.ts';
import { boundVarIn, boundVarOf, counterNameOf, type BoundVar } from './state.ts';

/** A side written as a literal (what `cx.expr` compiles to a constant). */
const isLiteral = (raw: unknown): raw is Value =>
  raw === null || typeof raw === 'number' || typeof raw === 'string' || typeof raw === 'boolean';

/**
 * A comparison. Each operator brings its own closures: `both` for two expressions, `literal` for an
 * expression against a literal right side (the commonest form: `count > 0`, `seat-var = 1`), which then
 * costs no call. Written per operator, not as one closure calling a `test`, so that V8 keeps call
 * feedback per operator: one closure shared by all six made its `test`, `left` and `right` calls
 * megamorphic at every comparison of every pack.
 */
function compare(
  op: string,
  both: (left: Expr, right: Expr) => Expr,
  literal: (left: Expr, value: Value) => Expr,
  sized: (count: BoundCount, value: Value) => Expr,
  varied: (read: BoundVar, value: Value) => Expr,
  counted: (name: string, value: Value) => Expr,
): ExpressionHandler {
  return {
    op,
    compile: (a, cx, path) => {
      const left = cx.expr(a.a, `${path}/a`);
      if (!isLiteral(a.b)) return both(left, cx.expr(a.b, `${path}/b`));
      // The size of a seat's zone by a bare name (`count` of a deck > 0): read in place, no call.
      const count = boundCountOf(left);
      if (count !== undefined) return sized(count, a.b);
      // A bare-name seat variable (`seat-var` of `seat` = 1): read in place too.
      const read = boundVarOf(left);
      if (read !== undefined) return varied(read, a.b);
      // A counter (`counter` of `talents` = 1): read in place too.
      const name = counterNameOf(left);
      return name !== undefined ? counted(name, a.b) : literal(left, a.b);
    },
  };
}
const n = (v: Value): number | string => (typeof v === 'number' || typeof v === 'string' ? v : v ? 1 : 0);

/** `eq`: equal. */
export const eq = compare(
  'eq',
  (l, r) => (rt, b) => l(rt, b) === r(rt, b),
  (l, v) => (rt, b) => l(rt, b) === v,
  (c, v) => (rt, b) => boundCountIn(rt, b, c) === v,
  (r, v) => (rt, b) => boundVarIn(rt, b, r) === v,
  (c, v) => (rt) => (rt.s.counters[c] ?? 0) === v,
);
/** `ne`: not equal. */
export const ne = compare(
  'ne',
  (l, r) => (rt, b) => l(rt, b) !== r(rt, b),
  (l, v) => (rt, b) => l(rt, b) !== v,
  (c, v) => (rt, b) => boundCountIn(rt, b, c) !== v,
  (r, v) => (rt, b) => boundVarIn(rt, b, r) !== v,
  (c, v) => (rt) => (rt.s.counters[c] ?? 0) !== v,
);
/** `lt`: less than. */
export const lt = compare(
  'lt',
  (l, r) => (rt, b) => n(l(rt, b)) < n(r(rt, b)),
  (l, v) => {
    const w = n(v);
    return (rt, b) => n(l(rt, b)) < w;
  },
  (c, v) => {
    const w = n(v);
    return (rt, b) => n(boundCountIn(rt, b, c)) < w;
  },
  (r, v) => {
    const w = n(v);
    return (rt, b) => n(boundVarIn(rt, b, r)) < w;
  },
  (c, v) => {
    const w = n(v);
    return (rt) => n(rt.s.counters[c] ?? 0) < w;
  },
);
/** `le`: less or equal. */
export const le = compare(
  'le',
  (l, r) => (rt, b) => n(l(rt, b)) <= n(r(rt, b)),
  (l, v) => {
    const w = n(v);
    return (rt, b) => n(l(rt, b)) <= w;
  },
  (c, v) => {
    const w = n(v);
    return (rt, b) => n(boundCountIn(rt, b, c)) <= w;
  },
  (r, v) => {
    const w = n(v);
    return (rt, b) => n(boundVarIn(rt, b, r)) <= w;
  },
  (c, v) => {
    const w = n(v);
    return (rt) => n(rt.s.counters[c] ?? 0) <= w;
  },
);
/** `gt`: greater than. */
export const gt = compare(
  'gt',
  (l, r) => (rt, b) => n(l(rt, b)) > n(r(rt, b)),
  (l, v) => {
    const w = n(v);
    return (rt, b) => n(l(rt, b)) > w;
  },
  (c, v) => {
    const w = n(v);
    return (rt, b) => n(boundCountIn(rt, b, c)) > w;
  },
  (r, v) => {
    const w = n(v);
    return (rt, b) => n(boundVarIn(rt, b, r)) > w;
  },
  (c, v) => {
    const w = n(v);
    return (rt) => n(rt.s.counters[c] ?? 0) > w;
  },
);
/** `ge`: greater or equal. */
export const ge = compare(
  'ge',
  (l, r) => (rt, b) => n(l(rt, b)) >= n(r(rt, b)),
  (l, v) => {
    const w = n(v);
    return (rt, b) => n(l(rt, b)) >= w;
  },
  (c, v) => {
    const w = n(v);
    return (rt, b) => n(boundCountIn(rt, b, c)) >= w;
  },
  (r, v) => {
    const w = n(v);
    return (rt, b) => n(boundVarIn(rt, b, r)) >= w;
  },
  (c, v) => {
    const w = n(v);
    return (rt) => n(rt.s.counters[c] ?? 0) >= w;
  },
);
