// What each pack declares: entities by kind and id, and the names modes and
// pack.json declare (zones, counters, roles, actions, phases, markers, tokens).
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { EntityRecord, PackState } from '../load/pack-state.ts';
import { entityDiagnostic } from './entity-diagnostic.ts';
import type { Mark } from './walk.ts';

/** A pack's declarations, plus the marks (references) still to check. */
export interface Declarations {
  entities: Map<string, Map<string, EntityRecord>>;
  names: Map<string, Set<string>>;
}

/** Adds a declared name of a kind. */
export function declareName(decl: Declarations, kind: string, name: string): void {
  let set = decl.names.get(kind);
  if (!set) decl.names.set(kind, (set = new Set()));
  set.add(name);
}

/**
 * Kinds whose entities are definitions of components or pieces. A `def` reference may name
 * several of them (`x-ref: ["room", "card"]`) and the engine knows a definition as
 * "packId:id" alone, so they share one id space per pack: no silent pick between a room
 * and a card of the same id.
 */
export const DEFINITION_KINDS: ReadonlySet<string> = new Set(['room', 'card', 'character', 'piece', 'puzzle-card']);

function duplicate(record: EntityRecord, first: EntityRecord, message: string, hint: string): Diagnostic {
  const where = first.parsed.file === record.parsed.file ? 'earlier in this file' : `in ${first.parsed.file}`;
  return entityDiagnostic(record, '/id', `${message} (first declared ${where})`, { hint });
}

/** Registers every entity's id; a second entity with the same kind and id, or a second definition with the same id, is an error. */
export function declareEntities(pack: PackState, out: Diagnostic[]): Declarations {
  const decl: Declarations = { entities: new Map(), names: new Map() };
  const definitions = new Map<string, EntityRecord>();
  for (const record of pack.entities) {
    const id = record.value['id'];
    // A malformed id is reported by the schema; registering it would only feed odd hints.
    if (typeof id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) continue;
    let byId = decl.entities.get(record.kind);
    if (!byId) decl.entities.set(record.kind, (byId = new Map()));
    const first = byId.get(id);
    if (first) {
      out.push(
        duplicate(record, first, `duplicate ${record.kind} id "${id}"`, 'ids must be unique per kind within a pack'),
      );
      continue;
    }
    byId.set(id, record);
    if (!DEFINITION_KINDS.has(record.kind)) continue;
    const other = definitions.get(id);
    if (other)
      out.push(
        duplicate(
          record,
          other,
          `${record.kind} "${id}" has the same id as ${other.kind} "${id}"`,
          'rooms, cards and characters share definition ids within a pack (a "def" may name any of them): rename one',
        ),
      );
    else definitions.set(id, record);
  }
  return decl;
}

/** Adds the names declared by walk marks. */
export function declareMarks(decl: Declarations, marks: readonly Mark[]): void {
  for (const mark of marks) if (mark.role === 'declare') declareName(decl, mark.kind, mark.value);
}
