// Generates the module that carries every schema as data, for the linker and
// for editors (Monaco) in the browser, where the folder cannot be scanned.
import type { SchemaSet } from '../registry/schema-set.ts';

/** The schemas module's text: `export const schemas = { [$id]: schema }`. */
export function generateSchemasModule(schemas: SchemaSet): string {
  const sorted = Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((id) => [id, schemas[id]]),
  );
  return [
    '// Generated from packages/schema/src/schemas by `npm run codegen`. Do not edit.',
    "import type { SchemaSet } from '../registry/schema-set.ts';",
    '',
    '/** Every schema of the format (placeholders included), keyed by `$id`. */',
    `export const schemas: SchemaSet = ${JSON.stringify(sorted, null, 2)};`,
    '',
  ].join('\n');
}
