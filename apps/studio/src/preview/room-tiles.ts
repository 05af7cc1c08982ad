// What the room tile preview shows, read from a file's text: each room's
// name, colour, rule text and its behaviour in words generated from its
// triggers and modifiers (@roomsmith/schema's effect text), plus its extra actions.
import { describeBehaviour, schemas } from '@roomsmith/schema';
import { parse } from 'jsonc-parser';
import { displayText } from '../workspace/manifest.ts';

/** One room as a tile. */
export interface RoomTile {
  id: string;
  name: string;
  colour: string;
  text: string;
  copies: number | null;
  /** "When a piece arrives on a component: eliminates pieces (piece piece).", "action: control". */
  behaviour: string[];
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function behaviour(room: Json): string[] {
  const out = describeBehaviour(schemas, room);
  for (const a of list(room['actions'])) if (isObject(a)) out.push(`action: ${String(a['id'] ?? a['name'] ?? '?')}`);
  return out;
}

/** The rooms a content file holds (one entity or an array), tolerating half-typed JSON. */
export function roomTiles(text: string): RoomTile[] {
  const value: unknown = parse(text, [], { allowTrailingComma: true });
  const entities = Array.isArray(value) ? value : [value];
  return entities
    .filter((e): e is Json => isObject(e) && e['kind'] === 'room')
    .map((room) => ({
      id: typeof room['id'] === 'string' ? room['id'] : '',
      name: displayText(room['name']) || String(room['id'] ?? 'Unnamed room'),
      colour: typeof room['colour'] === 'string' ? room['colour'] : 'grey',
      text: displayText(room['text']),
      copies: typeof room['copies'] === 'number' ? room['copies'] : null,
      behaviour: behaviour(room),
    }));
}
