import { describe, expect, it } from 'vitest';
import type { Bindings } from '../state/types.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { Sel } from '../ruleset/types.ts';
import { SEATS, UNTRACKED } from '../ruleset/reads.ts';
import { bare, itemBindings, keptWho, seatsArePieces } from './each.ts';
import { bound, named } from '../testing/bindings.ts';

describe('each phase item bindings', () => {
  it('binds it, seat and actor for a piece over empty bindings', () => {
    expect(named(itemBindings(bound({}), 'p0', 's0', true))).toEqual({ it: 'p0', seat: 's0', actor: 'p0' });
  });

  it('binds it and seat for a seat, over bindings where a filter left it undefined', () => {
    const b: Bindings = bound({ it: undefined });
    expect(named(itemBindings(b, 's1', 's1', false))).toEqual({ it: 's1', seat: 's1' });
  });

  it('binds it, seat and actor over the turn bindings as read back from JSON (unbound slots null), as a copy would', () => {
    const b: Bindings = [null, null, null, null, null];
    expect(named(itemBindings(b, 'p0', 's0', true))).toEqual({ it: 'p0', seat: 's0', actor: 'p0' });
    expect(itemBindings(b, 'p0', 's0', true)).toHaveLength(5);
  });

  it('keeps the phase bindings before the item ones, as a copy would', () => {
    const b: Bindings = bound({ round: 2, it: 'x' });
    const out = itemBindings(b, 'p0', null, true);
    expect(named(out)).toEqual({ round: 2, it: 'p0', seat: null, actor: 'p0' });
    expect(named(b)).toEqual({ round: 2, it: 'x' });
  });

  it('tells bindings with a name other than it from bare ones', () => {
    expect(bare(bound({}))).toBe(true);
    expect(bare(bound({ it: 'p0' }))).toBe(true);
    expect(bare(bound({ seat: 's0' }))).toBe(false);
    expect(bare(bound({ seat: null }))).toBe(false);
  });
});

describe("each phase's who, kept", () => {
  const runtime = () =>
    ({
      s: { order: ['p0', 'p1'] },
      wPieces: 0,
      wPlaces: 0,
      wMarkers: 0,
      wCounters: 0,
      wSeats: 0,
    }) as unknown as Runtime;
  const counted = (answer: string[]) => {
    const who: Sel & { calls: number } = Object.assign(
      () => {
        who.calls++;
        return answer.slice();
      },
      { calls: 0 },
    );
    return who;
  };

  it('asks who once while nothing it reads is written, and gives the same list', () => {
    const rt = runtime();
    const who = counted(['s1', 's0']);
    const items = keptWho(who, SEATS);
    const first = items(rt, bound({}));
    expect(items(rt, bound({}))).toBe(first);
    expect(first).toEqual(['s1', 's0']);
    expect(who.calls).toBe(1);
  });

  it('asks who again once a part it reads is written', () => {
    const rt = runtime();
    const who = counted(['s1', 's0']);
    const items = keptWho(who, SEATS);
    items(rt, bound({}));
    rt.wSeats++;
    items(rt, bound({}));
    expect(who.calls).toBe(2);
  });

  it('asks who again in another run, or when the turn order changed', () => {
    const rt = runtime();
    const who = counted(['s1', 's0']);
    const items = keptWho(who, SEATS);
    items(rt, bound({}));
    items(runtime(), bound({}));
    rt.s.order.reverse();
    items(rt, bound({}));
    expect(who.calls).toBe(3);
  });

  it('asks who every time over bindings with a name, with it bound, or when it reads an untracked part', () => {
    const rt = runtime();
    const who = counted(['s0']);
    const named = keptWho(who, SEATS);
    named(rt, bound({ seat: 's0' }));
    named(rt, bound({ seat: 's0' }));
    named(rt, bound({ it: 's0' }));
    named(rt, bound({ it: 's0' }));
    const untracked = keptWho(who, UNTRACKED);
    untracked(rt, bound({}));
    untracked(rt, bound({}));
    expect(who.calls).toBe(6);
  });
});

describe('whether a seat id is also a piece id', () => {
  const runtime = (pieces: Record<string, unknown>) =>
    ({ s: { seats: { s0: {}, s1: {} }, pieces }, wPieces: 0 }) as unknown as Runtime;

  it('answers no for an engine-made state, whose pieces are p<n>', () => {
    expect(seatsArePieces(runtime({ p0: {}, p1: {} }))).toBe(false);
  });

  it('answers yes for a hand-made state with a piece named as a seat', () => {
    expect(seatsArePieces(runtime({ p0: {}, s1: {} }))).toBe(true);
  });

  it('keeps its answer on the runtime asked, not shared between runtimes', () => {
    const clean = runtime({ p0: {} });
    const clashing = runtime({ s0: {} });
    expect(seatsArePieces(clean)).toBe(false);
    expect(seatsArePieces(clashing)).toBe(true);
    expect(clean.seatClash?.clash).toBe(false);
    expect(clashing.seatClash?.clash).toBe(true);
    expect(seatsArePieces(clean)).toBe(false);
  });

  it('answers again once pieces are written in the run', () => {
    const rt = runtime({ p0: {} });
    expect(seatsArePieces(rt)).toBe(false);
    (rt.s.pieces as Record<string, unknown>)['s0'] = {};
    rt.wPieces++;
    expect(seatsArePieces(rt)).toBe(true);
  });
});
