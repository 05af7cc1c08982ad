import { describe, expect, it } from 'vitest';
import { readNames, writeName } from './room-name.ts';

const plain = `{
  "kind": "room",
  "id": "acid",
  "name": "Acid Bath",
  "colour": "red"
}
`;

describe('the room name in several languages', () => {
  it('keeps a plain English name plain', () => {
    const after = writeName(plain, null, 'en', 'Acid Pool');
    expect(after).toBe(plain.replace('"Acid Bath"', '"Acid Pool"'));
    expect(readNames(after, null)).toEqual([{ lang: 'en', value: 'Acid Pool' }]);
  });

  it('writes a language map when another language is added, and reads it back', () => {
    const after = writeName(plain, null, 'fr', "Bain d'acide");
    expect(JSON.parse(after).name).toEqual({ en: 'Acid Bath', fr: "Bain d'acide" });
    expect(after.replace(/"name": \{[^}]*\}/, '"name": "Acid Bath"')).toBe(plain);
    expect(readNames(after, null)).toEqual([
      { lang: 'en', value: 'Acid Bath' },
      { lang: 'fr', value: "Bain d'acide" },
    ]);
  });

  it('edits one entry of a map in place and goes back to a plain string when only English is left', () => {
    let text = writeName(plain, null, 'fr', 'Bain');
    const map = writeName(text, null, 'ja', '酸のプール');
    expect(JSON.parse(map).name).toEqual({ en: 'Acid Bath', fr: 'Bain', ja: '酸のプール' });
    text = writeName(map, null, 'ja', '');
    expect(JSON.parse(text).name).toEqual({ en: 'Acid Bath', fr: 'Bain' });
    expect(writeName(text, null, 'fr', '')).toBe(plain);
  });

  it('accepts any BCP-47 code, refuses anything else, and edits the room asked for in an array', () => {
    expect(JSON.parse(writeName(plain, null, 'pt-BR', 'Banho')).name).toEqual({ en: 'Acid Bath', 'pt-BR': 'Banho' });
    expect(writeName(plain, null, 'French!', 'x')).toBe(plain);
    const list = JSON.stringify(
      [
        { kind: 'room', name: 'A' },
        { kind: 'room', name: { en: 'B', fr: 'Bé' } },
      ],
      null,
      2,
    );
    expect(readNames(list, 1)).toEqual([
      { lang: 'en', value: 'B' },
      { lang: 'fr', value: 'Bé' },
    ]);
    expect(JSON.parse(writeName(list, 1, 'fr', ''))[1].name).toBe('B');
  });
});
