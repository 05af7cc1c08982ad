// `prop` keeps its answers by definition at each site (expressions/state.ts): read again and again, across
// definitions, rulesets and more definitions than it keeps, it must answer as the definitions say.
import { describe, expect, it } from 'vitest';
import { createCx } from '../ruleset/context.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { Bindings } from '../state/types.ts';
import { bound } from '../testing/bindings.ts';

const cx = createCx(
  { nodes: [], diagnostics: [], known: new Set() },
  { pack: 't', def: 't:mode', file: 'mode.json', pointer: '' },
);
const of = (id: string): Bindings => bound({ x: id }, cx.slots);

/** A runtime whose components c0…c<n-1> are of definitions d0…d<n-1>, whose `n` is `k * i`; p1 is of d1. */
const over = (n: number, k: number): Runtime => {
  const components: Record<string, { def: string }> = {};
  const defs: Record<string, { props: Record<string, unknown> }> = {};
  for (let i = 0; i < n; i++) {
    components[`c${i}`] = { def: `d${i}` };
    defs[`d${i}`] = { props: i === 2 ? {} : { n: k * i } };
  }
  return { s: { components, pieces: { p1: { def: 'd1' } } }, rs: { defs } } as unknown as Runtime;
};

describe('prop, kept by definition at its site', () => {
  it('answers each definition’s own property, for components and pieces alike, asked again and again', () => {
    const read = cx.expr({ op: 'prop', of: 'x', name: 'n' }, '');
    const rt = over(4, 10);
    for (let round = 0; round < 3; round++)
      expect(['c0', 'c1', 'p1', 'c2', 'c3', 'nothing'].map((id) => read(rt, of(id)))).toEqual([
        0,
        10,
        10,
        null,
        30,
        false,
      ]);
  });

  it('answers by the ruleset it is asked in, and past the definitions it keeps', () => {
    const read = cx.expr({ op: 'prop', of: 'x', name: 'n' }, '');
    const first = over(40, 1);
    const second = over(40, 2);
    for (const rt of [first, second, first])
      for (let i = 0; i < 40; i++) expect(read(rt, of(`c${i}`))).toBe(i === 2 ? null : (rt === first ? 1 : 2) * i);
  });
});
