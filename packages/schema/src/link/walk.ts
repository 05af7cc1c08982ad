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

/** Walks data along a schema, collecting marks. Depth is bounded so hostile nesting cannot overflow. */
export class SchemaWalker {
  private readonly reach = new WeakMap<JsonSchema, boolean>();
  private readonly places = new WeakMap<JsonSchema, Located>();

  /** The same Located object for a node each time: the walk visits the same schema nodes over and over. */
  private at(node: JsonSchema, base: string): Located {
    const known = this.places.get(node);
    if (known && known.base === base) return known;
    const fresh = { node, base };
    this.places.set(node, fresh);
    return fresh;
  }

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
    this.walk(data, at, out);
    return out;
  }

  // The walk's position, as segments: a pointer string is built only for a mark.
  private prefix = '';
  private readonly path: Array<string | number> = [];

  private pointer(): string {
    let p = this.prefix;
    for (const segment of this.path) p += '/' + escapeSegment(segment);
    return p;
  }

  private fits(data: unknown, at: Located): boolean {
    const { node } = this.index.deref(at);
    const type = node['type'];
    const actual = jsonType(data);
    const ok = (t: unknown) => t === actual || (t === 'number' && actual === 'integer');
    if (type !== undefined && !(Array.isArray(type) ? type.some(ok) : ok(type))) return false;
    if ('const' in node && node['const'] !== data) return false;
    if (Array.isArray(node['required']) && isObject(data)) {
      return (node['required'] as string[]).every((k) => Object.prototype.hasOwnProperty.call(data, k));
    }
    return true;
  }

  private walk(data: unknown, start: Located, out: Mark[]): void {
    if (this.path.length > 64 || data === null || typeof data === 'number' || typeof data === 'boolean') return;
    if (!this.marked(start)) return;
    this.annotate(data, start.node, out);
    const at = this.index.deref(start);
    if (at !== start) this.annotate(data, at.node, out);
    const node = at.node;
    for (const sub of (node['allOf'] as JsonSchema[] | undefined) ?? []) this.walk(data, this.at(sub, at.base), out);
    const union = (node['oneOf'] ?? node['anyOf']) as JsonSchema[] | undefined;
    if (union) {
      const tag = (node['discriminator'] as { propertyName?: string } | undefined)?.propertyName;
      let chosen: Located | undefined;
      if (tag && isObject(data)) chosen = this.index.branches(at).get(String(data[tag]));
      else chosen = union.map((b) => this.at(b, at.base)).find((b) => this.fits(data, b));
      if (chosen) this.walk(data, chosen, out);
    }
    if (isObject(data)) this.walkObject(data, at, out);
    else if (Array.isArray(data)) this.walkArray(data, at, out);
  }

  // `x-ref` names one kind or several ("a room or a card"); `x-declares` on a
  // string declares that string, on an object declares the object's `id`.
  private annotate(data: unknown, node: JsonSchema, out: Mark[]): void {
    const ref = node['x-ref'];
    if (typeof data === 'string' && ref !== undefined) {
      const kinds = Array.isArray(ref) ? ref.filter((k): k is string => typeof k === 'string') : [String(ref)];
      out.push({ role: 'ref', kind: kinds.join('|'), value: data, pointer: this.pointer() });
    }
    const declares = node['x-declares'];
    if (typeof declares !== 'string') return;
    if (typeof data === 'string') out.push({ role: 'declare', kind: declares, value: data, pointer: this.pointer() });
    else if (isObject(data) && typeof data['id'] === 'string') {
      out.push({ role: 'declare', kind: declares, value: data['id'], pointer: `${this.pointer()}/id` });
    }
  }

  private walkObject(data: Record<string, unknown>, at: Located, out: Mark[]): void {
    const props = (at.node['properties'] as Record<string, JsonSchema> | undefined) ?? {};
    const extra = at.node['additionalProperties'];
    for (const key in data) {
      if (!Object.prototype.hasOwnProperty.call(data, key)) continue;
      const sub = Object.prototype.hasOwnProperty.call(props, key) ? props[key] : isObject(extra) ? extra : undefined;
      if (!sub) continue;
      this.path.push(key);
      this.walk(data[key], this.at(sub, at.base), out);
      this.path.pop();
    }
  }

  private walkArray(data: unknown[], at: Located, out: Mark[]): void {
    const prefix = (at.node['prefixItems'] as JsonSchema[] | undefined) ?? [];
    const items = at.node['items'];
    for (let i = 0; i < data.length; i += 1) {
      const sub = prefix[i] ?? (isObject(items) ? items : undefined);
      if (!sub) continue;
      this.path.push(i);
      this.walk(data[i], this.at(sub as JsonSchema, at.base), out);
      this.path.pop();
    }
  }
}
