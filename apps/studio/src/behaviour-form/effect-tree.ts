// The effects of a definition as a tree the form can draw: each effect with
// its branch and fields, and every field that holds a list of effects (an
// `if`'s `then`, a `for-each`'s `run`, …) read as nested effects in turn.
// Where effects nest comes from the schemas alone: a parameter whose schema
// is `effect.schema.json#/$defs/effects`, or a list of records (a
// `choose-option`'s `options`) whose items hold such a list somewhere.
// Nothing here names a primitive. Paths are JSON paths into the file's text.
import type { JSONPath } from 'jsonc-parser';
import { branchOf, holdsEffects, schemas, type Branch, type BranchParam, type SchemaNode } from '@roomsmith/schema';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** How the form edits a parameter, read from its schema. */
export type ParamShape =
  /** A list of effects: nested effect rows. */
  | { kind: 'effects' }
  /** A list of records some field of which holds effects: one group of fields per record. */
  | { kind: 'records'; fields: BranchParam[]; example: Json | null }
  /** Anything else: one text field (a string as itself, else JSON). */
  | { kind: 'value' };

/** The fields of an object schema (its `properties`), as parameters. */
export function objectFields(schema: SchemaNode): BranchParam[] {
  const props = isObject(schema['properties']) ? schema['properties'] : {};
  const required = new Set(Array.isArray(schema['required']) ? schema['required'] : []);
  return Object.entries(props)
    .filter((entry): entry is [string, SchemaNode] => isObject(entry[1]))
    .map(([name, node]) => ({
      name,
      description: text(node['description']),
      required: required.has(name),
      schema: node,
    }));
}

/** The shape of a parameter: an effect list, a list of records nesting effects, or a plain value. */
export function paramShape(param: BranchParam): ParamShape {
  if (holdsEffects(param)) return { kind: 'effects' };
  const items = param.schema['items'];
  if (param.schema['type'] === 'array' && isObject(items) && isObject(items['properties'])) {
    const fields = objectFields(items);
    if (fields.some((f) => paramShape(f).kind !== 'value')) {
      const examples = Array.isArray(items['examples']) ? items['examples'] : [];
      return { kind: 'records', fields, example: examples.find(isObject) ?? null };
    }
  }
  return { kind: 'value' };
}

/** One field of an effect or record, as the form draws it. */
export type FieldNode =
  | { kind: 'value'; param: BranchParam; value: unknown; path: JSONPath }
  | { kind: 'effects'; param: BranchParam; path: JSONPath; effects: EffectNode[] }
  | {
      kind: 'records';
      param: BranchParam;
      path: JSONPath;
      fields: BranchParam[];
      /** The schema's example of one record, if any (what "Add" starts from). */
      example: Json | null;
      records: RecordNode[];
    };

/** One record of a list of records (an option of `choose-option`). */
export interface RecordNode {
  path: JSONPath;
  value: Json;
  fields: FieldNode[];
}

/** One effect: its value, its branch (undefined when its `do` is unknown) and its fields. */
export interface EffectNode {
  path: JSONPath;
  value: Json;
  branch: Branch | undefined;
  fields: FieldNode[];
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** The fields of `owner` (an effect or a record) for the given parameters, nested lists read recursively. */
export function readFields(params: BranchParam[], owner: Json, path: JSONPath): FieldNode[] {
  return params.map((param): FieldNode => {
    const at = [...path, param.name];
    const value = owner[param.name];
    const shape = paramShape(param);
    if (shape.kind === 'effects') return { kind: 'effects', param, path: at, effects: readEffects(value, at) };
    if (shape.kind === 'records') {
      const records = list(value).map((r, i) => {
        const recordPath = [...at, i];
        const record = isObject(r) ? r : {};
        return { path: recordPath, value: record, fields: readFields(shape.fields, record, recordPath) };
      });
      return { kind: 'records', param, path: at, fields: shape.fields, example: shape.example, records };
    }
    return { kind: 'value', param, value, path: at };
  });
}

/** A list of effects (the value at `path`) as effect nodes; anything but an array reads as none. */
export function readEffects(value: unknown, path: JSONPath): EffectNode[] {
  return list(value).map((e, i) => {
    const effect = isObject(e) ? e : {};
    const branch = branchOf(schemas, 'effect', effect);
    const at = [...path, i];
    return { path: at, value: effect, branch, fields: readFields(branch?.params ?? [], effect, at) };
  });
}

/** A fresh record of a list of records: its example, else its required nested lists empty. */
export function freshRecord(fields: BranchParam[], example: Json | null): Json {
  if (example) return structuredClone(example);
  const value: Json = {};
  for (const f of fields) if (f.required && paramShape(f).kind !== 'value') value[f.name] = [];
  return value;
}

/** The value at a JSON path of a parsed document (undefined when absent). */
export function valueAt(doc: unknown, path: JSONPath): unknown {
  let node = doc;
  for (const key of path) {
    if (Array.isArray(node) && typeof key === 'number') node = node[key];
    else if (isObject(node) && typeof key === 'string') node = node[key];
    else return undefined;
  }
  return node;
}
