// The ids a form's id pickers offer: every entity of the loaded packs by kind
// (the open pack's plainly, other packs' as "packId:id") and every name a mode
// or pack.json declares (zones, counters, markers, phases, actions, roles …).
// Where names are declared comes from the schemas alone (`x-declares`), read by
// the linker's own walk (`declaredNames`); nothing here names a kind of content. Each file's result is kept while its text is unchanged.
import { parse } from 'jsonc-parser';
import { declaredNames, isEntityKind } from '@roomsmith/schema';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What one file declares: entities (kind → ids) and names (kind → names). */
interface FileIds {
  entities: Array<[kind: string, id: string]>;
  names: Array<[kind: string, name: string]>;
}

/** The ids offered, by kind: `ids.of(['room', 'card'])` lists every room and card. */
export interface IdChoices {
  of(kinds: readonly string[]): string[];
}

/** No ids (a form shown without packs). */
export const NO_IDS: IdChoices = { of: () => [] };

/** What one file declares, read along the schema of each entity it holds (pack.json: the manifest's). */
export function fileIds(path: string, text: string): FileIds {
  const out: FileIds = { entities: [], names: [] };
  if (!path.endsWith('.json')) return out;
  const value: unknown = parse(text, [], { allowTrailingComma: true });
  if (path === 'pack.json') {
    if (isObject(value)) out.names.push(...declaredNames('pack', value));
    return out;
  }
  for (const entity of Array.isArray(value) ? value : [value]) {
    if (!isObject(entity) || !isEntityKind(entity['kind'])) continue;
    const kind = entity['kind'];
    if (typeof entity['id'] === 'string') out.entities.push([kind, entity['id']]);
    out.names.push(...declaredNames(kind, entity));
  }
  return out;
}

const cache = new Map<string, { text: string; ids: FileIds }>();

function cachedFileIds(key: string, path: string, text: string): FileIds {
  const known = cache.get(key);
  if (known?.text === text) return known.ids;
  const ids = fileIds(path, text);
  cache.set(key, { text, ids });
  return ids;
}

/**
 * The ids the packs offer to a file of pack `packId`: its own entities plainly, other packs'
 * entities as "packId:id" (the linker's rule), and every declared name plainly, sorted.
 */
export function packIds(
  packs: ReadonlyArray<{ id: string; files: Record<string, string> }>,
  packId: string,
): IdChoices {
  // The same packs give the same object: a form given it again does not draw again (which would
  // reset a field the author is typing in).
  let forPacks = made.get(packs);
  if (!forPacks) made.set(packs, (forPacks = new Map()));
  const known = forPacks.get(packId);
  if (known) return known;
  const choices = idChoices(packs, packId);
  forPacks.set(packId, choices);
  return choices;
}

const made = new WeakMap<object, Map<string, IdChoices>>();

function idChoices(packs: ReadonlyArray<{ id: string; files: Record<string, string> }>, packId: string): IdChoices {
  let byKind: Map<string, Set<string>> | null = null;
  // Read when a field first asks: most forms show no id field.
  const read = () => (byKind ??= readIds(packs, packId));
  return {
    of: (kinds) => {
      const own: string[] = [];
      const other: string[] = [];
      for (const kind of kinds) for (const id of read().get(kind) ?? []) (id.includes(':') ? other : own).push(id);
      const sort = (list: string[]) => [...new Set(list)].sort((a, b) => a.localeCompare(b));
      return [...sort(own), ...sort(other)];
    },
  };
}

function readIds(
  packs: ReadonlyArray<{ id: string; files: Record<string, string> }>,
  packId: string,
): Map<string, Set<string>> {
  const byKind = new Map<string, Set<string>>();
  const add = (kind: string, id: string) => {
    let set = byKind.get(kind);
    if (!set) byKind.set(kind, (set = new Set()));
    set.add(id);
  };
  const ordered = [...packs].sort((a, b) => Number(b.id === packId) - Number(a.id === packId));
  for (const pack of ordered)
    for (const [path, text] of Object.entries(pack.files)) {
      const ids = cachedFileIds(`${pack.id}/${path}`, path, text);
      for (const [kind, id] of ids.entities) add(kind, pack.id === packId ? id : `${pack.id}:${id}`);
      for (const [kind, name] of ids.names) add(kind, name);
    }
  return byKind;
}
