import { describe, expect, it } from 'vitest';
import { createAjv } from '../registry/ajv.ts';
import { listSchemaFiles, readSchemaFolder } from '../node/schema-files.ts';
import { SCHEMA_BASE, withPlaceholders, type JsonSchema } from '../registry/schema-set.ts';

const schemas = readSchemaFolder();
// One compiled set for every example check: compiling per test would dominate the run.
const ajv = createAjv(schemas);
const all = Object.keys(schemas).sort();

/** The kinds `x-ref` and `x-declares` may name (contracts.md §1). */
const REF_KINDS = [
  'room',
  'character',
  'card',
  'deck',
  'mode',
  'zone',
  'counter',
  'marker',
  'action',
  'phase',
  'role',
  'token',
  'piece',
  'puzzle-card',
];

function annotations(node: unknown, out: string[]): string[] {
  if (Array.isArray(node)) node.forEach((n) => annotations(n, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'x-ref' || key === 'x-declares') out.push(...[value].flat().map(String));
      else if (key !== 'examples') annotations(value, out);
    }
  }
  return out;
}

/** Every property schema in a schema, with its path, for the description rule. */
function properties(node: unknown, path: string, out: Array<[string, JsonSchema]>): void {
  if (Array.isArray(node)) return node.forEach((n, i) => properties(n, `${path}/${i}`, out));
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, sub] of Object.entries(value)) out.push([`${path}/properties/${name}`, sub as JsonSchema]);
    }
    if (key !== 'examples') properties(value, `${path}/${key}`, out);
  }
}

describe('schemas', () => {
  it('compile together in ajv strict mode', () => {
    expect(() => ajv.compile({ $ref: `${SCHEMA_BASE}content.schema.json` })).not.toThrow();
  });

  it.each(listSchemaFiles())('%s has an $id matching its path', (file) => {
    expect(schemas[`${SCHEMA_BASE}${file}`]).toBeDefined();
  });

  it.each(all)('%s describes every property (but $schema)', (id) => {
    const found: Array<[string, JsonSchema]> = [];
    properties(schemas[id], '', found);
    const bare = found
      .filter(([p, s]) => !p.endsWith('/$schema') && typeof s['description'] !== 'string')
      .map(([p]) => p);
    expect(bare).toEqual([]);
  });

  it.each(all)('%s has examples that validate', (id) => {
    const examples = (schemas[id]?.['examples'] as unknown[] | undefined) ?? [];
    const failing = examples.filter((e) => !ajv.validate(id, e)).map((e) => JSON.stringify(e).slice(0, 80));
    expect(failing).toEqual([]);
  });

  it.each(all)('%s has definition examples that validate', (id) => {
    const defs = (schemas[id]?.['$defs'] as Record<string, JsonSchema> | undefined) ?? {};
    const failing = Object.entries(defs).flatMap(([name, def]) =>
      ((def['examples'] as unknown[] | undefined) ?? [])
        .filter((e) => !ajv.validate({ $ref: `${id}#/$defs/${name}` }, e))
        .map((e) => `${name}: ${JSON.stringify(e).slice(0, 80)}`),
    );
    expect(failing).toEqual([]);
  });

  it.each(all)('%s names only known kinds in x-ref and x-declares', (id) => {
    expect(annotations(schemas[id], []).filter((k) => !REF_KINDS.includes(k))).toEqual([]);
  });

  it('get an accept-anything placeholder only for vocabulary that is missing', () => {
    const withoutTrigger = Object.fromEntries(
      Object.entries(schemas).filter(([id]) => !id.endsWith('/trigger.schema.json')),
    );
    const filled = withPlaceholders(withoutTrigger);
    expect(filled[`${SCHEMA_BASE}vocabulary/trigger.schema.json`]?.['x-placeholder']).toBe(true);
    expect(filled[`${SCHEMA_BASE}room.schema.json`]).toBe(schemas[`${SCHEMA_BASE}room.schema.json`]);
  });
});
