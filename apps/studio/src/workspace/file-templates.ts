// Starting points for new files: the folder each kind usually lives in and
// an entity with its kind, id, name and the other properties its schema requires.
import { entitySkeleton } from './skeleton.ts';

/** Kinds a new file can start as. */
export const newFileKinds = [
  'room',
  'character',
  'card',
  'piece',
  'puzzle-card',
  'deck',
  'mode',
  'enigma-scenario',
  'pack-test',
] as const;

/** One kind a new file can start as. */
export type NewFileKind = (typeof newFileKinds)[number];

const folders: Record<NewFileKind, string> = {
  room: 'rooms',
  character: 'characters',
  card: 'cards',
  piece: 'pieces',
  'puzzle-card': 'puzzles',
  deck: 'decks',
  mode: 'modes',
  'enigma-scenario': 'enigmas',
  'pack-test': 'tests',
};

/** The path a new entity file gets by default. */
export function defaultPath(kind: NewFileKind, id: string): string {
  return `${folders[kind]}/${id}.json`;
}

/** The display name proposed for an id: "acid-bath" → "Acid Bath". */
export function nameFromId(id: string): string {
  return id
    .split('-')
    .map((w) => (w ? w[0]?.toUpperCase() + w.slice(1) : w))
    .join(' ');
}

/** The ids of the modes declared in a pack's files (unparsable files are skipped). */
export function modeIds(files: Readonly<Record<string, string>>): string[] {
  const ids: string[] = [];
  for (const [path, text] of Object.entries(files)) {
    if (!path.endsWith('.json') || path === 'pack.json' || !text.includes('"mode"')) continue;
    try {
      const value = JSON.parse(text) as unknown;
      for (const e of Array.isArray(value) ? value : [value])
        if (e && typeof e === 'object' && (e as Record<string, unknown>)['kind'] === 'mode') {
          const id = (e as Record<string, unknown>)['id'];
          if (typeof id === 'string') ids.push(id);
        }
    } catch {
      // a file being edited may not parse; its modes are offered once it does
    }
  }
  return ids.sort();
}

/**
 * The text of a new file holding one entity of `kind`; `schemas` (keyed by `$id`) supply its
 * required properties. A new pack test names the first of `modes` (the pack's own), not the
 * schema's example, and expects the first decision to wait for seat s0, so it is valid and runs
 * green as soon as it is created.
 */
export function newFileText(
  kind: NewFileKind,
  id: string,
  schemas: Readonly<Record<string, object>> = {},
  modes: readonly string[] = [],
): string {
  const entity = entitySkeleton(kind, id, nameFromId(id), schemas as Record<string, Record<string, unknown>>);
  if (kind === 'pack-test' && modes[0] !== undefined) entity['mode'] = modes[0];
  // A pack test needs one expectation to be valid: start with one that holds before any answer.
  const expectations = entity['expect'];
  if (kind === 'pack-test' && !(Array.isArray(expectations) && expectations.length > 0))
    entity['expect'] = [{ expect: 'pending', seat: 's0' }];
  return `${JSON.stringify(entity, null, 2)}\n`;
}
