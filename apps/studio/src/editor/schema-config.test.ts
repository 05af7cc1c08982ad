import { describe, expect, it } from 'vitest';
import { contentGlobs, manifestGlob, monacoSchemas, sourceSchemaAliases } from './schema-config.ts';

const base = 'https://roomsmith.dev/schemas/';
const set = {
  [`${base}pack.schema.json`]: { $id: `${base}pack.schema.json` },
  [`${base}room.schema.json`]: { $id: `${base}room.schema.json` },
  [`${base}common.schema.json`]: { $id: `${base}common.schema.json` },
};

describe('Monaco schema configuration', () => {
  it('registers every schema under its $id and maps pack.json to the pack schema', () => {
    const schemas = monacoSchemas(set);
    expect(schemas.map((s) => s.uri)).toEqual([
      `${base}common.schema.json`,
      `${base}pack.schema.json`,
      `${base}room.schema.json`,
      `${base}studio-content.schema.json`,
    ]);
    expect(schemas[1]?.fileMatch).toEqual([manifestGlob]);
    expect(schemas[0]?.fileMatch).toBeUndefined();
  });

  it('builds a content schema that picks the kind schema by `kind`, for single entities and arrays', () => {
    const content = monacoSchemas(set).at(-1);
    expect(content?.fileMatch).toEqual(contentGlobs);
    const [entity, array] = content?.schema['anyOf'] as Array<Record<string, unknown>>;
    expect(array).toEqual({ type: 'array', items: entity });
    expect(entity?.['allOf']).toEqual([
      {
        if: { properties: { kind: { const: 'room' } }, required: ['kind'] },
        then: { $ref: `${base}room.schema.json` },
      },
    ]);
  });

  it('uses the format’s own content schema when it has one', () => {
    const withContent = { ...set, [`${base}content.schema.json`]: { $id: `${base}content.schema.json` } };
    const schemas = monacoSchemas(withContent);
    expect(schemas.find((s) => s.uri.endsWith('content.schema.json'))?.fileMatch).toEqual(contentGlobs);
    expect(schemas.some((s) => s.uri.endsWith('studio-content.schema.json'))).toBe(false);
  });

  it('configures nothing while the format has no schemas', () => {
    expect(monacoSchemas({})).toEqual([]);
  });

  it('aliases the repository paths content files name in `$schema`, per pack', () => {
    expect(
      sourceSchemaAliases([`${base}room.schema.json`, `${base}vocabulary/effect.schema.json`], ['room25']),
    ).toEqual([
      {
        uri: 'pack://room25/packages/schema/src/schemas/room.schema.json',
        schema: { $ref: `${base}room.schema.json` },
      },
      {
        uri: 'pack://room25/packages/schema/src/schemas/vocabulary/effect.schema.json',
        schema: { $ref: `${base}vocabulary/effect.schema.json` },
      },
    ]);
    expect(monacoSchemas(set, ['a', 'b']).filter((s) => s.uri.startsWith('pack://'))).toHaveLength(6);
  });
});
