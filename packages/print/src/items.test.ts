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
const scenario = {
  kind: 'enigma-scenario',
  id: 'trial',
  name: 'Trial',
  origin: { source: 'house' },
  cards: ['riddle'],
  codes: [{ room: 'vault', code: '4711' }],
};
const vault = {
  kind: 'room',
  id: 'vault',
  name: 'Vault',
  origin: { source: 'house' },
  colour: 'blue',
  code: { alphabet: 'digits', length: 4 },
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

  it('never prints an enigma code unless asked', () => {
    const files = { 'cards/riddle.json': enigma, 'enigmas/trial.json': scenario, 'rooms/vault.json': vault };
    const hidden = collectPrintables(samplePack(files)).find((i) => i.id === 'sample:trial');
    expect(hidden?.face.lines.join(' ')).not.toContain('4711');
    expect(hidden?.face.lines).toContain('vault: code hidden (4 digits)');
    const shown = collectPrintables(samplePack(files), { revealCodes: true }).find((i) => i.id === 'sample:trial');
    expect(shown?.face.lines).toContain('vault: 4711');
  });
});
