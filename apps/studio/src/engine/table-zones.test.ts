import type { View } from '@roomsmith/engine';
import { describe, expect, it } from 'vitest';
import { bundledPack } from './packs.fixture.ts';
import { SandboxHost } from './sandbox-host.ts';
import { splitZoneId, tableZonesOf } from './table-zones.ts';

describe('the stacks, sets and hands the sandbox draws', () => {
  it('splits a per-seat zone id into its declared zone and seat', () => {
    expect(splitZoneId('deck@s0')).toEqual({ name: 'deck', seat: 's0' });
    expect(splitZoneId('lobby')).toEqual({ name: 'lobby', seat: null });
  });

  it('puts a hand under its owner, with known faces and backs for the rest', () => {
    const card = (id: string, def: string | null) => ({
      id,
      def,
      location: { zone: 'hand@s1' },
      faceUp: false,
      seenBy: [],
      markers: {},
    });
    const seen = {
      zones: { 'hand@s1': { kind: 'hand', owner: 's1', items: ['c0', 'c1'], shown: 'items' } },
      components: { c0: card('c0', 'x:gem'), c1: card('c1', null) },
      pieces: {},
    } as unknown as View;
    const entities = new Map([['x:gem', { id: 'gem', name: 'Gem', colour: 'blue', text: 'Shines.' }]]);
    expect(tableZonesOf(seen, entities)).toEqual([
      {
        zone: 'hand@s1',
        name: 'hand',
        seat: 's1',
        kind: 'hand',
        shown: 'items',
        figures: [],
        cards: [
          {
            component: 'c0',
            face: { id: 'x:gem', name: 'Gem', colour: 'blue', text: 'Shines.' },
            faceUp: false,
            figures: [],
          },
          { component: 'c1', face: null, faceUp: false, figures: [] },
        ],
      },
    ]);
  });

  it('shows a held enigma card with its clue and the picture its pack holds', () => {
    const seen = {
      zones: { 'hand@s0': { kind: 'hand', owner: 's0', items: ['c0'], shown: 'items' } },
      components: { c0: { id: 'c0', def: 'x:riddle', location: { zone: 'hand@s0' }, faceUp: false, markers: {} } },
      pieces: {},
    } as unknown as View;
    const riddle = { id: 'riddle', name: 'Riddle', clue: 'Count the lamps.', imageSrc: 'data:image/png;base64,AA==' };
    const [hand] = tableZonesOf(seen, new Map([['x:riddle', riddle]]));
    expect(hand?.cards[0]?.face).toEqual({
      id: 'x:riddle',
      name: 'Riddle',
      colour: 'grey',
      text: 'Count the lamps.',
      image: 'data:image/png;base64,AA==',
    });
  });

  it('shows Double Rush’s per-seat decks, with the figures in the lobby and hidden faces as backs', () => {
    const host = new SandboxHost();
    host.start([bundledPack('double-rush')], { mode: 'double-rush:match', seed: 1, seats: 2 }, []);
    host.session.answer('s0', 'option:front');
    host.session.look('s1');
    const { zones, grids } = host.session.snapshot();
    expect(grids).toEqual([]);
    const deck = zones.find((z) => z.zone === 'deck@s0');
    expect(deck).toMatchObject({ name: 'deck', seat: 's0', kind: 'stack' });
    expect(zones.find((z) => z.zone === 'lobby')?.figures.length).toBe(2);
    host.session.answer('s1', 'option:front');
    const dealt = host.session.snapshot().zones.find((z) => z.zone === 'deck@s0');
    expect(dealt?.cards.length).toBeGreaterThan(0);
    expect(dealt?.cards.every((c) => c.face === null)).toBe(true);
  });

  it('hides what Two Rooms hides, and makes the rooms to open targets of the options', () => {
    const host = new SandboxHost();
    host.start([bundledPack('two-rooms')], { mode: 'two-rooms:level-1', seed: 1, seats: 2 }, []);
    host.session.look('s0');
    const snapshot = host.session.snapshot();
    const deck = snapshot.zones.find((z) => z.zone === 'deck');
    expect(deck?.shown).toBe('count');
    // s0 has looked at the top card to start its turn, so it knows that one; the rest are handles.
    expect(deck?.cards[0]?.component).toMatch(/^c\d+$/);
    expect(deck?.cards[1]?.component).toBe('?deck#1');
    expect(snapshot.zones.find((z) => z.zone === 'room-green')).toMatchObject({ shown: 'nothing', cards: [] });
    const options = snapshot.decision?.seats[0]?.options ?? [];
    expect(options.map((o) => o.zone)).toEqual(['room-green', 'room-red']);
  });
});
