// Builds the ajv instance every validator comes from, so on-the-fly compiling
// (Node tests) and standalone code generation (the browser) agree exactly.
import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ANNOTATION_KEYWORDS } from './keywords.ts';
import { withPlaceholders, type SchemaSet } from './schema-set.ts';

/** Creates a strict ajv with our annotation keywords and every schema added. */
export function createAjv(schemas: SchemaSet, options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    strictRequired: false,
    allErrors: true,
    discriminator: true,
    allowUnionTypes: true,
    ...options,
  });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  for (const keyword of ANNOTATION_KEYWORDS) ajv.addKeyword(keyword);
  for (const schema of Object.values(withPlaceholders(schemas))) ajv.addSchema(schema);
  return ajv;
}
