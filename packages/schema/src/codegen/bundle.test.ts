import { describe, expect, it } from 'vitest';
import { bundleSchemas, defName } from './bundle.ts';

const set = {
  'https://roomsmith.dev/schemas/room.schema.json': {
    $id: 'https://roomsmith.dev/schemas/room.schema.json',
    properties: {
      triggers: { $ref: 'vocabulary/trigger.schema.json', description: 'dropped beside $ref' },
      $schema: { type: 'string' },
    },
  },
  'https://roomsmith.dev/schemas/vocabulary/trigger.schema.json': {
    $id: 'https://roomsmith.dev/schemas/vocabulary/trigger.schema.json',
    type: 'object',
  },
};

describe('bundleSchemas', () => {
  it('names a vocabulary schema after its folder and file', () => {
    expect(defName('https://roomsmith.dev/schemas/vocabulary/setup-step.schema.json')).toBe('vocabulary-setup-step');
  });

  it('rewrites references between files to local pointers and keeps only $ref beside them', () => {
    const room = (bundleSchemas(set)['$defs'] as Record<string, { properties: Record<string, unknown> }>)['room'];
    expect(room?.properties['triggers']).toEqual({ $ref: '#/$defs/vocabulary-trigger' });
  });

  it('keeps a property named $schema while dropping the root keyword', () => {
    const room = (bundleSchemas(set)['$defs'] as Record<string, Record<string, unknown>>)['room'];
    expect(room?.['$id']).toBeUndefined();
    expect((room?.['properties'] as Record<string, unknown>)['$schema']).toEqual({ type: 'string' });
  });
});
