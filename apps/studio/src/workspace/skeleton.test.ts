import { schemas } from '@roomsmith/schema';
import { describe, expect, it } from 'vitest';
import { loaderProblems } from '../diagnostics/loader-problems.ts';
import { newManifestText } from './manifest.ts';
import { entitySkeleton } from './skeleton.ts';

describe('entity skeletons', () => {
  it('fill every required property from the schema, following $ref', () => {
    const base = 'https://roomsmith.dev/schemas/';
    const set = {
      [`${base}thing.schema.json`]: {
        required: ['kind', 'id', 'name', 'colour', 'size', 'parts', 'seats'],
        properties: {
          colour: { $ref: 'common.schema.json#/$defs/colour' },
          size: { type: 'integer', minimum: 1 },
          parts: { type: 'array', items: {} },
          seats: { type: 'object', required: ['min'], properties: { min: { type: 'integer', examples: [2] } } },
        },
      },
      [`${base}common.schema.json`]: { $defs: { colour: { oneOf: [{ const: 'blue' }, { const: 'red' }] } } },
    };
    expect(entitySkeleton('thing', 'a', 'A', set)).toEqual({
      kind: 'thing',
      id: 'a',
      name: 'A',
      colour: 'blue',
      size: 1,
      parts: [],
      seats: { min: 2 },
    });
  });

  it('fall back to kind, id and name for a kind without a schema', () => {
    expect(entitySkeleton('nothing', 'a', 'A', {})).toEqual({ kind: 'nothing', id: 'a', name: 'A' });
  });

  it('give rooms and characters that the loader accepts as they are', () => {
    const files: Record<string, string> = { 'pack.json': newManifestText({ id: 'p', name: 'P', dependencies: {} }) };
    for (const kind of ['room', 'character'])
      files[`x/${kind}.json`] = JSON.stringify(entitySkeleton(kind, 'new-one', 'New one', schemas));
    expect(loaderProblems([{ id: 'p', files }])).toEqual([]);
  });
});
