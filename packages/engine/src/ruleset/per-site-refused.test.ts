// Where `new Function` is refused (a content security policy without 'unsafe-eval'), every site falls
// back to the handler's closure: the same values. (Its own file: the refusal is remembered per module.)
import { afterAll, describe, expect, it, vi } from 'vitest';
import { perSite } from './per-site.ts';
import { valueTable } from '../testing/effect-case.ts';

vi.stubGlobal('Function', function refused() {
  throw new EvalError('Refused to evaluate a string as JavaScript');
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('perSite where new Function is refused', () => {
  it("gives the fallback's function", () => {
    const f = perSite<() => string>(['x'], 'return function () { return x; };', ['made'], () => () => 'fallback');
    expect(f()).toBe('fallback');
  });
});

const table = { pieces: { p1: 'r0c0' }, grid: ['x'], counters: { left: 3 }, defs: [{ kind: 'room', id: 'x' }] };
valueTable('state reads where new Function is refused', 'expression', [
  { name: 'counter reads a counter', table, value: { op: 'counter', name: 'left' }, expected: 3 },
  { name: 'an unset counter is zero', table, value: { op: 'counter', name: 'nope' }, expected: 0 },
  {
    name: 'seat-var of an unset variable is zero',
    table,
    value: { op: 'seat-var', of: 'seat', name: 'v' },
    expected: 0,
  },
  {
    name: 'piece-var of an unset variable is zero',
    table,
    value: { op: 'piece-var', of: 'p', name: 'v' },
    bindings: { p: 'p1' },
    expected: 0,
  },
]);
