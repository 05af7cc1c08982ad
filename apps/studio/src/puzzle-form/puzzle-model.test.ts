import { readFileSync } from 'node:fs';
import { parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { bounds, cellProblem, isPuzzleCard, readPattern, roomKinds, writeCell, writeText } from './puzzle-model.ts';

const card = (name: string) =>
  readFileSync(new URL(`../../../../content/escape-room/puzzles/${name}.json`, import.meta.url), 'utf8');
const red = card('01-adjacent-red');
const crossed = card('19-crossed-north-west');

describe('the puzzle card model', () => {
  it('recognises a puzzle card file', () => {
    expect(isPuzzleCard(red)).toBe(true);
    expect(isPuzzleCard('{"kind":"room"}')).toBe(false);
  });

  it('reads an anchored pattern cell with its colour', () => {
    const p = readPattern(red);
    expect(p?.absolute).toBe(false);
    expect(p?.cells).toEqual([{ at: [-1, 0], req: { kind: 'colour', colour: 'red' } }]);
  });

  it('reads a crossed-out card as crossed positions of the complex', () => {
    const p = readPattern(crossed);
    expect(p?.absolute).toBe(true);
    expect(p?.cells.map((c) => c.req.kind)).toEqual(['crossed', 'crossed', 'crossed']);
  });

  it('finds no pattern in a counting condition', () => {
    expect(readPattern(card('03-column-two-more-characters'))).toBeNull();
  });

  it('changes a cell colour and reads it back', () => {
    const next = writeCell(red, [-1, 0], { kind: 'colour', colour: 'blue' });
    expect(readPattern(next)?.cells).toEqual([{ at: [-1, 0], req: { kind: 'colour', colour: 'blue' } }]);
  });

  it('adds a cell at the end of the pattern', () => {
    const next = writeCell(red, [0, 1], { kind: 'room' });
    expect(readPattern(next)?.cells.map((c) => c.at)).toEqual([
      [-1, 0],
      [0, 1],
    ]);
  });

  it('keeps the rest of the file as written', () => {
    const next = writeCell(red, [-1, 0], { kind: 'colour', colour: 'blue' });
    expect(next.replace('"blue"', '"red"')).toBe(red);
  });

  it('rewrites the crossed list beside a crossed-out condition', () => {
    const next = writeCell(crossed, [4, 4], { kind: 'crossed' });
    expect((parse(next) as { crossed: number[][] }).crossed).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
      [4, 4],
    ]);
  });

  it('removes a crossed position from both lists', () => {
    const next = writeCell(crossed, [0, 0], null);
    expect((parse(next) as { crossed: number[][] }).crossed).toEqual([
      [0, 1],
      [1, 1],
    ]);
    expect(readPattern(next)?.cells).toHaveLength(2);
  });

  it('refuses to remove the last cell of a pattern', () => {
    expect(writeCell(red, [-1, 0], null)).toBe(red);
    expect(cellProblem(readPattern(red) ?? { path: [], absolute: false, cells: [] }, [-1, 0], null)).toMatch(
      /at least one/,
    );
  });

  it('refuses a negative position of the complex', () => {
    expect(writeCell(crossed, [-1, 0], { kind: 'crossed' })).toBe(crossed);
  });

  it('refuses a twenty-sixth cell', () => {
    let text = crossed;
    for (let r = 0; r < 5; r++) for (let c = 0; c < 5; c++) text = writeCell(text, [r, c], { kind: 'crossed' });
    expect(readPattern(text)?.cells).toHaveLength(25);
    expect(writeCell(text, [5, 5], { kind: 'crossed' })).toBe(text);
  });

  it('shows offsets about the room from -2 to 2', () => {
    expect(bounds(readPattern(red) ?? { path: [], absolute: false, cells: [] }).rows).toEqual([-2, -1, 0, 1, 2]);
  });

  it('sets the name in English inside its language map', () => {
    expect((parse(writeText(red, 'name', 'Beside red')) as { name: object }).name).toEqual({ en: 'Beside red' });
  });

  it('writes and reads back a cell that requires one kind of room', () => {
    const next = writeCell(red, [-1, 0], { kind: 'room-kind', def: 'room25:central-room' });
    expect(readPattern(next)?.cells[0]?.req).toEqual({ kind: 'room-kind', def: 'room25:central-room' });
  });

  it('lists the rooms of its own pack by id and of others qualified', () => {
    const room = (id: string) => JSON.stringify({ kind: 'room', id });
    const packs: Array<{ id: string; files: Record<string, string> }> = [
      { id: 'mine', files: { 'rooms/a.json': room('a'), 'modes/m.json': room('not-a-room-file') } },
      { id: 'room25', files: { 'rooms/b.json': room('b') } },
    ];
    expect(roomKinds(packs, 'mine')).toEqual(['a', 'room25:b']);
  });
});
