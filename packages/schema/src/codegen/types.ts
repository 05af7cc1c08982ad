// Generates the committed TypeScript types from the schemas.
import { compile } from 'json-schema-to-typescript';
import type { SchemaSet } from '../registry/schema-set.ts';
import { bundleSchemas } from './bundle.ts';

const BANNER = `// Generated from packages/schema/src/schemas by \`npm run codegen\`. Do not edit.`;

/** TypeScript declarations for every schema of the set, as one module's text. */
export async function generateTypes(schemas: SchemaSet): Promise<string> {
  const bundle = bundleSchemas(schemas);
  const code = await compile(bundle as Parameters<typeof compile>[0], 'RoomsmithSchemas', {
    bannerComment: BANNER,
    unreachableDefinitions: true,
    additionalProperties: false,
    strictIndexSignatures: true,
    declareExternallyReferenced: true,
    format: false,
    enableConstEnums: false,
    inferStringEnumKeysFromValues: false,
    cwd: '/',
    $refOptions: { resolve: { external: false } as never },
  });
  return code;
}
