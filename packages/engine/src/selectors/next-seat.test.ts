// `next-seat` of a bare name reads the bound seat in place and takes a literal offset at compile time
// (selectors/places.ts); of anything else it calls its `of` and its offset. Both must give the same seat.
import { describe, expect, it } from 'vitest';
import { createCx } from '../ruleset/context.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { Bindings, GameState } from '../state/types.ts';
import { bound } from '../testing/bindings.ts';

const cx = createCx(
  { nodes: [], diagnostics: [], known: new Set() },
  { pack: 't', def: 't:mode', file: 'mode.json', pointer: '' },
);
const over = (seatOrder: string[]): Runtime => ({ s: { seatOrder } as unknown as GameState }) as Runtime;
const binding = (who: string | string[] | undefined): Bindings => bound({ who }, cx.slots);

describe('next-seat of a bare name', () => {
  it('gives the seat next-seat of the same seat read through a selector gives, for every offset', () => {
    const runtimes = [over(['s0', 's1']), over(['s0', 's1', 's2']), over([])];
    const bindings = [binding('s0'), binding('s2'), binding(['s1', 's0']), binding('s9'), binding(undefined)];
    let compared = 0;
    for (const offset of [undefined, 0, 1, 2, 3, -1, -4, 1.5])
      for (const rt of runtimes)
        for (const b of bindings) {
          const inPlace = cx.selector({ select: 'next-seat', of: 'who', offset }, '');
          const called = cx.selector({ select: 'next-seat', of: { select: 'first', from: 'who' }, offset }, '');
          expect(inPlace.one?.(rt, b), `offset ${String(offset)}`).toBe(called.one?.(rt, b));
          expect(inPlace(rt, b)).toEqual(called(rt, b));
          compared++;
        }
    expect(compared).toBe(8 * 3 * 5);
  });

  it('moves on from the first seat of a list and finds nothing for a seat not in play', () => {
    const rt = over(['s0', 's1', 's2']);
    const next = cx.selector({ select: 'next-seat', of: 'who' }, '');
    expect([
      next.one?.(rt, binding(['s2', 's0'])),
      next.one?.(rt, binding('s9')),
      next.one?.(rt, binding(undefined)),
    ]).toEqual(['s0', undefined, undefined]);
  });
});
