// Walks a value alongside its schema and reports every string the schema marks
// with `x-ref` (a reference) or `x-declares` (a declared name). The schemas are
// the only list of where references live.
import { SchemaIndex, type Located } from '../registry/schema-index.ts';
import type { JsonSchema } from '../registry/schema-set.ts';
import { escapeSegment } from '../parse/pointer.ts';

/** What the walk found at one place in the data. */
export interface Mark {
  /** "ref" for `x-ref`, "declare" for `x-declares`. */
  role: 'ref' | 'declare';
  kind: string;
  value: string;
  pointer: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/** A mark a schema node makes on the value it validates: `x-ref` kinds (joined with "|") and `x-declares`. */
interface Note {
  ref: string | undefined;
  declares: string | undefined;
}

/**
 * What the walk needs of one schema node (with the base its `$ref`s resolve against), worked out once
 * per node instead of at every value it meets: whether a mark can be reached from it at all, its own
 * and its `$ref` target's notes, and the nodes to walk next. Filled on first use, so the nodes of an
 * unmarked subtree are never planned; a cycle of `$ref`s meets the plan being filled, which is fine:
 * the walk only reads plans after they are filled.
 */
interface Plan {
  marked: boolean;
  notes: Note[];
  /** The node after its `$ref` chain: what a union branch is fitted against. */
  target: JsonSchema;
  allOf: Plan[];
  /** A discriminated union: branch (its `$ref` target) by tag value. */
  tag: string | undefined;
  byTag: Map<string, Plan> | undefined;
  /** The union's branches as written, for a value the tag cannot pick by. */
  branches: Plan[];
  properties: Map<string, Plan>;
  additional: Plan | undefined;
  /** Per position; null where the schema allows nothing to walk (`false`). */
  prefixItems: Array<Plan | null>;
  items: Plan | undefined;
}

/** Walks data along a schema, collecting marks. Depth is bounded so hostile nesting cannot overflow. */
export class SchemaWalker {
  private readonly reach = new WeakMap<JsonSchema, boolean>();
  private readonly plans = new WeakMap<JsonSchema, Map<string, Plan>>();

  constructor(private readonly index: SchemaIndex) {}

