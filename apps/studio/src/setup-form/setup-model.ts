// The setup form's view of a mode: the lists that say which rooms are dealt
// — each composition of `setup.compositions` (its `rooms`, run by the
// `deal-composition` step) and each setup step that lists definitions
// (`items` of `{def, count, when}`) — and the edit that adds a room to one,
// optionally in place of copies of another entry so the deal keeps its size.
import { applyEdits, modify, parse, type JSONPath } from 'jsonc-parser';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const format = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };

/** One entry of a list: what it deals (a room, or a colour/tag pick), how many, and whether a condition guards it. */
export interface DealEntry {
  index: number;
  label: string;
  count: number;
  conditional: boolean;
}

/** A list of dealt rooms: a composition or a setup step. */
export interface DealList {
  /** A stable key for the form (`composition:0`, `step:2`). */
  key: string;
  label: string;
  /** Where the list lives, and the property an entry names its room with. */
  path: JSONPath;
  roomKey: 'room' | 'def';
  entries: DealEntry[];
}

function entries(list: unknown[], roomKey: 'room' | 'def'): DealEntry[] {
  return list.flatMap((entry, index): DealEntry[] => {
    if (!isObject(entry)) return [];
    const room = entry[roomKey];
    const pick = ['colour', 'tag'].flatMap((k) => (typeof entry[k] === 'string' ? [`${k} ${String(entry[k])}`] : []));
    const label = typeof room === 'string' ? room : pick.join(', ') || '?';
    const count = typeof entry['count'] === 'number' ? entry['count'] : 1;
    return [{ index, label, count, conditional: entry['when'] !== undefined }];
  });
}

/** The lists of dealt rooms of a mode file: compositions first, then setup steps with items. */
export function dealLists(text: string): DealList[] {
  const mode: unknown = parse(text, [], { allowTrailingComma: true });
  const setup = isObject(mode) && isObject(mode['setup']) ? mode['setup'] : {};
  const compositions = Array.isArray(setup['compositions']) ? setup['compositions'] : [];
  const steps = Array.isArray(setup['steps']) ? setup['steps'] : [];
  const fromCompositions = compositions.flatMap((c, i): DealList[] =>
    isObject(c) && Array.isArray(c['rooms'])
      ? [
          {
            key: `composition:${i}`,
            label: `composition ${String(c['id'] ?? i + 1)}`,
            path: ['setup', 'compositions', i, 'rooms'],
            roomKey: 'room',
            entries: entries(c['rooms'], 'room'),
          },
        ]
      : [],
  );
  const fromSteps = steps.flatMap((step, i): DealList[] => {
    if (!isObject(step) || !Array.isArray(step['items'])) return [];
    const zone = typeof step['zone'] === 'string' ? ` into ${step['zone']}` : '';
    return [
      {
        key: `step:${i}`,
        label: `step ${i + 1}: ${String(step['do'])}${zone}`,
        path: ['setup', 'steps', i, 'items'],
        roomKey: 'def',
        entries: entries(step['items'], 'def'),
      },
    ];
  });
  return [...fromCompositions, ...fromSteps];
}

/** What to add: the room, how many, into which list, and in place of which entry (if any). */
export interface AddRoom {
  room: string;
  count: number;
  list: string;
  insteadOf: number | null;
}

/** The mode's text with the room added to the list (and the replaced entry's count lowered, never below 0). */
export function addRoomToSetup(text: string, add: AddRoom): string {
  const list = dealLists(text).find((l) => l.key === add.list);
  if (!list || !add.room || !(add.count > 0)) return text;
  let next = text;
  const replaced = list.entries.find((e) => e.index === add.insteadOf);
  if (replaced) {
    const count = Math.max(0, replaced.count - add.count);
    next = applyEdits(next, modify(next, [...list.path, replaced.index, 'count'], count, format));
  }
  let length: unknown = parse(next, [], { allowTrailingComma: true });
  for (const key of list.path) length = (length as Record<string | number, unknown>)[key];
  const at = Array.isArray(length) ? length.length : 0;
  const entry = { [list.roomKey]: add.room, count: add.count };
  return applyEdits(next, modify(next, [...list.path, at], entry, { ...format, isArrayInsertion: true }));
}
