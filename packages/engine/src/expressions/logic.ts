// Boolean logic and choice of value.
import type { ExpressionHandler } from '../ruleset/handlers.ts';
import type { Expr } from '../ruleset/types.ts';
import { truthy } from '../runtime/values.ts';

const argsOf = (a: Record<string, unknown>, cx: Parameters<ExpressionHandler['compile']>[1], path: string): Expr[] =>
  (Array.isArray(a.args) ? a.args : []).map((x, i) => cx.expr(x, `${path}/args/${i}`));

/** `and`: all hold (short-circuit). */
export const and: ExpressionHandler = {
  op: 'and',
  compile: (a, cx, path) => {
    const args = argsOf(a, cx, path);
    return (rt, b) => {
      for (const x of args) if (!truthy(x(rt, b))) return false;
      return true;
    };
  },
};

/** `or`: any holds (short-circuit). */
export const or: ExpressionHandler = {
  op: 'or',
  compile: (a, cx, path) => {
    const args = argsOf(a, cx, path);
    return (rt, b) => {
      for (const x of args) if (truthy(x(rt, b))) return true;
      return false;
    };
  },
};

/** `not`: negation. */
export const not: ExpressionHandler = {
  op: 'not',
  compile: (a, cx, path) => {
    const arg = cx.expr(a.arg, `${path}/arg`);
    return (rt, b) => !truthy(arg(rt, b));
  },
};

/** `if`: then-value when the test holds, else-value otherwise. */
export const choice: ExpressionHandler = {
  op: 'if',
  compile: (a, cx, path) => {
    const test = cx.expr(a.if, `${path}/if`);
    const then = cx.expr(a.then, `${path}/then`);
    const otherwise = cx.expr(a.else, `${path}/else`);
    return (rt, b) => (truthy(test(rt, b)) ? then(rt, b) : otherwise(rt, b));
  },
};
