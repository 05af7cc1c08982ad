// What an update changes: the files added, removed and changed between two
// versions of a pack, and the same for its entities (rooms, cards, modes…,
// named `kind id`), so an author sees "2 rooms changed, 1 card added" before
// taking an update over their copy.
import { parse } from 'jsonc-parser';
import type { Pack } from '../workspace/pack.ts';

/** Added, removed and changed names. */
export interface Changes {
  added: string[];
  removed: string[];
  changed: string[];
}

/** An update's changes, by file and by entity. */
export interface PackDiff {
  files: Changes;
  entities: Changes;
}

/** The entities of one file (`kind id` → canonical JSON): a top-level entity, or a list of them. */
function entitiesOf(text: string): Map<string, string> {
  const found = new Map<string, string>();
  const value: unknown = parse(text, [], { allowTrailingComma: true });
  for (const item of Array.isArray(value) ? value : [value]) {
    if (!item || typeof item !== 'object') continue;
    const { kind, id } = item as { kind?: unknown; id?: unknown };
    if (typeof kind === 'string' && typeof id === 'string') found.set(`${kind} ${id}`, JSON.stringify(item));
  }
  return found;
}

function compare(before: Map<string, string>, after: Map<string, string>): Changes {
  const sorted = (names: string[]) => names.sort((a, b) => a.localeCompare(b));
  return {
    added: sorted([...after.keys()].filter((k) => !before.has(k))),
    removed: sorted([...before.keys()].filter((k) => !after.has(k))),
    changed: sorted([...after.keys()].filter((k) => before.has(k) && before.get(k) !== after.get(k))),
  };
}

function allEntities(pack: Pack): Map<string, string> {
  const all = new Map<string, string>();
  for (const [path, text] of Object.entries(pack.files))
    if (path !== 'pack.json') for (const [key, value] of entitiesOf(text)) all.set(key, value);
  return all;
}

/** What taking `after` over `before` changes. */
export function diffPacks(before: Pack, after: Pack): PackDiff {
  return {
    files: compare(new Map(Object.entries(before.files)), new Map(Object.entries(after.files))),
    entities: compare(allEntities(before), allEntities(after)),
  };
}

/** Whether a diff changes nothing. */
export function unchanged(diff: PackDiff): boolean {
  return [diff.files, diff.entities].every((c) => !c.added.length && !c.removed.length && !c.changed.length);
}

/** One line per non-empty group, e.g. "rooms changed: room lantern, room well". */
export function describeDiff(diff: PackDiff): string[] {
  const lines: string[] = [];
  const line = (label: string, names: string[]) => {
    if (names.length) lines.push(`${label} (${names.length}): ${names.join(', ')}`);
  };
  line('Added', diff.entities.added);
  line('Removed', diff.entities.removed);
  line('Changed', diff.entities.changed);
  line('Files added', diff.files.added);
  line('Files removed', diff.files.removed);
  line('Files changed', diff.files.changed);
  return lines;
}
