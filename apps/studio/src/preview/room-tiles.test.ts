import { describe, expect, it } from 'vitest';
import { roomTiles } from './room-tiles.ts';

const acid = {
  kind: 'room',
  id: 'acid',
  name: { en: 'Acid Bath', ja: '酸のプール' },
  colour: 'red',
  copies: 2,
  text: 'Room for one.',
  triggers: [{ on: 'enter', do: [{ do: 'eliminate', piece: 'piece' }] }],
  modifiers: [{ rule: 'no-look' }],
};

describe('room tiles', () => {
  it('show a room’s name, colour, text, copies and behaviour', () => {
    expect(roomTiles(JSON.stringify(acid))).toEqual([
      {
        id: 'acid',
        name: 'Acid Bath',
        colour: 'red',
        text: 'Room for one.',
        copies: 2,
        behaviour: ['When a piece arrives on a component: eliminates pieces (piece piece).', 'no-look.'],
      },
    ]);
  });

  it('read every room of an array and skip other kinds', () => {
    const text = JSON.stringify([acid, { kind: 'character', id: 'max' }, { kind: 'room', id: 'plain' }]);
    expect(roomTiles(text).map((t) => [t.id, t.name, t.colour])).toEqual([
      ['acid', 'Acid Bath', 'red'],
      ['plain', 'plain', 'grey'],
    ]);
  });

  it('still show the room while its JSON is half typed', () => {
    expect(roomTiles('{ "kind": "room", "id": "a", "name": "A", "colour": "blue", ')[0]).toMatchObject({
      name: 'A',
      colour: 'blue',
    });
  });

  it('show nothing for files that hold no room', () => {
    expect(roomTiles('{"kind":"mode"}')).toEqual([]);
    expect(roomTiles('')).toEqual([]);
  });
});
