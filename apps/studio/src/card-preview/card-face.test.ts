import { describe, expect, it } from 'vitest';
import { cardFaces, characterFaces } from './card-face.ts';

describe('card and character faces', () => {
  it('draws a M.A.C. card with its family and effect text generated from its triggers', () => {
    const text = JSON.stringify({
      kind: 'card',
      type: 'mac',
      id: 'jolt',
      name: 'Jolt',
      family: 'panic',
      origin: { source: 'house' },
      text: 'Everyone jumps.',
      triggers: [{ on: 'placed', zone: 'mac-discard', do: [{ do: 'eliminate', piece: 'actor' }] }],
    });
    const [face] = cardFaces(text);
    expect(face).toMatchObject({ title: 'Jolt', kicker: 'M.A.C. card · panic', tone: 'mac', footer: 'jolt · house' });
    expect(face?.lines.join(' ')).toMatch(/^When .*eliminat/i);
  });

  it('draws a character sheet with its ability and starting kit', () => {
    const text = JSON.stringify({
      kind: 'character',
      id: 'zoe',
      name: 'Zoe',
      kit: { locks: 2 },
      abilities: [{ id: 'a', name: 'Vanish', action: 'a' }],
      actions: [{ id: 'a', name: 'Vanish', do: [] }],
    });
    const [face] = characterFaces(text);
    expect(face).toMatchObject({ title: 'Zoe', kicker: 'Character · ability: Vanish', footer: 'zoe · kit: locks ×2' });
    expect(face?.lines[0]).toMatch(/^Vanish: /);
  });
});
