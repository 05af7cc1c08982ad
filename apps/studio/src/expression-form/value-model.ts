// The structured view of a selector or an expression (a condition is an
// expression read as true/false): which kind a parameter's schema asks for,
// the choices at each slot (bound names, literals, the union's branches from
// the schema) and how each branch's own parameters are edited. Nothing here
// names a primitive: everything is read from the vocabulary schemas.
import {
  branchOf,
  schemas,
  vocabularyBranches,
  type Branch,
  type BranchParam,
  type SchemaNode,
} from '@roomsmith/schema';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a slot holds: a selector or an expression (conditions are expressions). */
export type ValueKind = 'selector' | 'expression';

/** How one parameter of a selector or expression branch is edited. */
export type FieldShape =
  | { kind: 'nested'; of: ValueKind }
  | { kind: 'list'; of: ValueKind }
  | { kind: 'enum'; values: ConstantChoice[] }
  | { kind: 'boolean' }
  | { kind: 'number' }
  | { kind: 'text' }
  | { kind: 'json' };

const refOf = (schema: SchemaNode): string => (typeof schema['$ref'] === 'string' ? schema['$ref'] : '');

/** The kind of value a schema asks for, by its `$ref`; null when it is neither a selector nor an expression. */
export function valueKind(schema: SchemaNode): ValueKind | null {
  const ref = refOf(schema);
  if (/^selector\.schema\.json$/.test(ref)) return 'selector';
  if (/^(expression|condition)\.schema\.json$/.test(ref)) return 'expression';
  return null;
}

/** Whether a schema is a condition (an expression read as true or false). */
export function isCondition(schema: SchemaNode): boolean {
  return /^condition\.schema\.json$/.test(refOf(schema));
}

/** One constant a schema offers, with its description. */
export interface ConstantChoice {
  value: string;
  description: string;
}

/**
 * The constants a schema offers — an `enum` of strings, or a `oneOf`/`anyOf` whose every branch is a
 * string `const` — with their descriptions; null when it offers anything else.
 */
export function constantChoices(node: SchemaNode): ConstantChoice[] | null {
  const options: unknown[] = Array.isArray(node['enum'])
    ? node['enum'].map((value: unknown) => ({ const: value }))
    : Array.isArray(node['oneOf'])
      ? node['oneOf']
      : Array.isArray(node['anyOf'])
        ? node['anyOf']
        : [];
  if (options.length === 0 || !options.every((o) => isObject(o) && typeof o['const'] === 'string')) return null;
  return (options as Json[]).map((o) => ({
    value: String(o['const']),
    description: typeof o['description'] === 'string' ? o['description'] : '',
  }));
}

/** How a parameter of a selector or expression branch is edited, from its schema. */
export function fieldShape(param: BranchParam): FieldShape {
  const s = param.schema;
  const nested = valueKind(s);
  if (nested) return { kind: 'nested', of: nested };
  const items = s['items'];
  const itemKind = isObject(items) ? valueKind(items) : null;
  if (s['type'] === 'array' && itemKind) return { kind: 'list', of: itemKind };
  const values = constantChoices(s);
  if (values) return { kind: 'enum', values };
  if (s['type'] === 'boolean') return { kind: 'boolean' };
  if (s['type'] === 'number' || s['type'] === 'integer') return { kind: 'number' };
  if (s['type'] === 'string' || /common\.schema\.json#\/\$defs\/(name|ref)$/.test(refOf(s))) return { kind: 'text' };
  return { kind: 'json' };
}

/** The branches of a kind, in schema order. */
export function branchesOf(kind: ValueKind): Branch[] {
  return vocabularyBranches(schemas, kind);
}

/** The branch a value belongs to (undefined for a bare value). */
export function branchOfValue(kind: ValueKind, value: unknown): Branch | undefined {
  return branchOf(schemas, kind, value);
}

/** The names a trigger binds, read from its description's "(binds a, b = …, c as text)". */
export function boundNames(description: string): string[] {
  const list = /\(binds ([^)]*)\)/.exec(description)?.[1] ?? '';
  return list
    .split(/,\s*/)
    .map((item) => /^[a-z][a-z0-9-]*/i.exec(item.trim())?.[0] ?? '')
    .filter((n) => n !== '');
}

/** The names an action's effects see, read from action.schema.json's "Bindings: actor (…), seat, target (…)." */
export function actionNames(): string[] {
  const action = schemas['https://roomsmith.dev/schemas/vocabulary/action.schema.json'];
  const description = typeof action?.['description'] === 'string' ? action['description'] : '';
  const list = /Bindings: ([^.]*)/.exec(description)?.[1] ?? '';
  return list
    .replace(/\([^)]*\)/g, '')
    .split(/,\s*/)
    .map((n) => n.trim())
    .filter((n) => /^[a-z][a-z0-9-]*$/i.test(n));
}

