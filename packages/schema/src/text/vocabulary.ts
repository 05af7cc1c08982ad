// The branches of the behaviour vocabulary's discriminated unions, read from
// the schemas themselves (the `oneOf` of `#/$defs/<name>` refs and the
// `discriminator`): no primitive is listed here. The studio's forms, effect
// text and print sheets read the vocabulary through this one module.

import type { JsonSchema, SchemaSet } from '../registry/schema-set.ts';

/** A JSON Schema node as plain data. */
export type SchemaNode = JsonSchema;

/** The vocabulary files that are discriminated unions (a selector's and an expression's object forms too). */
export type VocabularyUnion = 'effect' | 'trigger' | 'modifier' | 'selector' | 'expression';

/** One parameter of a branch: its name, schema and documentation. */
export interface BranchParam {
  name: string;
  description: string;
  required: boolean;
  schema: SchemaNode;
}

/** One branch of a union: the discriminator's value, its documentation and parameters. */
export interface Branch {
  /** The discriminator property (`do`, `on`, `rule`). */
  tag: string;
  value: string;
  description: string;
  params: BranchParam[];
  /** The schema's first example of this branch, if any. */
  example: Record<string, unknown> | null;
  /** The group the schema lists it under (`x-group`: "movement", "flow" …), '' when none. */
  group: string;
}

const VOCABULARY_BASE = 'https://roomsmith.dev/schemas/vocabulary/';
const isNode = (v: unknown): v is SchemaNode => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const cache = new WeakMap<SchemaSet, Map<VocabularyUnion, Branch[]>>();

function readBranches(set: SchemaSet, union: VocabularyUnion): Branch[] {
  const file = set[`${VOCABULARY_BASE}${union}.schema.json`];
  // Selectors and expressions also take bare values: their union is the object form, `$defs/object`.
  const object = isNode(file?.['$defs']) ? file['$defs']['object'] : undefined;
  const root = file && !Array.isArray(file['oneOf']) && isNode(object) ? { ...object, $defs: file['$defs'] } : file;
  if (!root) return [];
  const tag = isNode(root['discriminator']) ? text(root['discriminator']['propertyName']) : '';
  const defs = isNode(root['$defs']) ? root['$defs'] : {};
  const refs = Array.isArray(root['oneOf']) ? root['oneOf'] : [];
  return refs.flatMap((ref): Branch[] => {
    const name = isNode(ref) ? /^#\/\$defs\/(.+)$/.exec(text(ref['$ref']))?.[1] : undefined;
    const node = name ? defs[name] : undefined;
    if (!isNode(node) || !isNode(node['properties'])) return [];
    const props = node['properties'];
    const discriminator = props[tag];
    const value = isNode(discriminator) ? text(discriminator['const']) : '';
    if (!value) return [];
    const required = new Set(Array.isArray(node['required']) ? node['required'] : []);
    const params = Object.entries(props)
      .filter(([key, schema]) => key !== tag && isNode(schema))
      .map(([key, schema]) => ({
        name: key,
        description: text((schema as SchemaNode)['description']),
        required: required.has(key),
        schema: schema as SchemaNode,
      }));
    const examples = Array.isArray(node['examples']) ? node['examples'] : [];
    const example = examples.find(isNode) ?? null;
    return [{ tag, value, description: text(node['description']), params, example, group: text(node['x-group']) }];
  });
}

/** The branches of one union (effects, triggers or modifiers), in schema order. */
export function vocabularyBranches(set: SchemaSet, union: VocabularyUnion): Branch[] {
  let byUnion = cache.get(set);
  if (!byUnion) cache.set(set, (byUnion = new Map()));
  let branches = byUnion.get(union);
  if (!branches) byUnion.set(union, (branches = readBranches(set, union)));
  return branches;
}

/** The branch a value belongs to, by its discriminator. */
export function branchOf(set: SchemaSet, union: VocabularyUnion, value: unknown): Branch | undefined {
  if (!isNode(value)) return undefined;
  return vocabularyBranches(set, union).find((b) => value[b.tag] === b.value);
}

/** Whether a parameter holds a list of effects (`do`, `then`, `run` …), by its schema. */
export function holdsEffects(param: BranchParam): boolean {
  const ref = text(param.schema['$ref']);
  return /^(effect\.schema\.json)?#\/\$defs\/effects$/.test(ref);
}
