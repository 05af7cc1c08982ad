// Folds every schema into one document whose `$defs` hold them all, with each
// `$ref` rewritten to a local pointer, so type generation sees one graph and
// emits each type once.
import { SCHEMA_BASE, type JsonSchema, type SchemaSet } from '../registry/schema-set.ts';

/** The `$defs` key a schema `$id` is bundled under: "vocabulary/effect" → "vocabulary-effect". */
export function defName(id: string): string {
  return id.slice(SCHEMA_BASE.length).replace('.schema.json', '').replace(/\//g, '-');
}

// Keywords kept beside a `$ref` or a discriminated union; anything else there
// would make the type generator mint a fresh near-duplicate type.
const KEEP_BESIDE_REF = new Set(['$ref']);
const KEEP_BESIDE_UNION = new Set(['title', 'description', 'oneOf', '$defs']);

function rewrite(node: unknown, base: string, root = false): unknown {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, base));
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  const keep = '$ref' in node ? KEEP_BESIDE_REF : 'discriminator' in node ? KEEP_BESIDE_UNION : undefined;
  for (const [key, value] of Object.entries(node)) {
    if (keep && !keep.has(key)) continue;
    if (root && (key === '$id' || key === '$schema')) continue;
    if (key === '$ref' && typeof value === 'string') {
      const [id = '', fragment = ''] = new URL(value, base).href.split('#');
      out[key] = `#/$defs/${defName(id)}${fragment}`;
    } else {
      out[key] = rewrite(value, base);
    }
  }
  return out;
}

/** One self-contained schema holding every schema of the set under `$defs`. */
export function bundleSchemas(schemas: SchemaSet): JsonSchema {
  const defs: Record<string, unknown> = {};
  for (const id of Object.keys(schemas).sort()) defs[defName(id)] = rewrite(schemas[id], id, true);
  return { title: 'RoomsmithSchemas', description: 'Every schema of the Roomsmith content format.', $defs: defs };
}
