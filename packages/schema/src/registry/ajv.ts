// Builds the ajv instance every validator comes from, so on-the-fly compiling
// (Node tests) and standalone code generation (the browser) agree exactly.
import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ANNOTATION_KEYWORDS } from './keywords.ts';
import { withPlaceholders, type SchemaSet } from './schema-set.ts';

const UNEVALUATED = new Set(['unevaluatedProperties', 'unevaluatedItems']);

/** Whether any schema node uses `unevaluatedProperties` or `unevaluatedItems`. */
function usesUnevaluated(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(usesUnevaluated);
  if (node === null || typeof node !== 'object') return false;
  for (const [key, value] of Object.entries(node)) {
    if (UNEVALUATED.has(key) || usesUnevaluated(value)) return true;
  }
  return false;
}

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
  const all = withPlaceholders(schemas);
  for (const schema of Object.values(all)) ajv.addSchema(schema);
  // Ajv2020 always tracks which properties and items each subschema evaluated, for
  // `unevaluatedProperties`/`unevaluatedItems`. Where no schema uses them the tracking is pure
  // cost: it runs in every validator call, and it keeps an `anyOf` trying (and failing, each
  // failure an error object) every branch after the one that passed. It is switched off once the
  // schemas are added (the meta-schema, compiled while adding them, keeps it) and before any of
  // them is compiled, which is when ajv reads it.
  if (!usesUnevaluated(all)) (ajv.opts as { unevaluated?: boolean }).unevaluated = false;
  return ajv;
}
