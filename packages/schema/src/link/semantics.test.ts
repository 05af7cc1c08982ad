import { describe, expect, it } from 'vitest';
import { loadPacks } from '../load/load-packs.ts';
import { freshLoadOptions } from '../node/compile.ts';

const options = freshLoadOptions();
const manifest = JSON.stringify({ id: 'p', name: 'P', version: '1.0.0', formatVersion: 1 });
const room = { kind: 'room', id: 'lock', name: 'Lock', colour: 'blue', code: { alphabet: 'letters', length: 3 } };
const card = { kind: 'card', type: 'enigma', id: 'clue', name: 'Clue', number: 1, clue: 'ABC' };
const scenario = (code: string) => ({
  kind: 'enigma-scenario',
  id: 's',
  name: 'S',
  cards: ['clue'],
  codes: [{ room: 'lock', code }],
});
const messages = (code: string) =>
  loadPacks(
    [{ root: 'p', files: { 'pack.json': manifest, 'all/all.json': JSON.stringify([room, card, scenario(code)]) } }],
    options,
  ).diagnostics.map((d) => d.message);

describe('semantic checks', () => {
  it('accept a code that fits its room', () => {
    expect(messages('ABC')).toEqual([]);
  });

  it('reject digits where the room takes letters', () => {
    expect(messages('A1C')).toEqual(['code "A1C" does not fit room "lock", which takes 3 letters']);
  });
});
