// Navigates the schema set the way a validator does: resolves `$ref` against
// the right base, so the linker and the error messages see what ajv sees.
import type { JsonSchema, SchemaSet } from './schema-set.ts';

/** A schema node together with the `$id` its relative `$ref`s resolve against. */
export interface Located {
  node: JsonSchema;
  base: string;
}

/** Resolves references within a set of schemas. */
export class SchemaIndex {
  private readonly cache = new Map<string, Located | undefined>();
  private readonly derefs = new WeakMap<JsonSchema, Map<string, Located>>();
  private readonly unions = new WeakMap<JsonSchema, Map<string, Located>>();

  constructor(readonly schemas: SchemaSet) {}

  /** The root of a schema by `$id`. */
  root(id: string): Located | undefined {
    const node = this.schemas[id];
    return node ? { node, base: id } : undefined;
  }

  /** Follows a `$ref` written in a schema whose base is `base`. */
  resolve(ref: string, base: string): Located | undefined {
    const absolute = new URL(ref, base).href;
    if (this.cache.has(absolute)) return this.cache.get(absolute);
    const [id = '', fragment = ''] = absolute.split('#');
    let found: Located | undefined;
    const root = this.schemas[id];
    if (root) {
      let node: unknown = root;
      for (const raw of fragment.split('/').slice(1)) {
        const seg = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
        node = node && typeof node === 'object' ? (node as Record<string, unknown>)[seg] : undefined;
      }
      if (node && typeof node === 'object') found = { node: node as JsonSchema, base: id };
    }
    this.cache.set(absolute, found);
    return found;
  }

  /** Follows `$ref` chains until a node with its own content. */
  deref(at: Located): Located {
    if (typeof at.node['$ref'] !== 'string') return at;
    let byBase = this.derefs.get(at.node);
    const known = byBase?.get(at.base);
    if (known) return known;
    let current = at;
    for (let hops = 0; hops < 32 && typeof current.node['$ref'] === 'string'; hops += 1) {
      const next = this.resolve(current.node['$ref'] as string, current.base);
      if (!next) break;
      current = next;
    }
    if (!byBase) this.derefs.set(at.node, (byBase = new Map()));
    byBase.set(at.base, current);
    return current;
  }

  /** The const values of a discriminated oneOf's branches, keyed by tag value. */
  branches(at: Located): Map<string, Located> {
    const known = this.unions.get(at.node);
    if (known) return known;
    const out = new Map<string, Located>();
    this.unions.set(at.node, out);
    const tag = (at.node['discriminator'] as { propertyName?: string } | undefined)?.propertyName;
    const oneOf = at.node['oneOf'];
    if (!tag || !Array.isArray(oneOf)) return out;
    for (const branch of oneOf as JsonSchema[]) {
      const target = this.deref({ node: branch, base: at.base });
      const props = target.node['properties'] as Record<string, JsonSchema> | undefined;
      const prop = props?.[tag];
      const values = prop ? constValues(this.deref({ node: prop, base: target.base }).node) : [];
      for (const value of values) out.set(value, target);
    }
    return out;
  }
}

/** The string values a schema allows through `const` or `enum`. */
export function constValues(node: JsonSchema): string[] {
  if (typeof node['const'] === 'string') return [node['const']];
  if (Array.isArray(node['enum'])) return (node['enum'] as unknown[]).filter((v): v is string => typeof v === 'string');
  return [];
}
