// Comparisons: equality on any value, order on numbers (and text).
import type { ExpressionHandler } from '../ruleset/handlers.ts';
import type { Value } from '../ruleset/types.ts';

function compare(op: string, test: (a: Value, b: Value) => boolean): ExpressionHandler {
  return {
    op,
    compile: (a, cx, path) => {
      const left = cx.expr(a.a, `${path}/a`);
      const right = cx.expr(a.b, `${path}/b`);
      return (rt, b) => test(left(rt, b), right(rt, b));
    },
  };
}
const n = (v: Value): number | string => (typeof v === 'number' || typeof v === 'string' ? v : v ? 1 : 0);

/** `eq`: equal. */
export const eq = compare('eq', (a, b) => a === b);
/** `ne`: not equal. */
export const ne = compare('ne', (a, b) => a !== b);
/** `lt`: less than. */
export const lt = compare('lt', (a, b) => n(a) < n(b));
/** `le`: less or equal. */
export const le = compare('le', (a, b) => n(a) <= n(b));
/** `gt`: greater than. */
export const gt = compare('gt', (a, b) => n(a) > n(b));
/** `ge`: greater or equal. */
export const ge = compare('ge', (a, b) => n(a) >= n(b));
