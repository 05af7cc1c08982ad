// `seat-var` (expressions/state.ts) keeps the variables records of the two seats it read last: a
// compiled expression must still read each match's own seats and the values written since.
import { describe, expect, it } from 'vitest';
import { createCx } from '../ruleset/context.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { Bindings, GameState } from '../state/types.ts';
import { seatVar } from './state.ts';
import { bound } from '../testing/bindings.ts';

const cx = createCx(
  { nodes: [], diagnostics: [], known: new Set() },
  { pack: 't', def: 't:mode', file: 'mode.json', pointer: '' },
);
const wins = seatVar.compile({ op: 'seat-var', of: 'seat', name: 'wins' }, cx, '');

/** A runtime over a state of these seats' variables. */
const over = (vars: Record<string, Record<string, number>>): Runtime => {
  const seats: Record<string, unknown> = {};
  for (const id in vars) seats[id] = { id, markers: {}, role: null, team: null, vars: vars[id], eyesOpen: true };
  return { s: { seats } as unknown as GameState } as Runtime;
};
const of = (seat: string): Bindings => bound({ seat }, cx.slots);

describe('a seat variable read again', () => {
  it('reads the value written since the last read', () => {
    const rt = over({ s0: { wins: 1 } });
    expect(wins(rt, of('s0'))).toBe(1);
    (rt.s.seats.s0 as { vars: Record<string, number> }).vars.wins = 2;
    expect(wins(rt, of('s0'))).toBe(2);
  });

  it('reads each seat’s own value when three seats are read in turn', () => {
    const rt = over({ s0: { wins: 1 }, s1: { wins: 2 }, s2: { wins: 3 } });
    const seats = ['s0', 's1', 's2', 's0', 's2', 's1', 's1', 's0'];
    expect(seats.map((s) => wins(rt, of(s)))).toEqual([1, 2, 3, 1, 3, 2, 2, 1]);
  });

  it('reads the seats of the state it is given when two matches are read in turn', () => {
    const a = over({ s0: { wins: 1 }, s1: { wins: 0 } });
    const b = over({ s0: { wins: 5 }, s1: { wins: 4 } });
    expect([wins(a, of('s0')), wins(b, of('s0')), wins(a, of('s1')), wins(b, of('s1'))]).toEqual([1, 5, 0, 4]);
  });

  it('is zero for a seat the state does not have', () => {
    expect(wins(over({ s0: { wins: 1 } }), of('s9'))).toBe(0);
  });
});
