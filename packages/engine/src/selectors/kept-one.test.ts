// A pieces selector's `one` kept per asked seat (selectors/table.ts' keptOne).
import { describe, expect, it } from 'vitest';
import type { Runtime } from '../runtime/runtime.ts';
import type { One } from '../ruleset/types.ts';
import { PIECES } from '../ruleset/reads.ts';
import { SEAT } from '../state/slots.ts';
import { keptOne } from './table.ts';
import { bound } from '../testing/bindings.ts';

describe("pieces' one, kept per seat", () => {
  const runtime = () =>
    ({
      s: { pieces: {} },
      wPieces: 0,
      wPlaces: 0,
      wMarkers: 0,
      wCounters: 0,
      wSeats: 0,
    }) as unknown as Runtime;
  /** A walk that answers `p<seat's number>` and counts its calls. */
  const counted = () => {
    const walk: One & { calls: number } = Object.assign(
      (_rt: Runtime, b: Parameters<One>[1]) => {
        walk.calls++;
        const seat = b[SEAT];
        return typeof seat === 'string' ? `p${seat.slice(1)}` : undefined;
      },
      { calls: 0 },
    );
    return walk;
  };

  it('walks the pieces once per seat while nothing it reads is written', () => {
    const rt = runtime();
    const walk = counted();
    const one = keptOne(walk, SEAT, PIECES);
    expect(one(rt, bound({ seat: 's0' }))).toBe('p0');
    expect(one(rt, bound({ seat: 's1' }))).toBe('p1');
    expect(one(rt, bound({ seat: 's0' }))).toBe('p0');
    expect(one(rt, bound({ seat: 's1' }))).toBe('p1');
    expect(walk.calls).toBe(2);
  });

  it('walks again once the pieces are written', () => {
    const rt = runtime();
    const walk = counted();
    const one = keptOne(walk, SEAT, PIECES);
    one(rt, bound({ seat: 's0' }));
    rt.wPieces++;
    one(rt, bound({ seat: 's0' }));
    expect(walk.calls).toBe(2);
  });

  it('walks again in another run or over another pieces record', () => {
    const rt = runtime();
    const walk = counted();
    const one = keptOne(walk, SEAT, PIECES);
    one(rt, bound({ seat: 's0' }));
    one(runtime(), bound({ seat: 's0' }));
    one(rt, bound({ seat: 's0' }));
    rt.s.pieces = {};
    one(rt, bound({ seat: 's0' }));
    expect(walk.calls).toBe(4);
  });

  it('walks every time for a seat bound to a list', () => {
    const rt = runtime();
    const walk = counted();
    const one = keptOne(walk, SEAT, PIECES);
    one(rt, bound({ seat: ['s0'] }));
    one(rt, bound({ seat: ['s0'] }));
    expect(walk.calls).toBe(2);
  });
});
