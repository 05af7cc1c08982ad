// The format's schemas, keyed by `$id`: the same set ajv validates with. The
// one place the editor learns about schemas.
import { schemas } from '@roomsmith/schema';
import type { JsonSchema } from './schema-config.ts';

/** Every schema of the format, keyed by `$id`. */
export const formatSchemas: Readonly<Record<string, JsonSchema>> = schemas;
