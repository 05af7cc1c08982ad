import { describe, expect, it } from 'vitest';
import { PIECES, PLACES } from '../ruleset/reads.ts';
import type { GameState } from '../state/types.ts';
import { movePiece } from './moves.ts';
import type { Runtime } from './runtime.ts';
import { stamp, wrote } from './writes.ts';

/** A runtime with only what the write counts and a silent move without triggers read. */
function counts(state: Partial<GameState> = {}): Runtime {
  return { s: state, silent: true, wPieces: 0, wPlaces: 0, wMarkers: 0, wCounters: 0, wSeats: 0 } as unknown as Runtime;
}

describe('write counts of pieces and of where they stand', () => {
  it('counts a write to pieces as a write to where pieces stand', () => {
    const rt = counts();
    const before = stamp(rt, PLACES);
    wrote(rt, PIECES);
    expect(stamp(rt, PLACES)).not.toBe(before);
  });

  it('leaves what reads only which pieces exist unchanged by a write to where they stand', () => {
    const rt = counts();
    const before = stamp(rt, PIECES);
    wrote(rt, PLACES);
    expect(stamp(rt, PIECES)).toBe(before);
    expect(stamp(rt, PLACES)).not.toBe(0);
  });

  it('counts a piece moving as a write to where pieces stand, not to which pieces exist', () => {
    const rt = counts({
      pieces: { p1: { id: 'p1', status: 'active', location: null } },
      components: { c1: { id: 'c1' } },
      zones: {},
    } as unknown as Partial<GameState>);
    const pieces = stamp(rt, PIECES);
    const places = stamp(rt, PLACES);
    movePiece(rt, 'p1', 'c1', false, []);
    expect(rt.s.pieces['p1']?.location).toEqual({ component: 'c1' });
    expect(stamp(rt, PIECES)).toBe(pieces);
    expect(stamp(rt, PLACES)).not.toBe(places);
  });
});
