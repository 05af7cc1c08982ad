// What a zone function made by `cx.zone` reads (ruleset/zone-ids.ts), for callers that find the zone
// in place: they must find the zone the function gives.
import { describe, expect, it } from 'vitest';
import { createCx } from './context.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { Bindings, GameState } from '../state/types.ts';
import { bound } from '../testing/bindings.ts';
import { zoneReadOf } from './zone-ids.ts';

const cx = createCx(
  { nodes: [], diagnostics: [], known: new Set() },
  { pack: 't', def: 't:mode', file: 'mode.json', pointer: '' },
);
const rt = {
  s: {
    seatOrder: ['s0', 's1'],
    seats: { s0: { id: 's0' }, s1: { id: 's1' } },
    components: Object.fromEntries(
      ['c0', 'c1', 'c2', 'c3', 'c9'].map((id) => [id, { id, def: 't:card', faceUp: true }]),
    ),
    zones: {
      aside: { kind: 'stack', items: ['c9'] },
      'deck@s0': { kind: 'stack', items: ['c0', 'c1', 'c2'] },
      'deck@s1': { kind: 'stack', items: ['c3'] },
    },
  } as unknown as GameState,
} as Runtime;
const seated = (seat: string | string[] | undefined): Bindings => bound({ seat }, cx.slots);

const REFERENCES: Array<[string, unknown, string]> = [
  ['a literal zone', 'aside', 'literal'],
  ['a seat’s zone by a bare name', { zone: 'deck', seat: 'seat' }, 'bound'],
  ['a seat’s zone by a selector', { zone: 'deck', seat: { select: 'first', from: 'seat' } }, 'seat'],
];

describe('a zone reference compiled by cx.zone', () => {
  it.each(REFERENCES)('says what it reads: %s', (_name, raw, kind) => {
    expect(zoneReadOf(cx.zone(raw, ''))?.kind).toBe(kind);
  });

  it('says nothing for the zone a selector names', () => {
    expect(zoneReadOf(cx.zone({ of: 'seat' }, ''))).toBeUndefined();
  });

  it.each(REFERENCES)('is counted in place as the zone it gives: %s', (_name, raw) => {
    const zone = cx.zone(raw, '');
    const counted = cx.expr({ op: 'count', of: { select: 'components', zone: raw } }, '');
    const listed = cx.expr({ op: 'count', of: { select: 'components', zone: raw, faceUp: false } }, '');
    for (const seat of ['s0', 's1', ['s1', 's0'], 's9', undefined]) {
      const b = seated(seat);
      const items = (rt.s.zones[zone(rt, b)] as { items: string[] } | undefined)?.items ?? [];
      expect(counted(rt, b)).toBe(items.length);
      expect(listed(rt, b)).toBe(0);
    }
  });
});
