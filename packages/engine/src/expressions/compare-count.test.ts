// A comparison with a literal of a seat's zone count by a bare name reads the zone's size in place
// (selectors/table.ts' boundCountIn), and one of a bare-name seat variable the variable
// (expressions/state.ts' boundVarIn), and one of a counter the counter. Each must answer as the same comparison of
// the value read through a call (behind an `if`, which the compiler does not see through) for every
// operator and literal.
import { describe, expect, it } from 'vitest';
import { createCx } from '../ruleset/context.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { Bindings, GameState } from '../state/types.ts';
import { bound } from '../testing/bindings.ts';
import { boundCountOf } from '../selectors/table.ts';
import { boundVarOf, counterNameOf } from './state.ts';

const cx = createCx(
  { nodes: [], diagnostics: [], known: new Set() },
  { pack: 't', def: 't:mode', file: 'mode.json', pointer: '' },
);

const READS: Record<string, unknown> = {
  'a seat’s deck size': { op: 'count', of: { select: 'components', zone: { zone: 'deck', seat: 'seat' } } },
  'a seat variable': { op: 'seat-var', of: 'seat', name: 'wins' },
  'a counter': { op: 'counter', name: 'round' },
};
const OPS = ['eq', 'ne', 'lt', 'le', 'gt', 'ge'];
const LITERALS: unknown[] = [0, 1, 2, 3, 'x', true, false, null];

/** A runtime over s0's deck of `deck` cards, s0's `wins` and the `round` counter (s1 has none of them). */
const over = (deck: number, wins: number | undefined, round: number | undefined): Runtime => {
  const items = Array.from({ length: deck }, (_, i) => `c${i}`);
  const s = {
    zones: { 'deck@s0': { kind: 'stack', items }, 'deck@s1': { kind: 'stack', items: [] } },
    seats: {
      s0: { id: 's0', markers: {}, role: null, team: null, vars: wins === undefined ? {} : { wins }, eyesOpen: true },
    },
    counters: round === undefined ? {} : { round },
  };
  return { s: s as unknown as GameState } as Runtime;
};
const seated = (seat: string | string[] | undefined): Bindings => bound({ seat }, cx.slots);

describe('a comparison with a literal of a value read in place', () => {
  it('compiles a seat’s zone count by a bare name as one read in place, and one behind an if as none', () => {
    const raw = READS['a seat’s deck size'];
    expect(boundCountOf(cx.expr(raw, ''))).toBeDefined();
    expect(boundCountOf(cx.expr({ op: 'if', if: true, then: raw, else: 0 }, ''))).toBeUndefined();
  });

  it('compiles a bare-name seat variable as one read in place, and one of a selected seat as none', () => {
    expect(boundVarOf(cx.expr(READS['a seat variable'], ''))).toBeDefined();
    const selected = { op: 'seat-var', of: { select: 'first', from: 'seat' }, name: 'wins' };
    expect(boundVarOf(cx.expr(selected, ''))).toBeUndefined();
  });

  it('compiles a counter as one read in place, and one behind an if as none', () => {
    expect(counterNameOf(cx.expr(READS['a counter'], ''))).toBe('round');
    expect(counterNameOf(cx.expr({ op: 'if', if: true, then: READS['a counter'], else: 0 }, ''))).toBeUndefined();
  });

  it('answers as the same comparison of the value read through a call', () => {
    const runtimes = [over(0, undefined, undefined), over(2, 2, 1), over(3, 0, 3)];
    const bindings = [seated('s0'), seated(['s0', 's1']), seated('s1'), seated('s9'), seated(undefined)];
    let compared = 0;
    for (const [name, raw] of Object.entries(READS))
      for (const op of OPS)
        for (const b of LITERALS) {
          const inPlace = cx.expr({ op, a: raw, b }, '');
          const called = cx.expr({ op, a: { op: 'if', if: true, then: raw, else: 0 }, b }, '');
          for (const rt of runtimes)
            for (const at of bindings) {
              expect(inPlace(rt, at), `${name} ${op} ${String(b)}`).toBe(called(rt, at));
              compared++;
            }
        }
    expect(compared).toBe(3 * 6 * 8 * 3 * 5);
  });

  it('reads the first seat of a list and a seat the state does not have as nothing', () => {
    const rt = over(3, 2, undefined);
    const more = cx.expr({ op: 'gt', a: READS['a seat’s deck size'], b: 2 }, '');
    expect([more(rt, seated('s0')), more(rt, seated(['s0', 's1'])), more(rt, seated(['s1', 's0']))]).toEqual([
      true,
      true,
      false,
    ]);
    const none = cx.expr({ op: 'eq', a: READS['a seat variable'], b: 0 }, '');
    expect([none(rt, seated('s0')), none(rt, seated('s9')), none(rt, seated(undefined))]).toEqual([false, true, true]);
  });
});
