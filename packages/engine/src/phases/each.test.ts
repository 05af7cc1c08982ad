import { describe, expect, it } from 'vitest';
import type { Bindings } from '../state/types.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { Sel } from '../ruleset/types.ts';
import { SEATS, UNTRACKED } from '../ruleset/reads.ts';
import { bare, itemBindings, keptWho } from './each.ts';

describe('each phase item bindings', () => {
  it('binds it, seat and actor for a piece over empty bindings', () => {
    expect(JSON.stringify(itemBindings({}, 'p0', 's0', true))).toBe('{"it":"p0","seat":"s0","actor":"p0"}');
  });

  it('binds it and seat for a seat, over bindings where a filter left it undefined', () => {
    const b: Bindings = {};
    (b as Record<string, unknown>).it = undefined;
    expect(JSON.stringify(itemBindings(b, 's1', 's1', false))).toBe('{"it":"s1","seat":"s1"}');
  });

  it('keeps the phase bindings before the item ones, as a copy would', () => {
    const b: Bindings = { round: 2, it: 'x' };
    const out = itemBindings(b, 'p0', null, true);
    expect(JSON.stringify(out)).toBe(JSON.stringify({ ...b, it: 'p0', seat: null, actor: 'p0' }));
    expect(b).toEqual({ round: 2, it: 'x' });
  });

  it('tells bindings with a name other than it from bare ones', () => {
    expect(bare({})).toBe(true);
    expect(bare({ it: 'p0' })).toBe(true);
    expect(bare({ seat: 's0' })).toBe(false);
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
    const first = items(rt, {});
    expect(items(rt, {})).toBe(first);
    expect(first).toEqual(['s1', 's0']);
    expect(who.calls).toBe(1);
  });

  it('asks who again once a part it reads is written', () => {
    const rt = runtime();
    const who = counted(['s1', 's0']);
    const items = keptWho(who, SEATS);
    items(rt, {});
    rt.wSeats++;
    items(rt, {});
    expect(who.calls).toBe(2);
  });

  it('asks who again in another run, or when the turn order changed', () => {
    const rt = runtime();
    const who = counted(['s1', 's0']);
    const items = keptWho(who, SEATS);
    items(rt, {});
    items(runtime(), {});
    rt.s.order.reverse();
    items(rt, {});
    expect(who.calls).toBe(3);
  });

  it('asks who every time over bindings with a name, with it bound, or when it reads an untracked part', () => {
    const rt = runtime();
    const who = counted(['s0']);
    const named = keptWho(who, SEATS);
    named(rt, { seat: 's0' });
    named(rt, { seat: 's0' });
    named(rt, { it: 's0' });
    named(rt, { it: 's0' });
    const untracked = keptWho(who, UNTRACKED);
    untracked(rt, {});
    untracked(rt, {});
    expect(who.calls).toBe(6);
  });
});
