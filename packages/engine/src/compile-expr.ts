// Expressions compiled to JavaScript source (issue 13's "generated code" route, tried against the
// closures). The condition trees content writes most — `and`/`or`/`not`/`if`, comparisons,
// arithmetic, counters, options and bound names — become one generated function per tree instead
// of one closure per node calling the next through a shared, megamorphic call site.
//
// Safety, as ajv does for schemas: the source holds only this generator's own constructs. Every
// value that comes from a pack (strings, names, ids) enters the source only as an index into the
// constants array `k`; a number enters as its JSON literal, and only when finite. No text of a pack
// is ever spliced into the source, so no pack string can end a literal, open a comment or run code.
// Any node this generator does not know (a `count`, a `marker`, a malformed node) is compiled by its
// ordinary handler and called through the closures array `c`, with the same diagnostics.
//
// Where `new Function` is unavailable (a content security policy without 'unsafe-eval' in the
// studio's worker), `generatedExpressions` is false and the compiler keeps the closures.
import type { Cx } from './ruleset/handlers.ts';
import type { Expr, Value } from './ruleset/types.ts';
import type { BoundValue } from './state/types.ts';
import { asNumber, truthy } from './runtime/values.ts';

/** The `op`s whose trees are generated as source. */
const GENERATED_OPS = new Set([
  'and',
  'or',
  'not',
  'if',
  'eq',
  'ne',
  'lt',
  'le',
  'gt',
  'ge',
  'add',
  'sub',
  'mul',
  'min',
  'max',
  'counter',
  'option',
  'get',
]);

const COMPARISONS: Record<string, string> = { eq: '===', ne: '!==', lt: '<', le: '<=', gt: '>', ge: '>=' };
const ARITHMETIC: Record<string, string> = { add: '+', sub: '-', mul: '*' };

/** The helpers a generated function receives (the same conversions the closures use). */
const order = (v: Value): number | string => (typeof v === 'number' || typeof v === 'string' ? v : v ? 1 : 0);
const bound = (v: BoundValue | undefined): Value => (Array.isArray(v) ? (v[0] ?? null) : (v ?? null));

type Factory = (
  k: readonly Value[],
  c: readonly Expr[],
  t: typeof truthy,
  n: typeof order,
  N: typeof asNumber,
  g: typeof bound,
  min: typeof Math.min,
  max: typeof Math.max,
) => Expr;

/** Factories by source: trees of the same shape (constants aside) share one compiled function. */
const factories = new Map<string, Factory>();

let available: boolean | undefined;
let enabled = true;

/** Whether this realm lets the engine compile generated source (`new Function`). */
function canGenerate(): boolean {
  if (available === undefined) {
    try {
      available = new Function('return 1')() === 1;
    } catch {
      available = false; // EvalError under a content security policy
    }
  }
  return available;
}

/** Forgets whether this realm can compile source, so the next compile probes again (tests). */
export function forgetGenerationProbe(): void {
  available = undefined;
}

/** Turns generated expressions off or on (tests compare both routes; off: closures everywhere). */
export function setGeneratedExpressions(on: boolean): void {
  enabled = on;
}

/** Whether the compiler generates source for expressions here and now. */
export function generatedExpressions(): boolean {
  return enabled && canGenerate();
}

/** Whether `raw` is an expression tree this generator starts on. */
export function isGeneratedRoot(raw: unknown): raw is Record<string, unknown> {
  return (
    typeof raw === 'object' &&
    raw !== null &&
    !Array.isArray(raw) &&
    GENERATED_OPS.has((raw as { op?: unknown }).op as string)
  );
}

/** The source of an expression tree and what it refers to, without compiling it (tests read it). */
export function generateSource(
  raw: Record<string, unknown>,
  cx: Cx,
  path: string,
): { source: string; k: Value[]; c: Expr[] } {
  const k: Value[] = [];
  const c: Expr[] = [];
  const constant = (v: Value): string => `k[${k.push(v) - 1}]`;
  const closure = (x: unknown, at: string): string => `c[${c.push(cx.expr(x, at)) - 1}](rt, b)`;

  function value(x: unknown, at: string): string {
    if (x === null) return 'null';
    if (x === true) return 'true';
    if (x === false) return 'false';
    if (typeof x === 'number') return Number.isFinite(x) && !Object.is(x, -0) ? `(${JSON.stringify(x)})` : constant(x);
    if (typeof x === 'string') return constant(x);
    if (!isGeneratedRoot(x)) return closure(x, at);
    const a = x as Record<string, unknown>;
    const op = a.op as string;
    const args = () => (Array.isArray(a.args) ? a.args : []).map((y, i) => value(y, `${at}/args/${i}`));
    switch (op) {
      case 'and': {
        const xs = args();
        return xs.length === 0 ? 'true' : `(${xs.map((s) => `t(${s})`).join(' && ')})`;
      }
      case 'or': {
        const xs = args();
        return xs.length === 0 ? 'false' : `(${xs.map((s) => `t(${s})`).join(' || ')})`;
      }
      case 'not':
        return `(!t(${value(a.arg, `${at}/arg`)}))`;
      case 'if': {
        const test = value(a.if, `${at}/if`);
        const then = value(a.then, `${at}/then`);
        const otherwise = value(a.else, `${at}/else`);
        return `(t(${test}) ? ${then} : ${otherwise})`;
      }
      case 'eq':
      case 'ne':
      case 'lt':
      case 'le':
      case 'gt':
      case 'ge': {
        const left = value(a.a, `${at}/a`);
        const right = value(a.b, `${at}/b`);
        const sign = COMPARISONS[op] as string;
        return op === 'eq' || op === 'ne' ? `(${left} ${sign} ${right})` : `(n(${left}) ${sign} n(${right}))`;
      }
      case 'add':
      case 'sub':
      case 'mul':
      case 'min':
      case 'max': {
        const xs = args();
        if (xs.length === 0) {
          cx.error(`${at}/args`, `${op} needs at least one argument`);
          return '0';
        }
        // Left to right, as the closures fold: same evaluation order, same results.
        return xs
          .map((s) => `N(${s})`)
          .reduce((acc, s) =>
            op === 'min' || op === 'max' ? `${op}(${acc}, ${s})` : `(${acc} ${ARITHMETIC[op]} ${s})`,
          );
      }
      case 'counter':
        return `(rt.s.counters[${constant(String(a.name))}] ?? 0)`;
      case 'option':
        return `(rt.s.options[${constant(String(a.name))}] ?? ${constant((a.default ?? null) as Value)})`;
      case 'get':
        return `g(b[${constant(String(a.name))}])`;
    }
    return closure(x, at);
  }

  const body = value(raw, path);
  return { source: `"use strict"; return function generated(rt, b) { return ${body}; };`, k, c };
}

/**
 * Compiles an expression tree to one generated function, or null when this realm cannot compile
 * source (the caller then uses the handlers' closures; nothing was compiled or reported yet).
 */
export function generateExpr(raw: Record<string, unknown>, cx: Cx, path: string): Expr | null {
  if (!generatedExpressions()) return null;
  const { source, k, c } = generateSource(raw, cx, path);
  let factory = factories.get(source);
  if (factory === undefined) {
    factory = new Function('k', 'c', 't', 'n', 'N', 'g', 'min', 'max', source) as Factory;
    factories.set(source, factory);
  }
  return factory(k, c, truthy, order, asNumber, bound, Math.min, Math.max);
}