/**
 * The names an effect binds for the effects nested in it: the value of its `as` parameter
 * (or `it` when its description says that is the default), and a `name` when it nests effects (`let`).
 */
export function namesBoundBy(effect: Json, branch: Branch | undefined): string[] {
  if (!branch) return [];
  const out: string[] = [];
  const as = branch.params.find((p) => p.name === 'as');
  if (as) {
    const value = effect['as'];
    if (typeof value === 'string' && value) out.push(value);
    else if (/default `it`/.test(`${branch.description} ${as.description}`)) out.push('it');
  }
  const nests = branch.params.some((p) => /#\/\$defs\/effects$/.test(refOf(p.schema)));
  if (nests && branch.params.some((p) => p.name === 'name') && typeof effect['name'] === 'string')
    out.push(effect['name']);
  return out;
}

/** One choice of a slot's kind picker: its id (the `<option>` value), label and meaning. */
export interface SlotChoice {
  id: string;
  label: string;
  description: string;
  /** 'Bound names', 'Values', or the branch's group in the schema (`x-group`), capitalised. */
  group: string;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The choices at a slot: the bound names in scope (selectors), literals (expressions), then the branches. */
export function slotChoices(kind: ValueKind, names: readonly string[]): SlotChoice[] {
  const literals: SlotChoice[] =
    kind === 'expression'
      ? [
          { id: 'literal:number', label: 'a number', description: 'A number you type.', group: 'Values' },
          { id: 'literal:text', label: 'a text', description: 'A text you type.', group: 'Values' },
          { id: 'literal:true', label: 'true', description: 'Always holds.', group: 'Values' },
          { id: 'literal:false', label: 'false', description: 'Never holds.', group: 'Values' },
        ]
      : names.map(
          (n): SlotChoice => ({ id: `name:${n}`, label: n, description: `The bound name ${n}.`, group: 'Bound names' }),
        );
  const other = kind === 'selector' ? 'Selectors' : 'Expressions';
  return [
    ...literals,
    ...branchesOf(kind).map((b) => ({
      id: `branch:${b.value}`,
      label: b.value,
      description: b.description,
      group: b.group ? capitalised(b.group) : other,
    })),
  ];
}

/** The groups of a list of choices, in the order they first appear. */
export function choiceGroups(choices: readonly SlotChoice[]): string[] {
  return [...new Set(choices.map((c) => c.group))];
}

/** The choices whose name, group or description has every word of `query` (any case); `keep` always stays. */
export function matchingChoices(choices: readonly SlotChoice[], query: string, keep: string): SlotChoice[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...choices];
  return choices.filter((c) => {
    if (c.id === keep) return true;
    const text = `${c.label} ${c.group} ${c.description}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** The choice a value stands for at a slot ('' when empty). */
export function choiceOf(kind: ValueKind, value: unknown): string {
  if (value === undefined) return '';
  if (kind === 'selector') {
    if (typeof value === 'string') return `name:${value}`;
    const b = branchOfValue(kind, value);
    return b ? `branch:${b.value}` : '';
  }
  if (typeof value === 'number') return 'literal:number';
  if (typeof value === 'string') return 'literal:text';
  if (value === true) return 'literal:true';
  if (value === false) return 'literal:false';
  const b = branchOfValue(kind, value);
  return b ? `branch:${b.value}` : '';
}

/** The value a choice starts as: a name, a literal, or a branch with only its discriminator (its slots to fill). */
export function valueOfChoice(kind: ValueKind, choice: string, current: unknown): unknown {
  const [type, rest = ''] = [choice.slice(0, choice.indexOf(':')), choice.slice(choice.indexOf(':') + 1)];
  if (type === 'name') return rest;
  if (type === 'literal')
    return rest === 'number' ? (typeof current === 'number' ? current : 0) : rest === 'text' ? '' : rest === 'true';
  if (type === 'branch') {
    const b = branchesOf(kind).find((x) => x.value === rest);
    return b ? { [b.tag]: b.value } : undefined;
  }
  return undefined;
}

/** A copy of an object value with one field set (undefined removes it). */
export function withField(value: unknown, key: string, field: unknown): Json {
  const out: Json = { ...(isObject(value) ? value : {}) };
  if (field === undefined) delete out[key];
  else out[key] = field;
  return out;
}
