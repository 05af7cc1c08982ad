// The set of schemas the format consists of, keyed by `$id`. Which files exist
// is discovered (a folder scan in Node, the generated bundle in the browser),
// never listed by hand, so a new vocabulary file needs no edit here.

/** A JSON Schema document as plain data. */
export type JsonSchema = { [key: string]: unknown };

/** Every schema of the format, keyed by `$id`. */
export type SchemaSet = Record<string, JsonSchema>;

/** The base every schema `$id` starts with. */
export const SCHEMA_BASE = 'https://roomsmith.dev/schemas/';

/** The content kinds, each with one schema named after it. */
export const ENTITY_KINDS = [
  'room',
  'character',
  'card',
  'deck',
  'mode',
  'enigma-scenario',
  'pack-test',
  'piece',
  'puzzle-card',
] as const;

/** One content kind (the `kind` property of an entity). */
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** The `$id` of the schema for one kind, or `pack` for pack.json. */
export function schemaIdOf(name: EntityKind | 'pack' | 'content'): string {
  return `${SCHEMA_BASE}${name}.schema.json`;
}

const ENTITY_KIND_SET: ReadonlySet<unknown> = new Set(ENTITY_KINDS);

/** Whether a string is a content kind (a set lookup: the linker asks it of every reference of a load). */
export function isEntityKind(value: unknown): value is EntityKind {
  return ENTITY_KIND_SET.has(value);
}

/** Collects every absolute `$ref` target (without fragment) found in a schema. */
function collectRefTargets(node: unknown, base: string, out: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectRefTargets(item, base, out);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      const target = new URL(value, base).href.split('#')[0] ?? '';
      if (target) out.add(target);
    } else {
      collectRefTargets(value, base, out);
    }
  }
}

/**
 * Adds an accept-anything placeholder for every vocabulary schema that is
 * referenced but not written yet, so the kind schemas compile while the
 * vocabulary is still being authored.
 */
export function withPlaceholders(schemas: SchemaSet): SchemaSet {
  const missing = new Set<string>();
  for (const [id, schema] of Object.entries(schemas)) collectRefTargets(schema, id, missing);
  const result: SchemaSet = { ...schemas };
  for (const id of [...missing].sort()) {
    if (result[id] || !id.startsWith(`${SCHEMA_BASE}vocabulary/`)) continue;
    const name = id.slice(SCHEMA_BASE.length + 'vocabulary/'.length).replace('.schema.json', '');
    result[id] = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: id,
      title: name.replace(/(^|-)([a-z])/g, (_m, _d: string, c: string) => c.toUpperCase()),
      description: `Placeholder: the "${name}" vocabulary schema is not written yet, so anything is accepted here.`,
      'x-placeholder': true,
    };
  }
  return result;
}
