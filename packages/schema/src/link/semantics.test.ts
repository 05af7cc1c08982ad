import { describe, expect, it } from 'vitest';
import { loadPacks } from '../load/load-packs.ts';
import { freshLoadOptions } from '../node/compile.ts';

const options = freshLoadOptions();
const manifest = JSON.stringify({ id: 'p', name: 'P', version: '1.0.0', formatVersion: 1 });
const lock = (id: string, alphabet: string, length: number) => ({
  kind: 'room',
  id,
  name: id,
  colour: 'blue',
  code: { alphabet, length },
});
const rooms = [lock('d4', 'digits', 4), lock('d3', 'digits', 3), lock('l4', 'letters', 4), lock('l3', 'letters', 3)];
const cards = Array.from({ length: 8 }, (_, i) => ({
  kind: 'card',
  type: 'enigma',
  id: `clue-${i + 1}`,
  name: 'Clue',
  number: i + 1,
  clue: 'A clue',
}));
const code = (room: string) => ({ room, salt: 'salt1234', sha256: 'a'.repeat(64) });
const scenario = (codeRooms: string[], cardCount = 8) => ({
  kind: 'enigma-scenario',
  id: 's',
  name: 'S',
  cards: cards.slice(0, cardCount).map((c) => c.id),
  codes: codeRooms.map(code),
});
const messages = (entity: unknown) =>
  loadPacks(
    [{ root: 'p', files: { 'pack.json': manifest, 'all/all.json': JSON.stringify([...rooms, ...cards, entity]) } }],
    options,
  ).diagnostics.map((d) => d.message);

describe('semantic checks', () => {
  it('accept a scenario with one code of each shape', () => {
    expect(messages(scenario(['d4', 'd3', 'l4', 'l3']))).toEqual([]);
  });

  it('reject a scenario missing a shape, naming the shape', () => {
    expect(messages(scenario(['d4', 'd3', 'l4', 'd4'])).sort()).toEqual([
      'a second code of 4 digits (codes/0 has one already): a scenario needs one code of each shape, 4 digits, 3 digits, 4 letters, 3 letters',
      'no code of 3 letters: a scenario needs one code of each shape, 4 digits, 3 digits, 4 letters, 3 letters (each for the Secret Code room that takes it)',
      'room "d4" already has a code (codes/0)',
    ]);
  });

  it('reject a scenario with the wrong number of cards', () => {
    const found = loadPacks(
      [
        {
          root: 'p',
          files: {
            'pack.json': manifest,
            'all/all.json': JSON.stringify([...rooms, ...cards, scenario(['d4', 'd3', 'l4', 'l3'], 7)]),
          },
        },
      ],
      options,
    ).diagnostics.map((d) => `${d.pointer}: ${d.message}`);
    expect(found).toEqual(['/12/cards: expected at least 8 items']);
  });

  it('warn that a code without salt and hash is not set yet', () => {
    const unset = { ...scenario(['d4', 'd3', 'l4', 'l3']) };
    unset.codes = [{ room: 'd4' } as ReturnType<typeof code>, ...unset.codes.slice(1)];
    expect(messages(unset)).toEqual([
      'the code of room "d4" is not set yet: type it in the studio\'s enigma scenario builder (it stores a salted hash); until then the room cannot be activated',
    ]);
  });

  it('reject a salt without its hash', () => {
    const half = { ...scenario(['d4', 'd3', 'l4', 'l3']) };
    half.codes = [{ room: 'd4', salt: 'salt1234' } as ReturnType<typeof code>, ...half.codes.slice(1)];
    expect(messages(half).join('\n')).toMatch(/sha256/);
  });

  it('reject a code for a Secret Code room the mode never puts in the complex', () => {
    const mode = {
      kind: 'mode',
      id: 'm',
      name: 'M',
      seats: { players: { min: 1, max: 1 } },
      zones: [{ id: 'z', kind: 'stack' }],
      setup: { steps: [{ do: 'create-components', zone: 'z', items: ['d4', 'd3', 'l4'].map((def) => ({ def })) }] },
    };
    const found = loadPacks(
      [
        {
          root: 'p',
          files: {
            'pack.json': manifest,
            'all/all.json': JSON.stringify([...rooms, ...cards, { ...scenario(['d4', 'd3', 'l4', 'l3']), mode: 'm' }]),
            'modes/m.json': JSON.stringify(mode),
          },
        },
      ],
      options,
    ).diagnostics.filter((d) => d.message.includes('not reachable'));
    expect(found.map((d) => `${d.pointer}: ${d.message}`)).toEqual([
      '/12/codes/3/room: Secret Code room "l3" is not reachable in mode "m": its setup never puts that room in the complex, so this code can never be typed and the scenario cannot be won',
    ]);
  });

  it('reject a scenario without a code for a Secret Code room its mode deals', () => {
    const mode = {
      kind: 'mode',
      id: 'm',
      name: 'M',
      seats: { players: { min: 1, max: 1 } },
      zones: [{ id: 'z', kind: 'stack' }],
      setup: {
        steps: [{ do: 'create-components', zone: 'z', items: ['d4', 'd3', 'l4', 'l3', 'x3'].map((def) => ({ def })) }],
      },
    };
    const found = loadPacks(
      [
        {
          root: 'p',
          files: {
            'pack.json': manifest,
            'all/all.json': JSON.stringify([
              ...rooms,
              lock('x3', 'digits', 3),
              ...cards,
              { ...scenario(['d4', 'd3', 'l4', 'l3']), mode: 'm' },
            ]),
            'modes/m.json': JSON.stringify(mode),
          },
        },
      ],
      options,
    ).diagnostics.map((d) => d.message);
    expect(found).toEqual([
      'mode "m" puts Secret Code room "x3" in the complex but this scenario gives it no code: it could never be activated',
    ]);
  });

  it('reject a code stored in clear', () => {
    const clear = { ...scenario(['d4', 'd3', 'l4', 'l3']), codes: [{ room: 'd4', code: '1234' }] };
    expect(messages(clear).join('\n')).toMatch(/code/);
  });
});
