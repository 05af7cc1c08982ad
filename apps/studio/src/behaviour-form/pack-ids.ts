// The ids a form's id pickers offer: every entity of the loaded packs by kind
// (the open pack's plainly, other packs' as "packId:id") and every name a mode
// or pack.json declares (zones, counters, markers, phases, actions, roles …).
// Where names are declared comes from the schemas alone (`x-declares`), walked
// alongside each file the way the linker walks them; nothing here names a kind
// of content. Each file's result is kept while its text is unchanged.
import { parse } from 'jsonc-parser';
import { isEntityKind, schemaIdOf, schemas, type SchemaNode } from '@roomsmith/schema';

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

interface Located {
  node: SchemaNode;
  base: string;
}

const resolved = new Map<string, Located | undefined>();

/** The schema a `$ref` names, resolved against the schema it appears in. */
function resolve(ref: string, base: string): Located | undefined {
  const key = `${base} ${ref}`;
  if (!resolved.has(key)) resolved.set(key, resolveOnce(ref, base));
  return resolved.get(key);
}

function resolveOnce(ref: string, base: string): Located | undefined {
  let url: URL;
  try {
    url = new URL(ref, base);
  } catch {
    return undefined;
  }
  const docId = `${url.origin}${url.pathname}`;
  let node: unknown = schemas[docId];
  for (const raw of decodeURIComponent(url.hash.slice(1)).split('/').slice(1)) {
    if (!isObject(node)) return undefined;
    node = node[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return isObject(node) ? { node, base: docId } : undefined;
}

const deref = (at: Located): Located =>
  typeof at.node['$ref'] === 'string' ? (resolve(at.node['$ref'], at.base) ?? at) : at;

/** Whether a union branch could describe `data`: its type and its properties' constants agree. */
function fits(data: unknown, start: Located): boolean {
  const { node } = deref(start);
  const type = node['type'];
  const actual = Array.isArray(data) ? 'array' : data === null ? 'null' : typeof data;
  if (typeof type === 'string' && type !== actual && !(actual === 'number' && type === 'integer')) return false;
  if ('const' in node && node['const'] !== data) return false;
  if (!isObject(data) || !isObject(node['properties'])) return true;
  return Object.entries(node['properties']).every(
    ([key, sub]) => !isObject(sub) || !('const' in sub) || !(key in data) || sub['const'] === data[key],
  );
}

let declaring: WeakSet<SchemaNode> | null = null;

/** Every schema node from which some `x-declares` can be reached (a fixed point over children and `$ref`s). */
function declaringNodes(): WeakSet<SchemaNode> {
  const nodes: Array<{ node: SchemaNode; base: string; children: SchemaNode[] }> = [];
  const collect = (node: SchemaNode, base: string) => {
    const children: SchemaNode[] = [];
    for (const [key, value] of Object.entries(node)) {
      if (key === 'examples' || key === 'const' || key === 'enum' || key === 'default') continue;
      for (const child of Array.isArray(value) ? value : [value])
        if (isObject(child)) {
          children.push(child);
          collect(child, base);
        }
    }
    const target = typeof node['$ref'] === 'string' ? resolve(node['$ref'], base) : undefined;
    if (target) children.push(target.node);
    nodes.push({ node, base, children });
  };
  for (const [id, doc] of Object.entries(schemas)) if (isObject(doc)) collect(doc, id);
  const found = new WeakSet<SchemaNode>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const { node, children } of nodes)
      if (!found.has(node) && (node['x-declares'] !== undefined || children.some((c) => found.has(c)))) {
        found.add(node);
        changed = true;
      }
  }
  return found;
}

/** Whether any `x-declares` can be reached from a schema node: the walk skips subtrees that declare nothing. */
const canDeclare = (at: Located): boolean => (declaring ??= declaringNodes()).has(at.node);

/** `x-declares` on a string declares the string; on an object, the object's `id`. */
function annotate(data: unknown, node: SchemaNode, out: FileIds['names']): void {
  const declares = node['x-declares'];
  if (typeof declares !== 'string') return;
  if (typeof data === 'string') out.push([declares, data]);
  else if (isObject(data) && typeof data['id'] === 'string') out.push([declares, data['id']]);
}

function walk(data: unknown, start: Located, out: FileIds['names'], depth: number): void {
  if (depth > 48 || data === null || (typeof data !== 'object' && typeof data !== 'string')) return;
  if (!canDeclare(start)) return;
  annotate(data, start.node, out);
  const at = deref(start);
  if (at !== start) annotate(data, at.node, out);
  const node = at.node;
  for (const sub of Array.isArray(node['allOf']) ? node['allOf'] : [])
    if (isObject(sub)) walk(data, { node: sub, base: at.base }, out, depth + 1);
  const union = Array.isArray(node['oneOf']) ? node['oneOf'] : Array.isArray(node['anyOf']) ? node['anyOf'] : [];
  for (const sub of union) {
    const branch = isObject(sub) ? { node: sub, base: at.base } : undefined;
    if (branch && fits(data, branch)) walk(data, branch, out, depth + 1);
  }
  if (typeof data === 'string') return;
  if (Array.isArray(data)) {
    const items = node['items'];
    if (isObject(items)) for (const item of data) walk(item, { node: items, base: at.base }, out, depth + 1);
    return;
  }
  const props = isObject(node['properties']) ? node['properties'] : {};
  const extra = node['additionalProperties'];
  for (const [key, value] of Object.entries(data as Json)) {
    const sub = Object.prototype.hasOwnProperty.call(props, key) ? props[key] : extra;
    if (isObject(sub)) walk(value, { node: sub, base: at.base }, out, depth + 1);
  }
}

/** What one file declares, read along the schema of each entity it holds (pack.json: the manifest's). */
export function fileIds(path: string, text: string): FileIds {
  const out: FileIds = { entities: [], names: [] };
  if (!path.endsWith('.json')) return out;
  const value: unknown = parse(text, [], { allowTrailingComma: true });
  if (path === 'pack.json') {
    const root = resolve(schemaIdOf('pack'), schemaIdOf('pack'));
    if (root && isObject(value)) walk(value, root, out.names, 0);
    return out;
  }
  for (const entity of Array.isArray(value) ? value : [value]) {
    if (!isObject(entity) || !isEntityKind(entity['kind'])) continue;
    const kind = entity['kind'];
    if (typeof entity['id'] === 'string') out.entities.push([kind, entity['id']]);
    const root = resolve(schemaIdOf(kind), schemaIdOf(kind));
    if (root) walk(entity, root, out.names, 0);
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
