import { describe, expect, it } from 'vitest';
import { SchemaIndex } from './schema-index.ts';

const index = new SchemaIndex({
  'https://x/a.json': { $defs: { name: { type: 'string' } }, properties: { b: { $ref: 'b.json' } } },
  'https://x/b.json': {
    discriminator: { propertyName: 'do' },
    oneOf: [{ $ref: '#/$defs/one' }, { properties: { do: { const: 'two' } } }],
    $defs: { one: { properties: { do: { const: 'one' } } } },
  },
});

describe('SchemaIndex', () => {
  it('resolves a $ref against the schema it is written in', () => {
    expect(index.resolve('#/$defs/name', 'https://x/a.json')?.node).toEqual({ type: 'string' });
  });

  it('resolves a relative $ref to another schema', () => {
    expect(index.resolve('b.json', 'https://x/a.json')?.base).toBe('https://x/b.json');
  });

  it('lists the tag values of a discriminated union, following $refs', () => {
    const root = index.root('https://x/b.json') ?? { node: {}, base: '' };
    expect([...index.branches(root).keys()]).toEqual(['one', 'two']);
  });

  it('returns nothing for a pointer into nowhere', () => {
    expect(index.resolve('#/$defs/missing', 'https://x/a.json')).toBeUndefined();
  });
});
