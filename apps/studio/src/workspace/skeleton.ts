// A new entity's starting JSON, derived from its kind's schema: the kind, id
// and name, then every other required property with the simplest value the
// schema allows (a const, the first choice, an empty list…). The schema is
// the only source: a property made required tomorrow appears here tomorrow.
import { SCHEMA_BASE, SchemaResolver, type JsonSchema } from './schema-resolver.ts';

const MAX_DEPTH = 6;

function sample(resolver: SchemaResolver, raw: JsonSchema, base: string, depth: number): unknown {
  const { node, base: at } = resolver.deref(raw, base);
  if ('const' in node) return node['const'];
  if ('default' in node) return node['default'];
  const choices = (node['oneOf'] ?? node['anyOf']) as JsonSchema[] | undefined;
  if (Array.isArray(node['enum'])) return node['enum'][0];
  const type = Array.isArray(node['type']) ? node['type'][0] : node['type'];
  const examples = node['examples'];
  if (type === 'string' || type === 'integer' || type === 'number' || type === 'boolean') {
    if (Array.isArray(examples) && examples.length && !('x-ref' in node)) return examples[0];
    if (type === 'string') return '';
    if (type === 'boolean') return false;
    return typeof node['minimum'] === 'number' ? node['minimum'] : 0;
  }
  if (type === 'array') return [];
  if (type === 'object' || node['properties']) return depth < MAX_DEPTH ? required(resolver, node, at, depth + 1) : {};
  if (choices?.[0]) return sample(resolver, choices[0], at, depth + 1);
  return null;
}

/** Required keys; a skeleton never sets what an `if` asks for, so the `else` branch's required keys count too. */
function requiredKeys(node: JsonSchema): string[] {
  const own = (node['required'] ?? []) as string[];
  const otherwise = node['if'] ? ((node['else'] as JsonSchema | undefined)?.['required'] as string[] | undefined) : [];
  return [...own, ...(otherwise ?? []).filter((k) => !own.includes(k))];
}

function required(resolver: SchemaResolver, node: JsonSchema, base: string, depth: number): Record<string, unknown> {
  const props = (node['properties'] ?? {}) as Record<string, JsonSchema>;
  const out: Record<string, unknown> = {};
  for (const key of requiredKeys(node)) out[key] = props[key] ? sample(resolver, props[key], base, depth) : null;
  return out;
}

/** The starting entity of `kind`, or a bare `{ kind, id, name }` when the kind has no schema. */
export function entitySkeleton(
  kind: string,
  id: string,
  name: string,
  schemas: Readonly<Record<string, JsonSchema>>,
): Record<string, unknown> {
  const schemaId = `${SCHEMA_BASE}${kind}.schema.json`;
  const root = schemas[schemaId];
  const rest = root ? required(new SchemaResolver(schemas), root, schemaId, 0) : {};
  const entity: Record<string, unknown> = { kind, id, name };
  for (const [key, value] of Object.entries(rest)) if (!(key in entity)) entity[key] = value;
  return entity;
}
