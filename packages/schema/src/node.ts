// Node-only API of @roomsmith/schema (`@roomsmith/schema/node`): disk access,
// on-the-fly compilation and code generation. The browser uses `index.ts`.
export { readPackFolder } from './node/read-folder.ts';
export { readSchemaFolder, listSchemaFiles, SCHEMA_DIR } from './node/schema-files.ts';
export { compileValidators, freshLoadOptions } from './node/compile.ts';
export { generateAll, GENERATED_DIR, REFERENCE_DIR } from './codegen/index.ts';
export { createAjv } from './registry/ajv.ts';
