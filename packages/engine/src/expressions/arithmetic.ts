// Arithmetic expressions over numbers.
import type { ExpressionHandler } from '../ruleset/handlers.ts';
import type { Expr } from '../ruleset/types.ts';
import { asNumber } from '../runtime/values.ts';

function fold(op: string, f: (acc: number, x: number) => number): ExpressionHandler {
  return {
    op,
    compile: (a, cx, path) => {
      const args: Expr[] = (Array.isArray(a.args) ? a.args : []).map((x, i) => cx.expr(x, `${path}/args/${i}`));
      if (args.length === 0) cx.error(`${path}/args`, `${op} needs at least one argument`);
      return (rt, b) => {
        let acc = asNumber(args[0]?.(rt, b));
        for (let i = 1; i < args.length; i++) acc = f(acc, asNumber((args[i] as Expr)(rt, b)));
        return acc;
      };
    },
  };
}

/** `add`: sum. */
export const add = fold('add', (x, y) => x + y);
/** `sub`: first minus the others. */
export const sub = fold('sub', (x, y) => x - y);
/** `mul`: product. */
export const mul = fold('mul', (x, y) => x * y);
/** `min`: smallest. */
export const min = fold('min', Math.min);
/** `max`: largest. */
export const max = fold('max', Math.max);
