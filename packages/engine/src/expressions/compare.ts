// Comparisons: equality on any value, order on numbers (and text).
import type { ExpressionHandler } from '../ruleset/handlers.ts';
import type { Expr, Value } from '../ruleset/types.ts';

/** A side written as a literal (what `cx.expr` compiles to a constant). */
const isLiteral = (raw: unknown): raw is Value =>
  raw === null || typeof raw === 'number' || typeof raw === 'string' || typeof raw === 'boolean';

/**
 * A comparison from the operator's own closures: `both` for two expressions, `literal` for an expression
 * against a literal right side (the commonest form: `count > 0`, `seat-var = 1`), which then costs no call.
 * Written per operator, not as one closure calling a `test`, so that V8 keeps call feedback per operator.
 */
function compare(
  op: string,
  both: (left: Expr, right: Expr) => Expr,
  literal: (left: Expr, value: Value) => Expr,
): ExpressionHandler {
  return {
    op,
    compile: (a, cx, path) => {
      const left = cx.expr(a.a, `${path}/a`);
      return isLiteral(a.b) ? literal(left, a.b) : both(left, cx.expr(a.b, `${path}/b`));
    },
  };
}
const n = (v: Value): number | string => (typeof v === 'number' || typeof v === 'string' ? v : v ? 1 : 0);

/** `eq`: equal. */
export const eq = compare(
  'eq',
  (l, r) => (rt, b) => l(rt, b) === r(rt, b),
  (l, v) => (rt, b) => l(rt, b) === v,
);
/** `ne`: not equal. */
export const ne = compare(
  'ne',
  (l, r) => (rt, b) => l(rt, b) !== r(rt, b),
  (l, v) => (rt, b) => l(rt, b) !== v,
);
/** `lt`: less than. */
export const lt = compare(
  'lt',
  (l, r) => (rt, b) => n(l(rt, b)) < n(r(rt, b)),
  (l, v) => {
    const w = n(v);
    return (rt, b) => n(l(rt, b)) < w;
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
);
/** `gt`: greater than. */
export const gt = compare(
  'gt',
  (l, r) => (rt, b) => n(l(rt, b)) > n(r(rt, b)),
  (l, v) => {
    const w = n(v);
    return (rt, b) => n(l(rt, b)) > w;
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
);
