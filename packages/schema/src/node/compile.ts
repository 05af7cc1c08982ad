// Compiles validators on the fly (ajv generates code with `new Function`):
// what Node tests use so they always check the schemas as they are on disk.
import { createAjv } from '../registry/ajv.ts';
import type { LoadOptions } from '../load/context.ts';
import { ENTITY_KINDS, schemaIdOf, withPlaceholders, type SchemaSet } from '../registry/schema-set.ts';
import type { ValidateFn, Validators } from '../validate/validators.ts';
import { readSchemaFolder } from './schema-files.ts';

/** Validators for every kind, compiled now from the given schemas (default: the folder). */
export function compileValidators(schemas: SchemaSet = readSchemaFolder()): Validators {
  const ajv = createAjv(schemas, { verbose: true, inlineRefs: true });
  const get = (name: Parameters<typeof schemaIdOf>[0]) => ajv.getSchema(schemaIdOf(name)) as unknown as ValidateFn;
  const validators = { pack: get('pack') } as Validators;
  for (const kind of ENTITY_KINDS) validators[kind] = get(kind);
  return validators;
}

/** Loader options that check against the schemas on disk, compiled now (for Node tests and tools). */
export function freshLoadOptions(schemas: SchemaSet = readSchemaFolder()): LoadOptions {
  return { validators: compileValidators(schemas), schemas: withPlaceholders(schemas) };
}
