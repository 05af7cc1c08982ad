// Boolean logic and choice of value.
import type { ExpressionHandler } from '../ruleset/handlers.ts';
import type { Expr } from '../ruleset/types.ts';
import { truthy } from '../runtime/values.ts';
import { perSite } from '../ruleset/per-site.ts';

const argsOf = (a: Record<string, unknown>, cx: Parameters<ExpressionHandler['compile']>[1], path: string): Expr[] =>
  (Array.isArray(a.args) ? a.args : []).map((x, i) => cx.expr(x, `${path}/args/${i}`));

// Up to this many arguments, an `and` or `or` calls each from a call of its own in code of the site's own
// (ruleset/per-site.ts), unrolled, so V8 learns what each calls and may inline it; more, a loop.
const UNROLLED = 4;

/** Code of a site's own for `and` (all) or `or` (any) of `k` arguments `x0…`, short-circuit. */
function junction(all: boolean, args: Expr[], fallback: () => Expr): Expr {
  if (args.length === 0 || args.length > UNROLLED) return fallback();
  const names = args.map((_, i) => `x${i}`);
  const test = (x: string) => (all ? `!truthy(${x}(rt, b))` : `truthy(${x}(rt, b))`);
  const body = names.map((x) => `if (${test(x)}) return ${all ? 'false' : 'true'};`).join(' ');
  return perSite<Expr>(
    ['truthy', ...names],
    `return function junction(rt, b) { ${body} return ${all ? 'true' : 'false'}; };`,
    [truthy, ...args],
    fallback,
  );
}

/** `and`: all hold (short-circuit). */
export const and: ExpressionHandler = {
  op: 'and',
  compile: (a, cx, path) => {
    const args = argsOf(a, cx, path);
    return junction(true, args, () => (rt, b) => {
      for (const x of args) if (!truthy(x(rt, b))) return false;
      return true;
    });
  },
};

/** `or`: any holds (short-circuit). */
export const or: ExpressionHandler = {
  op: 'or',
  compile: (a, cx, path) => {
    const args = argsOf(a, cx, path);
    return junction(false, args, () => (rt, b) => {
      for (const x of args) if (truthy(x(rt, b))) return true;
      return false;
    });
  },
};

/** `not`: negation. */
export const not: ExpressionHandler = {
  op: 'not',
  compile: (a, cx, path) => {
    const arg = cx.expr(a.arg, `${path}/arg`);
    return perSite<Expr>(
      ['truthy', 'arg'],
      'return function not(rt, b) { return !truthy(arg(rt, b)); };',
      [truthy, arg],
      () => (rt, b) => !truthy(arg(rt, b)),
    );
  },
};

/** `if`: then-value when the test holds, else-value otherwise. */
export const choice: ExpressionHandler = {
  op: 'if',
  compile: (a, cx, path) => {
    const test = cx.expr(a.if, `${path}/if`);
    const then = cx.expr(a.then, `${path}/then`);
    const otherwise = cx.expr(a.else, `${path}/else`);
    return perSite<Expr>(
      ['truthy', 'test', 'then', 'otherwise'],
      'return function choice(rt, b) { return truthy(test(rt, b)) ? then(rt, b) : otherwise(rt, b); };',
      [truthy, test, then, otherwise],
      () => (rt, b) => (truthy(test(rt, b)) ? then(rt, b) : otherwise(rt, b)),
    );
  },
};
