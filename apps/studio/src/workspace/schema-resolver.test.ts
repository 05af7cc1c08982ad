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

  it('follows a JSON pointer whose segments escape a slash and a tilde', () => {
    const set = { 'https://x.test/a.json': { $defs: { 'a/b': { '~c': { const: 1 } } } } };
    const found = new SchemaResolver(set).resolve('a.json#/$defs/a~1b/~0c', 'https://x.test/other.json');
    expect(found).toEqual({ node: { const: 1 }, base: 'https://x.test/a.json' });
  });

  it('resolves nothing where the pointer leads past a missing node', () => {
    const set = { 'https://x.test/a.json': { $defs: {} } };
    expect(new SchemaResolver(set).resolve('#/$defs/none/deeper', 'https://x.test/a.json')).toBeUndefined();
  });
});
