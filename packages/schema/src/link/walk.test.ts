import { describe, expect, it } from 'vitest';
import { SchemaIndex } from '../registry/schema-index.ts';
import { SchemaWalker } from './walk.ts';

const index = new SchemaIndex({
  'https://x/s.json': {
    type: 'object',
    properties: {
      room: { type: 'string', 'x-ref': 'room' },
      def: { type: 'string', 'x-ref': ['room', 'card'] },
      zones: { type: 'array', items: { $ref: '#/$defs/zone', 'x-declares': 'zone' } },
      effects: { type: 'array', items: { $ref: '#/$defs/effect' } },
    },
    $defs: {
      zone: { type: 'object', properties: { id: { type: 'string' } } },
      effect: {
        discriminator: { propertyName: 'do' },
        oneOf: [
          { properties: { do: { const: 'move' }, to: { type: 'string', 'x-ref': 'zone' } } },
          { properties: { do: { const: 'mark' }, marker: { type: 'string', 'x-ref': 'marker' } } },
        ],
      },
    },
  },
});
const walker = new SchemaWalker(index);
const root = index.root('https://x/s.json') ?? { node: {}, base: '' };

describe('SchemaWalker', () => {
  it('finds a reference the schema marks with x-ref', () => {
    expect(walker.marks({ room: 'acid' }, root)).toEqual([
      { role: 'ref', kind: 'room', value: 'acid', pointer: '/room' },
    ]);
  });

  it('joins the kinds of a reference that may name several', () => {
    expect(walker.marks({ def: 'panic' }, root)[0]?.kind).toBe('room|card');
  });

  it('reads the id of an object the schema marks with x-declares', () => {
    expect(walker.marks({ zones: [{ id: 'complex' }] }, root)).toEqual([
      { role: 'declare', kind: 'zone', value: 'complex', pointer: '/zones/0/id' },
    ]);
  });

  it('points each mark from the entity, also a mark that comes after a deeper one', () => {
    const marks = walker.marks({ effects: [{ do: 'move', to: 'exit' }], room: 'acid' }, root, '/2');
    expect(marks.map((m) => m.pointer)).toEqual(['/2/effects/0/to', '/2/room']);
  });

  it('follows the branch a discriminator picks', () => {
    const marks = walker.marks(
      {
        effects: [
          { do: 'mark', marker: 'locked' },
          { do: 'move', to: 'exit' },
        ],
      },
      root,
    );
    expect(marks.map((m) => `${m.kind}:${m.value}@${m.pointer}`)).toEqual([
      'marker:locked@/effects/0/marker',
      'zone:exit@/effects/1/to',
    ]);
  });

  it('ignores values of the wrong type instead of failing', () => {
    expect(walker.marks({ room: 3, zones: 'x', effects: [null] }, root)).toEqual([]);
  });
});

describe('SchemaWalker with allOf', () => {
  const both = new SchemaIndex({
    'https://x/a.json': { allOf: [{ properties: { room: { type: 'string', 'x-ref': 'room' } } }] },
  });

  it('walks every schema of an allOf', () => {
    const at = both.root('https://x/a.json') ?? { node: {}, base: '' };
    expect(new SchemaWalker(both).marks({ room: 'acid' }, at, '/3')).toEqual([
      { role: 'ref', kind: 'room', value: 'acid', pointer: '/3/room' },
    ]);
  });
});

describe('SchemaWalker with unions and tuples', () => {
  const set = new SchemaIndex({
    'https://x/u.json': {
      type: 'object',
      properties: {
        target: {
          anyOf: [
            { type: 'string', 'x-ref': 'room' },
            { type: 'object', required: ['zone'], properties: { zone: { type: 'string', 'x-ref': 'zone' } } },
            { type: 'object', properties: { card: { type: 'string', 'x-ref': 'card' } } },
          ],
        },
        pair: { type: 'array', prefixItems: [{ type: 'string', 'x-ref': 'room' }, false], items: { 'x-ref': 'card' } },
      },
    },
  });
  const walker = new SchemaWalker(set);
  const at = set.root('https://x/u.json') ?? { node: {}, base: '' };
  const found = (data: unknown) => walker.marks(data, at).map((m) => `${m.kind}:${m.value}@${m.pointer}`);

  it('walks the first branch of an undiscriminated union that the value fits', () => {
    expect(found({ target: 'acid' })).toEqual(['room:acid@/target']);
    expect(found({ target: { zone: 'complex', card: 'x' } })).toEqual(['zone:complex@/target/zone']);
    expect(found({ target: { card: 'panic' } })).toEqual(['card:panic@/target/card']);
  });

  it('walks a tuple position by position, skipping a position the schema closes, then the items schema', () => {
    expect(found({ pair: ['acid', 'skipped', 'panic'] })).toEqual(['room:acid@/pair/0', 'card:panic@/pair/2']);
  });
});
