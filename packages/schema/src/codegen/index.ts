// Everything generated from the schemas, as file contents keyed by path from
// the repository root: `npm run codegen` writes them, a test compares them.
import { withPlaceholders, type SchemaSet } from '../registry/schema-set.ts';
import { generateReference } from './reference.ts';
import { generateSchemasModule } from './schemas-module.ts';
import { generateValidators } from './standalone.ts';
import { generateTypes } from './types.ts';

/** Where generated TypeScript lives, from the repository root. */
export const GENERATED_DIR = 'packages/schema/src/generated';
/** Where the language reference lives, from the repository root. */
export const REFERENCE_DIR = 'docs/reference';

/** Every generated file for a schema set, keyed by path from the repository root. */
export async function generateAll(sources: SchemaSet): Promise<Record<string, string>> {
  const schemas = withPlaceholders(sources);
  const files: Record<string, string> = {
    [`${GENERATED_DIR}/types.ts`]: await generateTypes(schemas),
    [`${GENERATED_DIR}/schemas.ts`]: generateSchemasModule(schemas),
    [`${GENERATED_DIR}/validators.ts`]: generateValidators(schemas),
  };
  for (const [name, text] of Object.entries(generateReference(schemas))) files[`${REFERENCE_DIR}/${name}`] = text;
  return files;
}
