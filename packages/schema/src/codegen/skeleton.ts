// A minimal value of a schema, for reference pages where no example is written:
// required properties only, each with a typed placeholder.
import { SchemaIndex, constValues, type Located } from '../registry/schema-index.ts';
import type { JsonSchema } from '../registry/schema-set.ts';

/** The smallest value that shows a schema's required shape. */
export function skeleton(index: SchemaIndex, start: Located, depth = 0): unknown {
  const at = index.deref(start);
  const consts = constValues(at.node);
  if (consts.length) return consts[0];
  if (depth > 3) return '…';
  const union = (at.node['oneOf'] ?? at.node['anyOf']) as JsonSchema[] | undefined;
  if (union?.[0] && !at.node['properties']) return skeleton(index, { node: union[0], base: at.base }, depth + 1);
  const type = Array.isArray(at.node['type']) ? at.node['type'][0] : at.node['type'];
  if (type === 'object' || at.node['properties']) {
    const props = (at.node['properties'] as Record<string, JsonSchema> | undefined) ?? {};
    const out: Record<string, unknown> = {};
    for (const name of (at.node['required'] as string[] | undefined) ?? []) {
      out[name] = props[name] ? skeleton(index, { node: props[name], base: at.base }, depth + 1) : '…';
    }
    return out;
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return 0;
  if (type === 'boolean') return false;
  return '…';
}
