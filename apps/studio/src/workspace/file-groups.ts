// Groups a pack's files by the kind of content they hold, for the file tree.
// The kind comes from the first `"kind": "…"` in the file (content files may
// live in any folder); a file without one is grouped by its folder name.
import { isImagePath } from './assets.ts';
import { sortedPaths } from './pack.ts';

/** The groups of the file tree, in display order. */
export const fileGroups = [
  'manifest',
  'rooms',
  'characters',
  'cards',
  'pieces',
  'puzzles',
  'scenarios',
  'decks',
  'modes',
  'tests',
  'images',
  'other',
] as const;

/** One group of the file tree. */
export type FileGroup = (typeof fileGroups)[number];

/** Display names of the groups. */
export const groupLabels: Record<FileGroup, string> = {
  manifest: 'Pack',
  rooms: 'Rooms',
  characters: 'Characters',
  cards: 'Cards',
  pieces: 'Pieces',
  puzzles: 'Puzzle cards',
  scenarios: 'Enigma scenarios',
  decks: 'Decks',
  modes: 'Modes',
  tests: 'Tests',
  images: 'Images',
  other: 'Other',
};

const byKind: Record<string, FileGroup> = {
  room: 'rooms',
  character: 'characters',
  card: 'cards',
  piece: 'pieces',
  'puzzle-card': 'puzzles',
  'enigma-scenario': 'scenarios',
  deck: 'decks',
  mode: 'modes',
  'pack-test': 'tests',
};

const byFolder: Record<string, FileGroup> = {
  rooms: 'rooms',
  characters: 'characters',
  cards: 'cards',
  pieces: 'pieces',
  puzzles: 'puzzles',
  enigmas: 'scenarios',
  decks: 'decks',
  modes: 'modes',
  tests: 'tests',
};

/** The group a file belongs to. */
export function groupOf(path: string, text: string): FileGroup {
  if (path === 'pack.json') return 'manifest';
  if (isImagePath(path)) return 'images';
  const kind = /"kind"\s*:\s*"([a-z-]+)"/.exec(text)?.[1];
  if (kind) return byKind[kind] ?? 'other';
  return byFolder[path.split('/')[0] ?? ''] ?? 'other';
}

/** The non-empty groups of a pack's files, each with its paths in order. */
export function groupFiles(files: Record<string, string>): Array<{ group: FileGroup; paths: string[] }> {
  const groups = new Map<FileGroup, string[]>();
  for (const path of sortedPaths(files)) {
    const group = groupOf(path, files[path] ?? '');
    groups.set(group, [...(groups.get(group) ?? []), path]);
  }
  return fileGroups.filter((g) => groups.has(g)).map((group) => ({ group, paths: groups.get(group) ?? [] }));
}
