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

  it('take the required keys of an else branch, since a skeleton sets nothing an if asks for', () => {
    const set = {
      'https://roomsmith.dev/schemas/thing.schema.json': {
        required: ['kind', 'id', 'name'],
        properties: { base: { type: 'string' }, size: { type: 'integer', minimum: 1 } },
        if: { required: ['base'] },
        then: {},
        else: { required: ['size'] },
      },
    };
    expect(entitySkeleton('thing', 'a', 'A', set)).toEqual({ kind: 'thing', id: 'a', name: 'A', size: 1 });
  });

  it('give rooms, characters and modes that the loader accepts as they are', () => {
    const files: Record<string, string> = { 'pack.json': newManifestText({ id: 'p', name: 'P', dependencies: {} }) };
    for (const kind of ['room', 'character', 'mode'])
      files[`x/${kind}.json`] = JSON.stringify(entitySkeleton(kind, `new-${kind}`, 'New one', schemas));
    expect(loaderProblems([{ id: 'p', files }])).toEqual([]);
  });
});
