import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from './state/types.ts';
import { createCx, type CxShared } from './ruleset/context.ts';
import {
  forgetGenerationProbe,
  generatedExpressions,
  generateSource,
  setGeneratedExpressions,
} from './compile-expr.ts';
import { evaluate } from './testing/effect-case.ts';

const HOSTILE = [
  `"; throw new Error("x"); "`,
  `'); throw 1; ('`,
  '`${globalThis.process.exit()}`',
  '*/ throw 1; /*',
  '\\',
  '\\"); throw 1; //',
  '</script><script>alert(1)</script>',
  'a\u2028b\u2029c',
  '\n}; throw 1; {',
  'k[0]](rt, b); throw 1; //',
];

const sourceOf = (raw: Record<string, unknown>): string => {
  const shared: CxShared = { nodes: [], diagnostics: [], known: new Set() };
  const cx = createCx(shared, { pack: 't', def: 't:probe', file: 'probe', pointer: '' });
  return generateSource(raw, cx, '').source;
};

/** Evaluates with generated source, then with closures only: both must agree. */
function bothRoutes(raw: unknown, bindings?: Bindings): unknown {
  setGeneratedExpressions(true);
  const generated = evaluate({}, raw, 'expression', bindings);
  setGeneratedExpressions(false);
  const closures = evaluate({}, raw, 'expression', bindings);
  expect(generated).toEqual(closures);
  return generated;
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetGenerationProbe();
  setGeneratedExpressions(true);
});

describe('generated expressions', () => {
  it('keep every pack string out of the source, as an index into the constants', () => {
    for (const text of HOSTILE) {
      const raw = {
        op: 'and',
        args: [
          { op: 'eq', a: { op: 'get', name: text }, b: text },
          { op: 'ne', a: { op: 'counter', name: text }, b: { op: 'option', name: text, default: text } },
        ],
      };
      const source = sourceOf(raw);
      expect(source).not.toContain(text);
      expect(source).toMatch(/k\[\d+\]/);
    }
  });

  it('compare hostile strings as plain values', () => {
    for (const text of HOSTILE) {
      expect(bothRoutes({ op: 'eq', a: { op: 'get', name: text }, b: text }, { [text]: text })).toBe(true);
      expect(bothRoutes({ op: 'eq', a: { op: 'get', name: 'x' }, b: text }, { x: 'other' })).toBe(false);
      expect(bothRoutes({ op: 'if', if: true, then: text, else: 0 })).toBe(text);
    }
  });

  it('write numbers as their JSON literals, and keep -0 as a constant', () => {
    const source = sourceOf({ op: 'add', args: [1.5, -2, 1e21, -0] });
    expect(source).toContain('(1.5)');
    expect(source).toContain('(-2)');
    expect(source).toContain('(1e+21)');
    expect(source).toContain('k[0]');
  });

  it('give the closures’ values for logic, comparisons, arithmetic and reads', () => {
    const cases: unknown[] = [
      { op: 'and', args: [] },
      { op: 'or', args: [] },
      { op: 'and', args: [1, 'x', true] },
      { op: 'or', args: [0, null, ''] },
      { op: 'not', arg: 0 },
      { op: 'lt', a: 'a', b: 'b' },
      { op: 'ge', a: true, b: 1 },
      { op: 'sub', args: [10, 2, 'x', 3] },
      { op: 'min', args: [4, { op: 'max', args: [1, 7] }] },
      { op: 'mul', args: [3] },
      { op: 'counter', name: 'unset' },
      { op: 'option', name: 'unset', default: 'dflt' },
      { op: 'get', name: 'list' },
      { op: 'get', name: 'missing' },
      { op: 'if', if: { op: 'get', name: 'missing' }, then: 1, else: { op: 'add', args: [2, 2] } },
    ];
    for (const raw of cases) bothRoutes(raw, { list: ['p1', 'p2'] });
  });

  it('call the closure of a node they do not generate, with its own path', () => {
    const source = sourceOf({ op: 'eq', a: { op: 'count', of: 'list' }, b: 2 });
    expect(source).toContain('c[0](rt, b)');
    expect(bothRoutes({ op: 'eq', a: { op: 'count', of: 'list' }, b: 2 }, { list: ['p1', 'p2'] })).toBe(true);
  });

  it('report the same problems as the closures', () => {
    const raw = { op: 'and', args: [{ op: 'nope' }, { op: 'add', args: [] }] };
    setGeneratedExpressions(true);
    expect(() => evaluate({}, raw, 'expression')).toThrow('unknown expression "nope"; add needs at least one argument');
    setGeneratedExpressions(false);
    expect(() => evaluate({}, raw, 'expression')).toThrow('unknown expression "nope"; add needs at least one argument');
  });

  it('fall back to the closures where a content security policy forbids new Function', () => {
    vi.stubGlobal('Function', function () {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    });
    forgetGenerationProbe();
    expect(generatedExpressions()).toBe(false);
    expect(
      evaluate({}, { op: 'and', args: [{ op: 'gt', a: { op: 'get', name: 'n' }, b: 1 }] }, 'expression', { n: 2 }),
    ).toBe(true);
  });
});
