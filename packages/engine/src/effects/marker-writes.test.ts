// `add-marker` and `remove-marker` count a write to markers (runtime/writes.ts) only for a marker that
// an answer the runtime keeps until a write (an ending, a flag's or block-entry's `while`) reads.
import { describe, expect, it } from 'vitest';
import { createCx, type CxShared } from '../ruleset/context.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { GameState } from '../state/types.ts';
import { addMarker } from './add-marker.ts';
import { removeMarker } from './remove-marker.ts';
import { bound } from '../testing/bindings.ts';

/** Runs `add-marker` or `remove-marker` of `marker` on seat s0, compiled where kept answers read `read` (absent: not told); gives the markers' write count. */
const writesOf = (effect: 'add-marker' | 'remove-marker', marker: string, read?: string[]): number => {
  const shared: CxShared = {
    nodes: [],
    diagnostics: [],
    known: new Set<string>(),
    ...(read ? { markersRead: new Set(read) } : {}),
  };
  const cx = createCx(shared, { pack: 't', def: 't:mode', file: 'mode.json', pointer: '' });
  const handler = effect === 'add-marker' ? addMarker : removeMarker;
  const id = handler.compile({ do: effect, to: 'who', from: 'who', marker }, cx, '');
  const seats = { s0: { id: 's0', markers: { [marker]: 1 }, role: null, team: null, vars: {}, eyesOpen: true } };
  const rt = { s: { seats, pieces: {}, components: {} } as unknown as GameState, silent: true, wMarkers: 0 } as Runtime;
  shared.nodes[id]?.inline?.(rt, bound({ who: 's0' }, cx.slots));
  expect(seats.s0.markers).toEqual(effect === 'add-marker' ? { [marker]: 2 } : {});
  return rt.wMarkers;
};

describe('a marker written', () => {
  it('counts a write to markers when a kept answer reads the marker', () => {
    expect(writesOf('add-marker', 'do-not-cross', ['do-not-cross'])).toBe(1);
    expect(writesOf('remove-marker', 'do-not-cross', ['do-not-cross'])).toBe(1);
  });

  it('counts no write to markers when no kept answer reads the marker', () => {
    expect(writesOf('add-marker', 'reminder', ['do-not-cross'])).toBe(0);
    expect(writesOf('remove-marker', 'reminder', ['do-not-cross'])).toBe(0);
  });

  it('counts a write to markers when the compiler was not told what kept answers read', () => {
    expect(writesOf('add-marker', 'reminder')).toBe(1);
    expect(writesOf('remove-marker', 'reminder')).toBe(1);
  });
});
