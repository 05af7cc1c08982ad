// What a pack prints: one printable per tile or card, with the words of its
// face and back already chosen in the reader's language. Rooms become square
// tiles; characters, cards of every type and enigma scenario sheets become
// poker-size cards. Effect text is generated from the effects (the same words
// as the studio's tile preview), so a printed tile cannot drift from the rules.
import { describeBehaviour, describeCondition, describeEffects, schemas, type LoadedPack } from '@roomsmith/schema';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The shape an item is cut to: square room tiles or poker-size cards. */
export type PrintShape = 'tile' | 'card';

/** An image from the pack, printed on the face. */
export interface PrintImage {
  file: string;
  bytes: Uint8Array;
}

/** One side of a printed item. */
export interface PrintSide {
  title: string;
  subtitle: string;
  /** A colour name from the content (`red`, `green`, …), or null for neutral. */
  colour: string | null;
  /** The rule text as written by the author. */
  lines: string[];
  /** Effect text generated from the effects. */
  effects: string[];
  image?: PrintImage;
  /** Small print at the bottom: pack, origin. */
  footer: string;
}

/** One tile or card to print, `copies` times. */
export interface Printable {
  /** `packId:id`. */
  id: string;
  shape: PrintShape;
  copies: number;
  face: PrintSide;
  back: PrintSide;
}

/** What to print and how to word it. */
export interface PrintOptions {
  /** BCP-47 language of names and texts (`en`, `fr`, `ja`); falls back to English. */
  lang?: string;
  /** Only the definitions a mode of the packs names (`packId:mode` or a plain mode id). */
  mode?: string;
  /** Print enigma codes that a scenario holds in clear. Off by default: codes are spoilers. */
  revealCodes?: boolean;
}

/** A text value (plain or per language) in the chosen language. */
export function pickText(value: unknown, lang: string): string {
  if (typeof value === 'string') return value;
  if (!isObject(value)) return '';
  const exact = value[lang];
  if (typeof exact === 'string') return exact;
  const english = value['en'];
  if (typeof english === 'string') return english;
  const first = Object.values(value).find((v) => typeof v === 'string');
  return typeof first === 'string' ? first : '';
}

const CARD_TYPES: Record<string, string> = {
  mac: 'M.A.C. card',
  puzzle: 'Puzzle card',
  enigma: 'Enigma card',
  plain: 'Card',
};

function footerOf(pack: LoadedPack, entity: Json): string {
  const origin = isObject(entity['origin']) ? entity['origin'] : {};
  const source = typeof origin['source'] === 'string' ? origin['source'] : '';
  const label = source === 'house' ? 'house content' : source;
  return [`${pack.manifest.id} ${pack.manifest.version}`, label].filter(Boolean).join(' · ');
}

/** Sentences for the actions a definition offers (rooms and characters may add actions). */
function actionLines(entity: Json, lang: string): string[] {
  const actions = Array.isArray(entity['actions']) ? entity['actions'] : [];
  return actions.filter(isObject).map((action) => {
    const name = pickText(action['name'], lang) || String(action['id'] ?? 'action');
    return `${name}: ${describeEffects(schemas, action['do'])}.`;
  });
}

function effectLines(entity: Json, lang: string): string[] {
  return [...describeBehaviour(schemas, entity), ...actionLines(entity, lang)];
}

function imageOf(pack: LoadedPack, entity: Json): PrintImage | undefined {
  const file = entity['image'];
  if (typeof file !== 'string' || !/\.(png|jpe?g)$/i.test(file)) return undefined;
  const bytes = pack.files[file];
  return bytes instanceof Uint8Array ? { file, bytes } : undefined;
}

function textLines(...values: unknown[]): string[] {
  return values.filter((v) => v !== undefined).flatMap((v) => (Array.isArray(v) ? v : [v]));
}

function backOf(pack: LoadedPack, title: string, subtitle: string, colour: string | null): PrintSide {
  return { title, subtitle, colour, lines: [], effects: [], footer: pack.manifest.id };
}

function roomItem(pack: LoadedPack, room: Json, lang: string): Printable {
  const colour = typeof room['colour'] === 'string' ? room['colour'] : null;
  const copies = typeof room['copies'] === 'number' && room['copies'] > 0 ? Math.floor(room['copies']) : 1;
  return {
    id: `${pack.manifest.id}:${String(room['id'])}`,
    shape: 'tile',
    copies,
    face: {
      title: pickText(room['name'], lang),
      subtitle: colour ? `${colour} room` : 'room',
      colour,
      lines: textLines(room['text'])
        .map((t) => pickText(t, lang))
        .filter(Boolean),
      effects: effectLines(room, lang),
      footer: footerOf(pack, room),
    },
    back: backOf(pack, pickText(pack.manifest.name, lang) || pack.manifest.id, 'room', null),
  };
}

