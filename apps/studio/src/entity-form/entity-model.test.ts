import { describe, expect, it } from 'vitest';
import { entitiesIn, readAbilities, readKit, readText, writeKit, writeText } from './entity-model.ts';

const character = JSON.stringify(
  {
    kind: 'character',
    id: 'zoe',
    name: { en: 'Zoe', fr: 'Zoé' },
    kit: { locks: 2 },
    abilities: [{ id: 'ability', name: { en: 'Vanish' }, action: 'ability' }],
    actions: [{ id: 'ability', name: 'Vanish', do: [{ do: 'eliminate', piece: 'actor' }] }],
  },
  null,
  2,
);

describe('the character and card forms’ model', () => {
  it('finds the entities of a kind in a file', () => {
    expect(entitiesIn(character, 'character')).toEqual([{ index: null, id: 'zoe' }]);
    expect(entitiesIn(character, 'card')).toEqual([]);
  });

  it('does not take a selector’s kind for an entity of that kind', () => {
    const card = JSON.stringify({ kind: 'card', type: 'mac', triggers: [{ do: [{ in: { kind: 'character' } }] }] });
    expect(entitiesIn(card, 'character')).toEqual([]);
    expect(entitiesIn(card, 'card')).toHaveLength(1);
  });

  it('writes a text field into the English entry of its language map', () => {
    const next = writeText(character, null, ['abilities', 0, 'name'], 'Fade');
    expect(readText(next, null, ['abilities', 0, 'name'])).toBe('Fade');
    expect(next).toContain('"en": "Fade"');
  });

  it('removes an optional text field set to nothing', () => {
    const next = writeText(writeText(character, null, ['text'], 'A ghost.'), null, ['text'], '');
    expect(JSON.parse(next)).not.toHaveProperty('text');
  });

  it('sets, adds and removes starting kit entries', () => {
    const more = writeKit(writeKit(character, null, 'locks', 3), null, 'hidden-tokens', 1);
    expect(readKit(more, null)).toEqual([
      { name: 'locks', count: 3 },
      { name: 'hidden-tokens', count: 1 },
    ]);
    expect(JSON.parse(writeKit(writeKit(more, null, 'locks', null), null, 'hidden-tokens', null))).not.toHaveProperty(
      'kit',
    );
  });

  it('refuses a kit name or count the schema would refuse', () => {
    expect(writeKit(character, null, '2locks', 1)).toBe(character);
    expect(writeKit(character, null, 'locks', -1)).toBe(character);
  });

  it('joins each ability to the action carrying it out, with its effect text', () => {
    const [ability] = readAbilities(character, null);
    expect(ability?.effectsPath).toEqual(['actions', 0, 'do']);
    expect(ability?.words).toMatch(/eliminat/i);
  });
});
