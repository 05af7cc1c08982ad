// Reads the schema files from disk (Node only): the folder is scanned, so a
// schema added by anyone is picked up without a list to keep.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonSchema, SchemaSet } from '../registry/schema-set.ts';

/** The folder holding the source schemas of this package. */
export const SCHEMA_DIR = fileURLToPath(new URL('../schemas/', import.meta.url));

/** Lists every `*.schema.json` under a folder, as sorted paths relative to it. */
export function listSchemaFiles(dir: string = SCHEMA_DIR): string[] {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.schema.json'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Reads every schema under a folder, keyed by its `$id`. */
export function readSchemaFolder(dir: string = SCHEMA_DIR): SchemaSet {
  const set: SchemaSet = {};
  for (const file of listSchemaFiles(dir)) {
    const schema = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JsonSchema;
    const id = typeof schema['$id'] === 'string' ? schema['$id'] : '';
    if (!id) throw new Error(`${file}: schema has no $id`);
    set[id] = schema;
  }
  return set;
}
