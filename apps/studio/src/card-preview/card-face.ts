// What a card preview shows, read from a file's text: a M.A.C. card (or any `kind: card`) and a
// character sheet, each with its effect text generated from its effects (@roomsmith/schema).
import { entityAt, effectText, entitiesIn, readKit } from '../entity-form/entity-model.ts';
import { displayText } from '../workspace/manifest.ts';

/** One card as drawn. */
export interface CardFace {
  id: string;
  /** The name, in English (or the first language it has). */
  title: string;
  /** The line above the text: "M.A.C. card · Panic", "Character · Season 2". */
  kicker: string;
  /** The printed rule text. */
  text: string;
  /** Generated effect text, one line per action, trigger or modifier. */
  lines: string[];
  /** Small print: the id, its origin, and a character's starting kit. */
  footer: string;
  /** Which look: a M.A.C. card, another card, or a character sheet. */
  tone: 'mac' | 'card' | 'character';
}

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const origin = (e: Json) => {
  const o = e['origin'];
  return o && typeof o === 'object' ? str((o as Json)['source']) : '';
};

/** The cards (`kind: card`) of a file as faces. */
export function cardFaces(text: string): CardFace[] {
  return entitiesIn(text, 'card').map(({ index }) => {
    const e = entityAt(text, index);
    const type = str(e['type']);
    const family = str(e['family']);
    return {
      id: str(e['id']),
      title: displayText(e['name']) || str(e['id']) || 'Unnamed card',
      kicker: [type === 'mac' ? 'M.A.C. card' : type ? `${type} card` : 'Card', family].filter(Boolean).join(' · '),
      text: displayText(e['text']),
      lines: effectText(e),
      footer: [str(e['id']), origin(e)].filter(Boolean).join(' · '),
      tone: type === 'mac' ? 'mac' : 'card',
    };
  });
}

/** The characters of a file as sheets: the portrait text, the abilities' words, the starting kit. */
export function characterFaces(text: string): CardFace[] {
  return entitiesIn(text, 'character').map(({ index }) => {
    const e = entityAt(text, index);
    const abilities = (Array.isArray(e['abilities']) ? e['abilities'] : [])
      .map((a) => (a && typeof a === 'object' ? displayText((a as Json)['name']) : ''))
      .filter(Boolean);
    const kit = readKit(text, index).map((k) => `${k.name} ×${k.count}`);
    return {
      id: str(e['id']),
      title: displayText(e['name']) || str(e['id']) || 'Unnamed character',
      kicker: ['Character', abilities.length ? `ability: ${abilities.join(', ')}` : ''].filter(Boolean).join(' · '),
      text: displayText(e['text']),
      lines: effectText(e),
      footer: [str(e['id']), origin(e), kit.length ? `kit: ${kit.join(', ')}` : ''].filter(Boolean).join(' · '),
      tone: 'character',
    };
  });
}
