// The room form's view of a file and its way back: values are read from the
// JSON text (tolerating half-typed JSON), and each change is written as a
// minimal edit of that text, so the author's formatting and the rest of the
// file stay as they were.
import { applyEdits, modify, parse, type JSONPath } from 'jsonc-parser';
import { displayText } from '../workspace/manifest.ts';

/** The fields the form edits. */
export const roomFields = ['id', 'name', 'colour', 'copies', 'text', 'source', 'description'] as const;

/** One field of the form. */
export type RoomField = (typeof roomFields)[number];

/** What the form shows for one room. */
export type RoomFormValues = Record<RoomField, string>;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The rooms of a file: their position (null for a single entity) and id. */
export function roomsIn(text: string): Array<{ index: number | null; id: string }> {
  const value: unknown = parse(text, [], { allowTrailingComma: true });
  const list = Array.isArray(value) ? value.map((v, i) => [v, i] as const) : [[value, null] as const];
  return list.flatMap(([v, index]) =>
    isObject(v) && v['kind'] === 'room' ? [{ index, id: typeof v['id'] === 'string' ? v['id'] : '' }] : [],
  );
}

function entityAt(text: string, index: number | null): Json {
  const value: unknown = parse(text, [], { allowTrailingComma: true });
  const entity = index === null ? value : Array.isArray(value) ? value[index] : undefined;
  return isObject(entity) ? entity : {};
}

/** The form values of the room at `index` (null: the file is one entity). */
export function readRoom(text: string, index: number | null): RoomFormValues {
  const room = entityAt(text, index);
  const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  return {
    id: str(room['id']),
    name: displayText(room['name']),
    colour: str(room['colour']),
    copies: str(room['copies']),
    text: displayText(room['text']),
    source: isObject(room['origin']) ? str(room['origin']['source']) : '',
    description: displayText(room['description']),
  };
}

/** Where a field lives in the entity; Text fields written as language maps keep the map. */
function pathOf(field: RoomField, room: Json): JSONPath {
  if (field === 'source') return ['origin', 'source'];
  if ((field === 'name' || field === 'text' || field === 'description') && isObject(room[field])) {
    const map = room[field];
    return [field, 'en' in map || Object.keys(map).length === 0 ? 'en' : (Object.keys(map)[0] ?? 'en')];
  }
  return [field];
}

/** The file's text with one field of one room set to `raw` (an empty optional field is removed). */
export function writeRoom(text: string, index: number | null, field: RoomField, raw: string): string {
  const room = entityAt(text, index);
  const path: JSONPath = [...(index === null ? [] : [index]), ...pathOf(field, room)];
  const required = field === 'id' || field === 'name' || field === 'colour';
  let value: unknown = raw;
  if (field === 'copies') value = raw.trim() === '' ? undefined : Number(raw);
  else if (!required && raw === '') value = undefined;
  if (typeof value === 'number' && !Number.isFinite(value)) return text;
  const edits = modify(text, path, value, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } });
  return applyEdits(text, edits);
}