function cardItem(pack: LoadedPack, entity: Json, lang: string): Printable {
  const isCharacter = entity['kind'] === 'character';
  const type = typeof entity['type'] === 'string' ? entity['type'] : '';
  const label = isCharacter ? 'Character' : (CARD_TYPES[type] ?? 'Card');
  const family = typeof entity['family'] === 'string' ? ` · ${entity['family']}` : '';
  const number = typeof entity['number'] === 'number' ? ` · no. ${entity['number']}` : '';
  const colour = typeof entity['colour'] === 'string' ? entity['colour'] : null;
  const copies = typeof entity['copies'] === 'number' && entity['copies'] > 0 ? Math.floor(entity['copies']) : 1;
  const image = imageOf(pack, entity);
  return {
    id: `${pack.manifest.id}:${String(entity['id'])}`,
    shape: 'card',
    copies,
    face: {
      title: pickText(entity['name'], lang),
      subtitle: `${label}${family}${number}`,
      colour,
      lines: textLines(entity['text'], entity['clue'])
        .map((t) => pickText(t, lang))
        .filter(Boolean),
      effects: effectLines(entity, lang),
      ...(image ? { image } : {}),
      footer: footerOf(pack, entity),
    },
    back: backOf(pack, label, pickText(pack.manifest.name, lang) || pack.manifest.id, isCharacter ? null : colour),
  };
}

/** A puzzle card: its printed sentence, and its condition in words generated from what the engine checks. */
function puzzleItem(pack: LoadedPack, entity: Json, lang: string): Printable {
  const item = cardItem(pack, { ...entity, type: 'puzzle' }, lang);
  item.face.effects = [`Condition (room = the room tested): ${describeCondition(entity['condition'])}.`];
  return item;
}

/** A Secret Code room's code shape in words ("4 digits"), from the room's definition. */
function codeFormat(pack: LoadedPack, roomId: string): string {
  const room = (pack.entities as unknown[]).find((e) => isObject(e) && e['kind'] === 'room' && e['id'] === roomId);
  const shape = isObject(room) && isObject(room['code']) ? room['code'] : null;
  return shape ? `${String(shape['length'])} ${String(shape['alphabet'])}` : '';
}

/** The scenario sheet: its cards in order and, for each Secret Code room, the code's length only. */
function scenarioItem(pack: LoadedPack, scenario: Json, lang: string, reveal: boolean): Printable {
  const codes = Array.isArray(scenario['codes']) ? scenario['codes'].filter(isObject) : [];
  const lines = codes.map((code) => {
    const room = String(code['room'] ?? '?');
    const clear = typeof code['code'] === 'string' ? code['code'] : null;
    if (reveal && clear) return `${room}: ${clear}`;
    const format = codeFormat(pack, room);
    return `${room}: code hidden${format ? ` (${format})` : ''}`;
  });
  const cards = Array.isArray(scenario['cards']) ? scenario['cards'].filter((c) => typeof c === 'string') : [];
  return {
    id: `${pack.manifest.id}:${String(scenario['id'])}`,
    shape: 'card',
    copies: 1,
    face: {
      title: pickText(scenario['name'], lang),
      subtitle: 'Enigma scenario',
      colour: null,
      lines: [...textLines(scenario['description']).map((t) => pickText(t, lang)), ...lines],
      effects: cards.length ? [`Cards, top first: ${cards.join(', ')}.`] : [],
      footer: footerOf(pack, scenario),
    },
    back: backOf(pack, 'Enigma scenario', pickText(pack.manifest.name, lang) || pack.manifest.id, null),
  };
}

/** Every string anywhere inside a value (to find the definitions a mode names). */
function stringsIn(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (isObject(value)) for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

function modeFilter(packs: readonly LoadedPack[], mode: string): (pack: LoadedPack, id: string) => boolean {
  const [packId, modeId] = mode.includes(':') ? mode.split(':', 2) : [undefined, mode];
  const found = packs.flatMap((pack) =>
    pack.manifest.id === (packId ?? pack.manifest.id)
      ? pack.entities.filter((e) => isObject(e) && e['kind'] === 'mode' && e['id'] === modeId)
      : [],
  );
  if (found.length !== 1) {
    throw new Error(
      found.length ? `mode "${mode}" is ambiguous: name its pack (pack:mode)` : `no mode "${mode}" in the packs`,
    );
  }
  const named = stringsIn(found[0], new Set());
  return (pack, id) => named.has(id) || named.has(`${pack.manifest.id}:${id}`);
}

/** The printables of the packs, tiles and cards in file order, filtered to a mode if asked. */
export function collectPrintables(packs: readonly LoadedPack[], options: PrintOptions = {}): Printable[] {
  const lang = options.lang ?? 'en';
  const wanted = options.mode ? modeFilter(packs, options.mode) : () => true;
  const items: Printable[] = [];
  for (const pack of packs) {
    for (const entity of pack.entities as unknown[]) {
      if (!isObject(entity) || typeof entity['id'] !== 'string') continue;
      const id = entity['id'];
      if (entity['kind'] === 'enigma-scenario') {
        if (wanted(pack, id)) items.push(scenarioItem(pack, entity, lang, options.revealCodes === true));
        continue;
      }
      if (!wanted(pack, id)) continue;
      if (entity['kind'] === 'room') items.push(roomItem(pack, entity, lang));
      else if (entity['kind'] === 'character' || entity['kind'] === 'card') items.push(cardItem(pack, entity, lang));
      else if (entity['kind'] === 'puzzle-card') items.push(puzzleItem(pack, entity, lang));
    }
  }
  return items;
}
