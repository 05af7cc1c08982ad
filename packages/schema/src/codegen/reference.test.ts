import { describe, expect, it } from 'vitest';
import { generateReference } from './reference.ts';

const set = {
  'https://roomsmith.dev/schemas/vocabulary/effect.schema.json': {
    $id: 'https://roomsmith.dev/schemas/vocabulary/effect.schema.json',
    title: 'Effect',
    description: 'One step.',
    discriminator: { propertyName: 'do' },
    oneOf: [{ $ref: '#/$defs/eliminate' }, { $ref: '#/$defs/shuffle' }],
    $defs: {
      eliminate: {
        description: 'Removes <pieces> | for good.',
        properties: { do: { const: 'eliminate', description: 'Tag.' }, piece: { type: 'string', description: 'Who.' } },
        required: ['do', 'piece'],
        examples: [{ do: 'eliminate', piece: 'actor' }],
      },
      shuffle: {
        description: 'Shuffles.',
        properties: { do: { const: 'shuffle', description: 'Tag.' } },
        required: ['do'],
      },
    },
  },
};
const page = generateReference(set)['vocabulary-effect.md'] ?? '';

describe('the language reference', () => {
  it('gives every union member a section with its description', () => {
    expect(page).toContain('## eliminate\n\nRemoves &lt;pieces&gt; \\| for good.');
  });

  it('shows the written example of a member', () => {
    expect(page).toContain('"piece": "actor"');
  });

  it('shows the required shape when no example is written', () => {
    expect(page).toContain('Shape (no example written yet):\n\n```json\n{\n  "do": "shuffle"\n}');
  });

  it('lists every page in the index', () => {
    expect(generateReference(set)['README.md']).toContain('[Effect](vocabulary-effect.md)');
  });
});
