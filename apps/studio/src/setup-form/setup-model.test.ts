import { describe, expect, it } from 'vitest';
import { files } from '../engine/room25.fixture.ts';
import { addRoomToSetup, dealLists } from './setup-model.ts';

const mode = JSON.stringify(
  {
    kind: 'mode',
    id: 'm',
    setup: {
      compositions: [
        {
          id: 'basic',
          rooms: [
            { room: 'central', count: 1 },
            { room: 'empty', count: 8 },
            { colour: 'red', tag: 'pool', count: 2 },
          ],
        },
      ],
      steps: [{ do: 'create-components', zone: 'box', items: [{ def: 'dark', count: 2, when: true }] }],
    },
  },
  null,
  2,
);

describe('the setup form model', () => {
  it('finds the compositions and the setup steps that list rooms', () => {
    const lists = dealLists(mode);
    expect(lists.map((l) => [l.key, l.label])).toEqual([
      ['composition:0', 'composition basic'],
      ['step:0', 'step 1: create-components into box'],
    ]);
    expect(lists[0]?.entries.map((e) => `${e.label} ×${e.count}`)).toEqual([
      'central ×1',
      'empty ×8',
      'colour red, tag pool ×2',
    ]);
    expect(lists[1]?.entries[0]).toMatchObject({ label: 'dark', conditional: true });
  });

  it('adds a room to a composition in place of copies of another', () => {
    const text = addRoomToSetup(mode, { room: 'red', count: 3, list: 'composition:0', insteadOf: 1 });
    const rooms = JSON.parse(text).setup.compositions[0].rooms as Array<{ room: string; count: number }>;
    expect(rooms.at(-1)).toEqual({ room: 'red', count: 3 });
    expect(rooms[1]?.count).toBe(5);
  });

  it('adds a room to a setup step as an item', () => {
    const text = addRoomToSetup(mode, { room: 'red', count: 1, list: 'step:0', insteadOf: null });
    expect(JSON.parse(text).setup.steps[0].items.at(-1)).toEqual({ def: 'red', count: 1 });
  });

  it('reads the bundled modes, and leaves the text alone when asked for nothing', () => {
    const solo = files['modes/solo.json'] ?? '';
    expect(dealLists(solo).length).toBeGreaterThan(0);
    expect(addRoomToSetup(solo, { room: '', count: 1, list: 'composition:0', insteadOf: null })).toBe(solo);
    expect(addRoomToSetup(solo, { room: 'red', count: 1, list: 'nowhere', insteadOf: null })).toBe(solo);
  });
});
