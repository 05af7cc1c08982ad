import { describe, expect, it } from 'vitest';
import { readRoom, roomsIn, writeRoom } from './room-form-model.ts';

const room = `{
  "kind": "room",
  "id": "acid",
  "name": { "en": "Acid Bath", "ja": "酸のプール" },
  "colour": "red",
  "text": "Room for one."
}
`;

describe('the room form model', () => {
  it('reads the fields of a room, English first for translated text', () => {
    expect(readRoom(room, null)).toEqual({
      id: 'acid',
      name: 'Acid Bath',
      colour: 'red',
      copies: '',
      text: 'Room for one.',
      source: '',
      description: '',
    });
  });

  it('writes a field as a minimal edit, keeping the rest of the text byte for byte', () => {
    const after = writeRoom(room, null, 'colour', 'green');
    expect(after).toBe(room.replace('"red"', '"green"'));
  });

  it('writes translated text into its English entry and leaves the other languages', () => {
    const after = writeRoom(room, null, 'name', 'Acid Pool');
    expect(JSON.parse(after).name).toEqual({ en: 'Acid Pool', ja: '酸のプール' });
  });

  it('adds missing fields, numbers as numbers, nested origin included', () => {
    let text = writeRoom(room, null, 'copies', '2');
    text = writeRoom(text, null, 'source', 'house');
    expect(JSON.parse(text)).toMatchObject({ copies: 2, origin: { source: 'house' } });
  });

  it('removes an optional field that is emptied, and ignores a copies value that is not a number', () => {
    expect(JSON.parse(writeRoom(room, null, 'text', ''))).not.toHaveProperty('text');
    expect(writeRoom(room, null, 'copies', 'x')).toBe(room);
  });

  it('finds each room of an array and edits the one asked for', () => {
    const list = JSON.stringify([{ kind: 'room', id: 'a' }, { kind: 'character' }, { kind: 'room', id: 'b' }], null, 2);
    expect(roomsIn(list)).toEqual([
      { index: 0, id: 'a' },
      { index: 2, id: 'b' },
    ]);
    expect(JSON.parse(writeRoom(list, 2, 'colour', 'blue'))[2]).toEqual({ kind: 'room', id: 'b', colour: 'blue' });
    expect(roomsIn(room)).toEqual([{ index: null, id: 'acid' }]);
  });
});
