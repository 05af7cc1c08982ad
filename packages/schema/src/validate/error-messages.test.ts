import { describe, expect, it } from 'vitest';
import { firstSentence, lastSegment, shapeError, typeName } from './error-messages.ts';
import type { SchemaError } from './validators.ts';

const error = (
  keyword: string,
  params: Record<string, unknown>,
  data?: unknown,
  parentSchema?: Record<string, unknown>,
): SchemaError => ({
  instancePath: '/a',
  schemaPath: '#',
  keyword,
  params,
  data,
  ...(parentSchema ? { parentSchema } : {}),
});

describe('error messages', () => {
  it('name the expected and the found type, and the field', () => {
    expect(shapeError(error('type', { type: 'integer' }, 'two'), '').message).toBe(
      'expected an integer for "a", found a string',
    );
  });

  it('name the field of a value that does not match its pattern, not "a valid to"', () => {
    const schema = { type: 'string', pattern: '^[a-z]+$', description: 'A bound name: actor, target.' };
    const shaped = shapeError(
      { ...error('pattern', { pattern: '^[a-z]+$' }, 'Foo Bar', schema), instancePath: '/to' },
      '',
    );
    expect(shaped).toEqual({
      pointer: '/to',
      message: '"Foo Bar" is not valid for "to"',
      hint: 'A bound name: actor, target.',
    });
  });

  it('state a bound with the value found', () => {
    expect(shapeError(error('minimum', { limit: 1 }, 0), '').message).toBe('expected a number ≥ 1, found 0');
  });

  it('suggest the closest allowed value of an enum', () => {
    expect(shapeError(error('enum', { allowedValues: ['red', 'blue'] }, 'rde'), '').hint).toBe('did you mean "red"?');
  });

  it('point an unknown property at its key, with the closest known one', () => {
    const shaped = shapeError(
      error('additionalProperties', { additionalProperty: 'colr' }, {}, { properties: { colour: {} } }),
      '/0',
    );
    expect(shaped).toEqual({
      pointer: '/0/a/colr',
      message: 'unknown property "colr"',
      atKey: true,
      hint: 'did you mean "colour"?',
    });
  });

  it('use the first sentence of a description as a hint', () => {
    expect(firstSentence('The code. Example: "1234".')).toBe('The code.');
  });

  it('name the property at fault from the pointer, not an index', () => {
    expect([lastSegment('/codes/0/code'), lastSegment('/codes/0')]).toEqual(['code', 'value']);
  });

  it('name value types the way authors read them', () => {
    expect([typeName([]), typeName(null), typeName(1.5)]).toEqual(['an array', 'null', 'a number']);
  });
});
