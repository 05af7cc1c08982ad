// What the effect picker lists: every branch of a vocabulary union with its
// group, its first sentence and its example, all read from the schema
// (`x-group`, `description`, `examples`) — nothing is kept here by hand.
// Searching ranks a name match above a description match, so typing an
// effect's name and pressing Enter picks it.
import type { Branch } from '@roomsmith/schema';

/** One pickable item. */
export interface PickerEntry {
  value: string;
  /** The schema's group (`x-group`), "other" when it names none. */
  group: string;
  /** The description's first sentence. */
  summary: string;
  /** The whole description (a tooltip). */
  description: string;
  /** The schema's example as one line of JSON ('' when none). */
  example: string;
}

/** The entries of one group, in the order they are shown. */
export interface PickerGroup {
  name: string;
  entries: PickerEntry[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as one line of JSON with a space after `:` and `,` (strings kept as they are). */
export function oneLineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLineJson).join(', ')}]`;
  if (isObject(value))
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${oneLineJson(v)}`)
      .join(', ')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** A description's first sentence (up to the first full stop followed by a space or the end). */
export function firstSentence(description: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(description.trim());
  return (match ? match[0] : description).trim();
}

/** The entries for some branches, in schema order. */
export function catalogue(branches: Branch[]): PickerEntry[] {
  return branches.map((b) => ({
    value: b.value,
    group: b.group || 'other',
    summary: firstSentence(b.description),
    description: b.description,
    example: b.example ? oneLineJson(b.example) : '',
  }));
}

/** How well an entry matches a query: 0 best; undefined when it does not match. */
export function rank(entry: PickerEntry, query: string): number | undefined {
  const q = query.trim().toLowerCase();
  if (!q) return 0;
  const name = entry.value.toLowerCase();
  if (name === q) return 0;
  if (name.startsWith(q)) return 1;
  if (name.includes(q)) return 2;
  if (entry.group.toLowerCase().startsWith(q)) return 3;
  const words = q.split(/\s+/);
  const has = (text: string) => words.every((w) => text.toLowerCase().includes(w));
  // What the description says first (up to its first colon or semicolon) weighs more than the details after.
  if (has(entry.description.split(/[:;]/)[0] ?? '')) return 4;
  if (has(`${name} ${entry.group} ${entry.description}`)) return 5;
  return undefined;
}

/**
 * The groups that hold a match for `query`, each with its matching entries
 * best first. Without a query, groups come in the order of their first entry
 * in the schema; with one, the group holding the best match comes first.
 */
export function filterGroups(entries: PickerEntry[], query: string): PickerGroup[] {
  const groups = new Map<string, Array<{ entry: PickerEntry; score: number; at: number }>>();
  entries.forEach((entry, at) => {
    const score = rank(entry, query);
    if (score === undefined) return;
    const list = groups.get(entry.group) ?? [];
    list.push({ entry, score, at });
    groups.set(entry.group, list);
  });
  const best = (list: Array<{ score: number; at: number }>) => Math.min(...list.map((i) => i.score));
  return [...groups.entries()]
    .map(([name, list], order) => ({ name, list: list.sort((a, b) => a.score - b.score || a.at - b.at), order }))
    .sort((a, b) => best(a.list) - best(b.list) || a.order - b.order)
    .map(({ name, list }) => ({ name, entries: list.map((i) => i.entry) }));
}

/** The entries of some groups in the order they are shown (what the arrow keys walk). */
export function shown(groups: PickerGroup[]): PickerEntry[] {
  return groups.flatMap((g) => g.entries);
}

/** The active index after ArrowDown/ArrowUp (both wrap); other keys leave it (kept in range). */
export function moveActive(active: number, count: number, key: string): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 ? 0 : (active + 1) % count;
  if (key === 'ArrowUp') return active <= 0 ? count - 1 : active - 1;
  return Math.min(active, count - 1);
}
