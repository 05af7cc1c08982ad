// The validators the loader runs: one per content kind plus pack.json. They
// come either precompiled (standalone code, safe for the browser) or compiled
// on the fly in Node; the loader does not care which.
import type { EntityKind } from '../registry/schema-set.ts';

/** One error as ajv reports it (with `verbose: true`, so the schema and data ride along). */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  schema?: unknown;
  parentSchema?: Record<string, unknown>;
  data?: unknown;
}

/** A compiled validator: returns whether data is valid and leaves errors on itself. */
export interface ValidateFn {
  (data: unknown): boolean;
  errors?: SchemaError[] | null | undefined;
}

/** One validator per content kind, plus `pack` for pack.json. */
export type Validators = Record<EntityKind | 'pack', ValidateFn>;
