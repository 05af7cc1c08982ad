// Which tag values each discriminated union accepts, for "did you mean" hints.
// ajv's errors carry a copy of the schema node, not its location, so nodes are
// matched by their `oneOf` list.
import { SchemaIndex, type Located } from '../registry/schema-index.ts';
import type { JsonSchema } from '../registry/schema-set.ts';

/** Known tag values of every discriminated `oneOf` in a schema set. */
export class DiscriminatorTable {
  private table: Map<string, string[]> | undefined;

  constructor(private readonly index: SchemaIndex) {}

  /** The tag values allowed by the union whose schema node is `parentSchema`. */
  valuesFor(parentSchema: Record<string, unknown> | undefined): string[] {
    if (!parentSchema) return [];
    this.table ??= this.build();
    return this.table.get(JSON.stringify(parentSchema['oneOf'])) ?? [];
  }

  private build(): Map<string, string[]> {
    const table = new Map<string, string[]>();
    const visit = (at: Located, seen: Set<unknown>): void => {
      if (seen.has(at.node)) return;
      seen.add(at.node);
      if (at.node['discriminator'] && Array.isArray(at.node['oneOf'])) {
        table.set(JSON.stringify(at.node['oneOf']), [...this.index.branches(at).keys()].sort());
      }
      for (const value of Object.values(at.node)) {
        const children = Array.isArray(value) ? value : [value];
        for (const child of children) {
          if (child && typeof child === 'object') visit({ node: child as JsonSchema, base: at.base }, seen);
        }
      }
    };
    for (const id of Object.keys(this.index.schemas)) {
      const root = this.index.root(id);
      if (root) visit(root, new Set());
    }
    return table;
  }
}
