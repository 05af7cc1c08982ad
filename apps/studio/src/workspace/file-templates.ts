// Starting points for new files: the folder each kind usually lives in and
// an entity with its kind, id, name and the other properties its schema requires.
import { entitySkeleton } from './skeleton.ts';

/** Kinds a new file can start as. */
export const newFileKinds = ['room', 'character', 'card', 'deck', 'mode', 'enigma-scenario', 'pack-test'] as const;

/** One kind a new file can start as. */
export type NewFileKind = (typeof newFileKinds)[number];

const folders: Record<NewFileKind, string> = {
  room: 'rooms',
  character: 'characters',
  card: 'cards',
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

/** The text of a new file holding one entity of `kind`; `schemas` (keyed by `$id`) supply its required properties. */
export function newFileText(kind: NewFileKind, id: string, schemas: Readonly<Record<string, object>> = {}): string {
  const entity = entitySkeleton(kind, id, nameFromId(id), schemas as Record<string, Record<string, unknown>>);
  return `${JSON.stringify(entity, null, 2)}\n`;
}
