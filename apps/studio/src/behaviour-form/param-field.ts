// How a plain parameter of an effect, modifier or record is edited, read from
// its schema: a choice among constants (a dropdown), yes/no, a number within
// the schema's bounds, an id of something the packs declare (`x-ref`), a list
// of such ids, plain text, or — for anything else — JSON. Each field's value
// is checked against its shape: a value the field cannot show (an expression
// where a number is expected) is edited as JSON instead. Nothing here names a
// primitive.
import { schemas, type BranchParam, type SchemaNode } from '@roomsmith/schema';
import { constantChoices, type ConstantChoice } from '../expression-form/value-model.ts';
import { SchemaResolver } from '../workspace/schema-resolver.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** How one plain parameter is edited. */
export type ParamField =
  | { kind: 'enum'; values: ConstantChoice[] }
  | { kind: 'boolean' }
  | { kind: 'number'; integer: boolean; min: number | null; max: number | null }
  /** One id of something of these kinds (`x-ref`). */
  | { kind: 'id'; refs: string[] }
  /** A list of ids; `single`: one id alone is accepted too. */
  | { kind: 'ids'; refs: string[]; single: boolean }
  | { kind: 'text' }
  | { kind: 'json' };

const VOCABULARY = 'https://roomsmith.dev/schemas/vocabulary/effect.schema.json';
const ROOT = 'https://roomsmith.dev/schemas/mode.schema.json';
const resolver = new SchemaResolver(schemas);

/** The node a `$ref` names (vocabulary refs first: a parameter's schema does not say where it was read). */
function deref(schema: SchemaNode): SchemaNode {
  let node = schema;
  for (let hops = 0; hops < 8 && typeof node['$ref'] === 'string'; hops += 1) {
    const ref = node['$ref'];
    const target = [VOCABULARY, ROOT].map((base) => resolver.resolve(ref, base)?.node).find((n) => n !== undefined);
    if (!target) return node;
    // Annotations beside the `$ref` (its `x-ref`, its bounds) win over the target's.
    const { $ref: _ref, ...beside } = node;
    node = { ...target, ...beside };
  }
  return node;
}

const refsOf = (node: SchemaNode): string[] => {
  const ref = node['x-ref'];
  return (Array.isArray(ref) ? ref : ref === undefined ? [] : [ref]).map(String);
};

/** The kinds a string schema refers to (empty: not a reference). */
const stringRefs = (schema: SchemaNode): string[] => {
  const node = deref(schema);
  return node['type'] === 'string' ? refsOf(node) : [];
};

const branches = (node: SchemaNode): SchemaNode[] =>
  (Array.isArray(node['oneOf']) ? node['oneOf'] : Array.isArray(node['anyOf']) ? node['anyOf'] : []).filter(isObject);

/** How a parameter is edited, from its schema alone. */
export function paramField(param: BranchParam): ParamField {
  const node = deref(param.schema);
  const refs = refsOf(node);
  if (node['type'] === 'string' && refs.length > 0) return { kind: 'id', refs };
  const options = branches(node);
  const values = constantChoices(node);
  if (values) return { kind: 'enum', values };
  if (node['type'] === 'boolean') return { kind: 'boolean' };
  if (node['type'] === 'integer' || node['type'] === 'number')
    return {
      kind: 'number',
      integer: node['type'] === 'integer',
      min: typeof node['minimum'] === 'number' ? node['minimum'] : null,
      max: typeof node['maximum'] === 'number' ? node['maximum'] : null,
    };
  const items = node['items'];
  if (node['type'] === 'array' && isObject(items) && stringRefs(items).length > 0)
    return { kind: 'ids', refs: stringRefs(items), single: false };
  // One id, or a list of them ("actions": "move" or ["move", "push"]).
  if (options.length === 2) {
    const one = options.find((o) => stringRefs(o).length > 0);
    const list = options.find((o) => deref(o)['type'] === 'array');
    const listItems = list ? deref(list)['items'] : undefined;
    if (one && isObject(listItems) && stringRefs(listItems).join() === stringRefs(one).join())
      return { kind: 'ids', refs: stringRefs(one), single: true };
  }
  // A string, or an object form (a zone per seat): the string is an id.
  const stringOption = options.find((o) => stringRefs(o).length > 0);
  if (stringOption) return { kind: 'id', refs: stringRefs(stringOption) };
  if (node['type'] === 'string' || options.some((o) => deref(o)['type'] === 'string')) return { kind: 'text' };
  return { kind: 'json' };
}

/** Whether a field of this shape can show the value (undefined: unset, always). */
export function fieldShows(field: ParamField, value: unknown): boolean {
  if (value === undefined) return field.kind !== 'json';
  switch (field.kind) {
    case 'enum':
      return typeof value === 'string' && field.values.some((v) => v.value === value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number';
    case 'id':
    case 'text':
      return typeof value === 'string';
    case 'ids':
      return (
        (Array.isArray(value) && value.every((v) => typeof v === 'string')) ||
        (field.single && typeof value === 'string')
      );
    case 'json':
      return false;
  }
}

/** The ids a list field holds now (one id alone read as a list of one). */
export function idList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A number field's text as the value to store: undefined when empty or not a number. */
export function numberValue(field: Extract<ParamField, { kind: 'number' }>, raw: string): number | undefined {
  if (raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) return undefined;
  return field.integer ? Math.trunc(n) : n;
}

/** What a number field says of a value outside the schema's bounds ('' when it is within them). */
export function boundsProblem(field: Extract<ParamField, { kind: 'number' }>, value: unknown): string {
  if (typeof value !== 'number') return '';
  if (field.min !== null && value < field.min) return `at least ${field.min}`;
  if (field.max !== null && value > field.max) return `at most ${field.max}`;
  if (field.integer && !Number.isInteger(value)) return 'a whole number';
  return '';
}
