import { describe, expect, it } from 'vitest';
import { collectPrintables } from './items.ts';
import { samplePack } from './fixtures.ts';

const enigma = {
  kind: 'card',
  type: 'enigma',
  id: 'riddle',
  name: 'Riddle',
  origin: { source: 'house' },
  number: 1,
  clue: { en: 'Count the doors.', ja: '扉を数えよ。' },
};
const shapes = [
  ['vault', 'digits', 4],
  ['safe', 'digits', 3],
  ['locker', 'letters', 4],
  ['chest', 'letters', 3],
] as const;
const rooms = Object.fromEntries(
  shapes.map(([id, alphabet, length]) => [
    `rooms/${id}.json`,
    { kind: 'room', id, name: id, origin: { source: 'house' }, colour: 'blue', code: { alphabet, length } },
  ]),
);
const cards = Object.fromEntries(
  Array.from({ length: 8 }, (_, i) => [
    `cards/riddle-${i + 1}.json`,
    { ...enigma, id: `riddle-${i + 1}`, number: i + 1 },
  ]),
);
const scenario = {
  kind: 'enigma-scenario',
  id: 'trial',
  name: 'Trial',
  origin: { source: 'house' },
  cards: Object.values(cards).map((c) => c.id),
  codes: shapes.map(([room], i) => ({ room, salt: `pepper-${i}x`, sha256: String(i).repeat(64) })),
};
describe('collectPrintables', () => {
  it('prints a room as a square tile, as many times as its copies', () => {
    const pit = collectPrintables(samplePack()).find((i) => i.id === 'sample:pit');
    expect(pit).toMatchObject({ shape: 'tile', copies: 3, face: { title: 'Pit', colour: 'red' } });
  });

  it('words the tile in the chosen language', () => {
    const pit = collectPrintables(samplePack(), { lang: 'fr' }).find((i) => i.id === 'sample:pit');
    expect(pit?.face.title).toBe('Fosse');
    expect(pit?.face.lines).toEqual(['Qui entre tombe.']);
  });

  it('falls back to English where a language is missing', () => {
    const pit = collectPrintables(samplePack(), { lang: 'ja' }).find((i) => i.id === 'sample:pit');
    expect(pit?.face.title).toBe('落とし穴');
    expect(pit?.face.lines).toEqual(['Whoever enters falls.']);
  });

  it('generates the effect text from the effects', () => {
    const pit = collectPrintables(samplePack()).find((i) => i.id === 'sample:pit');
    expect(pit?.face.effects).toEqual(['When a piece arrives on a component: eliminates pieces (piece piece).']);
  });

  it('prints a puzzle card with its sentence and its condition in generated words', () => {
    const card = {
      kind: 'puzzle-card',
      id: 'near-red',
      name: 'Near red',
      number: 1,
      family: 'condition',
      origin: { source: 'house' },
      text: 'Next to a red room.',
      condition: { op: 'grid-pattern', anchor: 'room', orient: 'rotate', cells: [{ at: [-1, 0] }] },
    };
    const item = collectPrintables(samplePack({ 'puzzles/near-red.json': card })).find(
      (i) => i.id === 'sample:near-red',
    );
    expect(item?.face.subtitle).toBe('Puzzle card · condition · no. 1');
    expect(item?.face.lines).toEqual(['Next to a red room.']);
    expect(item?.face.effects).toEqual([
      'Condition (room = the room tested): the number of placements around room, turned any quarter, with a room at (-1, 0).',
    ]);
  });

  it('labels house content in the footer', () => {
    const [pit, hall] = collectPrintables(samplePack());
    expect(pit?.face.footer).toBe('sample 1.0.0 · house content');
    expect(hall?.face.footer).toBe('sample 1.0.0 · season1');
  });

  it('keeps only what a mode names when a mode is given', () => {
    expect(collectPrintables(samplePack(), { mode: 'only-hall' }).map((i) => i.id)).toEqual(['sample:hall']);
  });

  it('refuses a mode the packs do not have, naming it', () => {
    expect(() => collectPrintables(samplePack(), { mode: 'nope' })).toThrow('no mode "nope" in the packs');
  });

  it('prints an enigma card as a poker-size card with its clue', () => {
    const items = collectPrintables(samplePack({ 'cards/riddle.json': enigma }), { lang: 'ja' });
    expect(items.find((i) => i.id === 'sample:riddle')).toMatchObject({
      shape: 'card',
      face: { subtitle: 'Enigma card · no. 1', lines: ['扉を数えよ。'] },
    });
  });

  it('never prints an enigma code, its salt or its hash, even asked to reveal codes: each room gets its shape', () => {
    const files = { ...cards, ...rooms, 'enigmas/trial.json': scenario };
    for (const revealCodes of [false, true]) {
      const sheet = collectPrintables(samplePack(files), { revealCodes }).find((i) => i.id === 'sample:trial');
      const text = sheet?.face.lines.join(' ') ?? '';
      expect(text).not.toMatch(/pepper|0000|1111/);
      expect(sheet?.face.lines).toEqual([
        'vault: code hidden (4 digits)',
        'safe: code hidden (3 digits)',
        'locker: code hidden (4 letters)',
        'chest: code hidden (3 letters)',
      ]);
    }
  });
});
