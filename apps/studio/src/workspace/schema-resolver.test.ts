import { schemas } from '@roomsmith/schema';
import { describe, expect, it } from 'vitest';
import { SCHEMA_BASE, SchemaResolver } from './schema-resolver.ts';

const room = `${SCHEMA_BASE}room.schema.json`;

describe('the schema resolver', () => {
  it('lists the documented colours of a room, following $ref into common.schema.json', () => {
    const colours = new SchemaResolver(schemas).choices(room, ['colour']);
    expect(colours.map((c) => c.value)).toContain('red');
    expect(colours.find((c) => c.value === 'red')?.description).toMatch(/deadly/i);
  });

  it('walks nested properties', () => {
    expect(new SchemaResolver(schemas).choices(room, ['origin', 'source']).map((c) => c.value)).toContain('house');
  });

  it('answers nothing for paths the schema does not have', () => {
    const resolver = new SchemaResolver(schemas);
    expect(resolver.choices(room, ['nope'])).toEqual([]);
    expect(resolver.property('https://example.org/none.json', [])).toBeUndefined();
  });

  it('reads plain enums too', () => {
    const set = { 'x:a': { properties: { size: { enum: ['s', 'm'] } } } };
    expect(new SchemaResolver(set).choices('x:a', ['size'])).toEqual([
      { value: 's', description: '' },
      { value: 'm', description: '' },
    ]);
  });
});
