// What a load needs besides the packs: validators, schemas and helpers built
// on them. Built once per schema set and reused across loads (the warm path).
import { schemas as generatedSchemas } from '../generated/schemas.ts';
import { SchemaWalker } from '../link/walk.ts';
import { SchemaIndex } from '../registry/schema-index.ts';
import type { SchemaSet } from '../registry/schema-set.ts';
import { DiscriminatorTable } from '../validate/discriminators.ts';
import { standaloneValidators } from '../validate/standalone.ts';
import type { Validators } from '../validate/validators.ts';

/** Options of `loadPacks`. */
export interface LoadOptions {
  /** Validators to run; defaults to the precompiled standalone ones. */
  validators?: Validators;
  /** The schemas the validators were built from; defaults to the generated bundle. */
  schemas?: SchemaSet;
  /** The engine version packs' `engine` ranges are checked against; unchecked when absent. */
  engineVersion?: string;
}

/** Validators plus the schema helpers the loader and linker share. */
export interface LoadContext {
  validators: Validators;
  index: SchemaIndex;
  walker: SchemaWalker;
  tags: DiscriminatorTable;
  engineVersion?: string;
}

const cache = new WeakMap<SchemaSet, { index: SchemaIndex; walker: SchemaWalker; tags: DiscriminatorTable }>();

/** The context for a set of options, reusing schema helpers across calls. */
export function loadContext(options: LoadOptions): LoadContext {
  const schemas = options.schemas ?? generatedSchemas;
  let helpers = cache.get(schemas);
  if (!helpers) {
    const index = new SchemaIndex(schemas);
    helpers = { index, walker: new SchemaWalker(index), tags: new DiscriminatorTable(index) };
    cache.set(schemas, helpers);
  }
  return {
    validators: options.validators ?? standaloneValidators,
    ...helpers,
    ...(options.engineVersion ? { engineVersion: options.engineVersion } : {}),
  };
}