  /**
   * Whether any `x-ref` or `x-declares` can be reached from a schema node;
   * subtrees that cannot hold one (text, numbers, most of a manifest) are skipped.
   */
  private marked(at: Located, path?: Set<JsonSchema>): boolean {
    const known = this.reach.get(at.node);
    if (known !== undefined) return known;
    const seen = path ?? new Set<JsonSchema>();
    if (seen.has(at.node)) return false; // a cycle: the answer comes from the first visit
    seen.add(at.node);
    let found = at.node['x-ref'] !== undefined || at.node['x-declares'] !== undefined;
    if (!found && typeof at.node['$ref'] === 'string') {
      const target = this.index.resolve(at.node['$ref'], at.base);
      found = target !== undefined && this.marked(target, seen);
    }
    for (const [key, value] of Object.entries(at.node)) {
      if (found) break;
      if (key === 'examples' || key === 'const' || key === 'enum' || key === 'default') continue;
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child === 'object' && this.marked({ node: child as JsonSchema, base: at.base }, seen)) {
          found = true;
          break;
        }
      }
    }
    // Inside a cycle, a "no" may only be provisional; cache only certain answers.
    if (found || seen.size === 1) this.reach.set(at.node, found);
    seen.delete(at.node);
    return found;
  }

  /** Every mark in `data` validated by the schema at `at`. */
  marks(data: unknown, at: Located, pointer = ''): Mark[] {
    const out: Mark[] = [];
    this.prefix = pointer;
    this.path.length = 0;
    this.built = 0;
    this.walk(data, this.plan(at.node, at.base), out);
    return out;
  }

  // The walk's position, as segments: a pointer string is built only for a mark, and the pointers of
  // its leading segments are kept for the next mark (marks come in runs: the refs of one list).
  private prefix = '';
  private readonly path: Array<string | number> = [];
  /** `pointers[i]`: the pointer of `path[0..i]`, valid for i < `built`. */
  private readonly pointers: string[] = [];
  private built = 0;

  private enter(segment: string | number): void {
    if (this.built > this.path.length) this.built = this.path.length;
    this.path.push(segment);
  }

  private pointer(): string {
    let p = this.built > 0 ? (this.pointers[this.built - 1] as string) : this.prefix;
    for (let i = this.built; i < this.path.length; i += 1) {
      p += '/' + escapeSegment(this.path[i] as string | number);
      this.pointers[i] = p;
    }
    this.built = this.path.length;
    return p;
  }

  /** The plan of a node reached from a schema whose base is `base`. */
  private plan(node: JsonSchema, base: string): Plan {
    let byBase = this.plans.get(node);
    const known = byBase?.get(base);
    if (known) return known;
    if (!byBase) this.plans.set(node, (byBase = new Map()));
    const start: Located = { node, base };
    const at = this.index.deref(start);
    const plan: Plan = {
      marked: this.marked(start),
      notes: [],
      target: at.node,
      allOf: [],
      tag: undefined,
      byTag: undefined,
      branches: [],
      properties: new Map(),
      additional: undefined,
      prefixItems: [],
      items: undefined,
    };
    byBase.set(base, plan);
    if (!plan.marked) return plan;
    plan.notes = [node, ...(at.node !== node ? [at.node] : [])].map(noteOf).filter((n) => n !== undefined);
    const target = at.node;
    const sub = (child: unknown): Plan | undefined =>
      child && typeof child === 'object' && !Array.isArray(child) ? this.plan(child as JsonSchema, at.base) : undefined;
    const subs = (list: unknown): Plan[] =>
      Array.isArray(list) ? list.map(sub).filter((p): p is Plan => p !== undefined) : [];
    plan.allOf = subs(target['allOf']);
    const union = target['oneOf'] ?? target['anyOf'];
    if (union) {
      const tag = (target['discriminator'] as { propertyName?: string } | undefined)?.propertyName;
      if (tag) {
        plan.tag = tag;
        plan.byTag = new Map([...this.index.branches(at)].map(([value, l]) => [value, this.plan(l.node, l.base)]));
      }
      plan.branches = subs(union);
    }
    const props = target['properties'];
    if (props && typeof props === 'object') {
      for (const key of Object.keys(props)) {
        const p = sub((props as Record<string, unknown>)[key]);
        if (p) plan.properties.set(key, p);
      }
    }
    plan.additional = sub(target['additionalProperties']);
    const prefix = target['prefixItems'];
    plan.prefixItems = Array.isArray(prefix) ? prefix.map((child) => sub(child) ?? null) : [];
    plan.items = sub(target['items']);
    return plan;
  }

  private walk(data: unknown, plan: Plan, out: Mark[]): void {
    if (this.path.length > 64 || !mayHoldMarks(data) || !plan.marked) return;
    // Indexed loops: this runs for every value walked, and iterators here were not always optimised away.
    for (let n = 0; n < plan.notes.length; n += 1) this.annotate(data, plan.notes[n] as Note, out);
    for (let n = 0; n < plan.allOf.length; n += 1) this.walk(data, plan.allOf[n] as Plan, out);
    let chosen: Plan | undefined;
    if (plan.byTag && isObject(data)) chosen = plan.byTag.get(String(data[plan.tag as string]));
    else {
      for (let n = 0; n < plan.branches.length; n += 1) {
        const branch = plan.branches[n] as Plan;
        if (fits(data, branch.target)) {
          chosen = branch;
          break;
        }
      }
    }
    if (chosen) this.walk(data, chosen, out);
    if (isObject(data)) this.walkObject(data, plan, out);
    else if (Array.isArray(data)) this.walkArray(data, plan, out);
  }

  // `x-ref` names one kind or several ("a room or a card"); `x-declares` on a
  // string declares that string, on an object declares the object's `id`.
  private annotate(data: unknown, note: Note, out: Mark[]): void {
    if (typeof data === 'string' && note.ref !== undefined) {
      out.push({ role: 'ref', kind: note.ref, value: data, pointer: this.pointer() });
    }
    const declares = note.declares;
    if (declares === undefined) return;
    if (typeof data === 'string') out.push({ role: 'declare', kind: declares, value: data, pointer: this.pointer() });
    else if (isObject(data) && typeof data['id'] === 'string') {
      out.push({ role: 'declare', kind: declares, value: data['id'], pointer: `${this.pointer()}/id` });
    }
  }

  private walkObject(data: Record<string, unknown>, plan: Plan, out: Mark[]): void {
    for (const key in data) {
      if (!Object.prototype.hasOwnProperty.call(data, key)) continue;
      const sub = plan.properties.get(key) ?? plan.additional;
      const value = data[key];
      if (!sub || !sub.marked || !mayHoldMarks(value)) continue;
      this.enter(key);
      this.walk(value, sub, out);
      this.path.pop();
    }
  }

  private walkArray(data: unknown[], plan: Plan, out: Mark[]): void {
    for (let i = 0; i < data.length; i += 1) {
      const sub = i < plan.prefixItems.length ? plan.prefixItems[i] : plan.items;
      const value = data[i];
      if (!sub || !sub.marked || !mayHoldMarks(value)) continue;
      this.enter(i);
      this.walk(value, sub, out);
      this.path.pop();
    }
  }
}

/**
 * Whether a value can carry a mark: a string, object or array. Checked before stepping into a
 * value, so the numbers, booleans and unmarked subtrees of every entity cost no step.
 */
function mayHoldMarks(data: unknown): boolean {
  return data !== null && typeof data !== 'number' && typeof data !== 'boolean';
}

/** The marks a node makes, if any. */
function noteOf(node: JsonSchema): Note | undefined {
  const ref = node['x-ref'];
  const declares = node['x-declares'];
  const note: Note = {
    ref:
      ref === undefined
        ? undefined
        : (Array.isArray(ref) ? ref.filter((k): k is string => typeof k === 'string') : [String(ref)]).join('|'),
    declares: typeof declares === 'string' ? declares : undefined,
  };
  return note.ref === undefined && note.declares === undefined ? undefined : note;
}

/** Whether a JSON type name admits a value of type `actual` (an integer is a number too). */
function typeMatches(t: unknown, actual: string): boolean {
  return t === actual || (t === 'number' && actual === 'integer');
}

/** Whether a value may be what a union branch (after its `$ref`s) describes: its type, const and required keys. */
function fits(data: unknown, node: JsonSchema): boolean {
  // No closures and no iterators here: this runs for every union branch a value meets (29k times a
  // load of the shipped packs), and each allocated (see the bench README, session 27).
  const type = node['type'];
  if (type !== undefined) {
    const actual = jsonType(data);
    let ok = false;
    if (Array.isArray(type)) {
      for (let i = 0; i < type.length; i += 1) if (typeMatches(type[i], actual)) ok = true;
    } else ok = typeMatches(type, actual);
    if (!ok) return false;
  }
  if ('const' in node && node['const'] !== data) return false;
  const required = node['required'];
  if (Array.isArray(required) && isObject(data)) {
    for (let i = 0; i < required.length; i += 1)
      if (!Object.prototype.hasOwnProperty.call(data, required[i] as string)) return false;
  }
  return true;
}
