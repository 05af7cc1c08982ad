import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv.ts';

const id = 'https://roomsmith.dev/schemas/t.schema.json';
const schema = (extra: Record<string, unknown>) => ({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: id,
  type: 'object',
  properties: { a: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
  ...extra,
});

describe('createAjv', () => {
  it('stops an anyOf at the branch that passes where no schema asks what was evaluated', () => {
    const ajv = createAjv({ [id]: schema({}) });
    expect(ajv.opts.unevaluated).toBe(false);
    expect(ajv.getSchema(id)?.({ a: 'x', b: 1 })).toBe(true);
  });

  it('keeps the tracking, and the keyword working, where a schema uses unevaluatedProperties', () => {
    const ajv = createAjv({ [id]: schema({ unevaluatedProperties: false }) });
    const validate = ajv.getSchema(id)!;
    expect(validate({ a: 'x' })).toBe(true);
    expect(validate({ a: 'x', b: 1 })).toBe(false);
    expect(validate.errors?.map((e) => e.keyword)).toEqual(['unevaluatedProperties']);
  });
});
