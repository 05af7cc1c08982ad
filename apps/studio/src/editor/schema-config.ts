// Which schema Monaco's JSON service applies to which file. pack.json gets
// the pack schema; any other file gets the content schema, which accepts one
// entity or an array of entities and picks the kind's schema by `kind`.
// Every schema is registered under its `$id`, so relative `$ref`s resolve
// exactly as they do for ajv.

/** A JSON Schema document as plain data. */
export type JsonSchema = { [key: string]: unknown };

/** One entry of `jsonDefaults.setDiagnosticsOptions({ schemas })`. */
export interface MonacoSchema {
  uri: string;
  fileMatch?: string[];
  schema: JsonSchema;
}

const BASE = 'https://roomsmith.dev/schemas/';
const KINDS = ['room', 'character', 'card', 'deck', 'mode', 'enigma-scenario', 'pack-test', 'piece', 'puzzle-card'];

/** Glob matching the manifest of every pack model (`pack://<pack>/pack.json`). */
export const manifestGlob = 'pack://*/pack.json';
/** Globs matching every other content file of a pack model. */
export const contentGlobs = ['pack://*/*/**/*.json'];

/** A content schema built from the kind schemas, for when the set has none. */
export function contentSchemaFor(ids: readonly string[]): JsonSchema {
  const kinds = KINDS.filter((k) => ids.includes(`${BASE}${k}.schema.json`));
  const entity: JsonSchema = {
    type: 'object',
    required: ['kind'],
    properties: { kind: { enum: kinds, description: 'What this entity is; picks the schema it is checked against.' } },
    allOf: kinds.map((k) => ({
      if: { properties: { kind: { const: k } }, required: ['kind'] },
      then: { $ref: `${BASE}${k}.schema.json` },
    })),
  };
  return {
    $id: `${BASE}studio-content.schema.json`,
    description: 'A content file: one entity, or an array of entities of one kind.',
    anyOf: [entity, { type: 'array', items: entity }],
  };
}

/** Where content files in this repository point their `$schema` (relative to the pack folder's parent). */
export const SOURCE_SCHEMA_DIR = 'packages/schema/src/schemas/';

/**
 * Aliases for `"$schema": "../../../packages/schema/src/schemas/room.schema.json"`, as the bundled
 * files write it. Monaco's JSON service prefers a document's `$schema` to any file match and
 * resolves it against the model URI, clamping at the pack root: `pack://<pack>/packages/…`.
 */
export function sourceSchemaAliases(ids: readonly string[], packIds: readonly string[]): MonacoSchema[] {
  return packIds.flatMap((pack) =>
    ids
      .filter((id) => id.startsWith(BASE))
      .map((id) => ({ uri: `pack://${pack}/${SOURCE_SCHEMA_DIR}${id.slice(BASE.length)}`, schema: { $ref: id } })),
  );
}

/** The schema list for Monaco from the format's schemas keyed by `$id`, with aliases for each pack. */
export function monacoSchemas(
  set: Readonly<Record<string, JsonSchema>>,
  packIds: readonly string[] = [],
): MonacoSchema[] {
  const ids = Object.keys(set).sort();
  const schemas: MonacoSchema[] = ids.map((uri) => ({ uri, schema: set[uri] ?? {} }));
  if (ids.length === 0) return [];
  schemas.push(...sourceSchemaAliases(ids, packIds));
  const pack = schemas.find((s) => s.uri === `${BASE}pack.schema.json`);
  if (pack) pack.fileMatch = [manifestGlob];
  const content = schemas.find((s) => s.uri === `${BASE}content.schema.json`);
  if (content) content.fileMatch = contentGlobs;
  else {
    const schema = contentSchemaFor(ids);
    schemas.push({ uri: String(schema['$id']), fileMatch: contentGlobs, schema });
  }
  return schemas;
}
