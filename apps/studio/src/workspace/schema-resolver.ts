// Walks the format's schemas the way a validator does: `$ref`s resolve
// against the `$id` of the schema they are written in.

/** A JSON Schema document (or part of one) as plain data. */
export type JsonSchema = { [key: string]: unknown };

const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The base every schema `$id` starts with. */
export const SCHEMA_BASE = 'https://roomsmith.dev/schemas/';

/** One allowed value of an enumeration, with its documentation. */
export interface Choice {
  value: string;
  description: string;
}

/** Resolves `$ref`s inside a set of schemas keyed by `$id`. */
export class SchemaResolver {
  constructor(private readonly set: Readonly<Record<string, JsonSchema>>) {}

  /** The root of a schema by `$id`. */
  root(id: string): { node: JsonSchema; base: string } | undefined {
    const node = this.set[id];
    return node ? { node, base: id } : undefined;
  }

  /** Follows `$ref` chains; returns the node and the base its own refs resolve against. */
  deref(node: JsonSchema, base: string): { node: JsonSchema; base: string } {
    for (let hops = 0; hops < 16 && typeof node['$ref'] === 'string'; hops += 1) {
      const found = this.resolve(node['$ref'], base);
      if (!found) break;
      ({ node, base } = found);
    }
    return { node, base };
  }

  /**
   * The node one `$ref` names, read against `base` (its JSON pointer's segments unescaped: `%xx`,
   * then `~1` and `~0`), with the base its own refs resolve against; undefined when nothing is there.
   */
  resolve(ref: string, base: string): { node: JsonSchema; base: string } | undefined {
    const [id = '', fragment = ''] = new URL(ref, base).href.split('#');
    let found: unknown = this.set[id];
    for (const seg of fragment.split('/').slice(1)) {
      if (!isSchema(found)) return undefined;
      found = found[decodeURIComponent(seg).replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return isSchema(found) ? { node: found, base: id } : undefined;
  }

  /** The schema of a property path below a schema (`['origin', 'source']`), or undefined. */
  property(schemaId: string, path: readonly string[]): { node: JsonSchema; base: string } | undefined {
    let at = this.root(schemaId);
    for (const key of path) {
      if (!at) return undefined;
      const here = this.deref(at.node, at.base);
      const child = (here.node['properties'] as Record<string, JsonSchema> | undefined)?.[key];
      at = child ? { node: child, base: here.base } : undefined;
    }
    return at && this.deref(at.node, at.base);
  }

  /** The documented values a property allows (`oneOf` of `const`, or `enum`). */
  choices(schemaId: string, path: readonly string[]): Choice[] {
    const at = this.property(schemaId, path);
    if (!at) return [];
    if (Array.isArray(at.node['enum'])) return at.node['enum'].map((v) => ({ value: String(v), description: '' }));
    const branches = (at.node['oneOf'] ?? at.node['anyOf']) as JsonSchema[] | undefined;
    return (branches ?? []).flatMap((b) => {
      const { node } = this.deref(b, at.base);
      return typeof node['const'] === 'string'
        ? [{ value: node['const'], description: typeof node['description'] === 'string' ? node['description'] : '' }]
        : [];
    });
  }
}
