// The names a pack manifest or an entity declares (`x-declares`: zones, counters,
// markers, phases, actions, roles …), read by the linker's own walk, for tools
// that want them without a whole load (the studio's id pickers).
import { schemas } from '../generated/schemas.ts';
import { SchemaIndex } from '../registry/schema-index.ts';
import { schemaIdOf, type EntityKind } from '../registry/schema-set.ts';
import { SchemaWalker } from './walk.ts';

let walker: { index: SchemaIndex; walker: SchemaWalker } | null = null;

/** `[kind, name]` for every name `value` declares, read along the schema of `kind` (`pack` for pack.json). */
export function declaredNames(kind: EntityKind | 'pack', value: unknown): Array<[kind: string, name: string]> {
  if (!walker) {
    const index = new SchemaIndex(schemas);
    walker = { index, walker: new SchemaWalker(index) };
  }
  const root = walker.index.root(schemaIdOf(kind));
  if (!root) return [];
  const out: Array<[string, string]> = [];
  for (const mark of walker.walker.marks(value, root)) if (mark.role === 'declare') out.push([mark.kind, mark.value]);
  return out;
}
