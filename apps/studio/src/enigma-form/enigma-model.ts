// What the enigma scenario builder reads and writes: the scenario's cards
// (each an enigma card entity somewhere in the pack) and codes, the Secret
// Code rooms of the packs it can see, and its codes as salted hashes — made
// and checked with the engine's own functions (`saltedHash`,
// `textAnswerProblem`), so the builder hashes exactly as a match checks.
import { saltedHash, TEXT_PREFIX, textAnswerProblem } from '@roomsmith/engine';
import { applyEdits, modify, parse, type ParseError } from 'jsonc-parser';
import type { Pack } from '../workspace/pack.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2 } } as const;

/** The shape players type for a Secret Code room. */
export interface CodeShape {
  alphabet: 'digits' | 'letters';
  length: number;
}

/** One code of a scenario as the builder shows it: never the code, only whether it is set. */
export interface ScenarioCode {
  room: string;
  set: boolean;
  salt: string;
  sha256: string;
}

/** A scenario as the builder shows it. */
export interface ScenarioView {
  id: string;
  mode: string;
  cards: string[];
  codes: ScenarioCode[];
}

/** Where an enigma card entity is written: its file, its position in it (null: the whole file), its value. */
export interface CardSpot {
  path: string;
  index: number | null;
  value: Obj;
}

/** A Secret Code room a scenario may name: how it names it, its display name and its shape. */
export interface SecretRoom {
  ref: string;
  name: string;
  shape: CodeShape;
}

function parseJson(text: string): unknown {
  const errors: ParseError[] = [];
  const value = parse(text, errors, { allowTrailingComma: true }) as unknown;
  return errors.length ? undefined : value;
}

const plain = (ref: string) => ref.slice(ref.indexOf(':') + 1);
const text = (v: unknown): string =>
  typeof v === 'string' ? v : isObj(v) ? String(v['en'] ?? Object.values(v)[0] ?? '') : '';

/** Whether a file's text is one enigma scenario (the builder's file). */
export function isScenario(fileText: string): boolean {
  if (!fileText.includes('enigma-scenario')) return false;
  const value = parseJson(fileText);
  return isObj(value) && value['kind'] === 'enigma-scenario';
}

/** The scenario in a file's text, or null when it does not parse as one. */
export function readScenario(fileText: string): ScenarioView | null {
  const value = parseJson(fileText);
  if (!isObj(value) || value['kind'] !== 'enigma-scenario') return null;
  const codes = (Array.isArray(value['codes']) ? value['codes'] : []).filter(isObj).map((c) => ({
    room: String(c['room'] ?? ''),
    set: typeof c['sha256'] === 'string' && typeof c['salt'] === 'string',
    salt: typeof c['salt'] === 'string' ? c['salt'] : '',
    sha256: typeof c['sha256'] === 'string' ? c['sha256'] : '',
  }));
  return {
    id: String(value['id'] ?? ''),
    mode: typeof value['mode'] === 'string' ? value['mode'] : '',
    cards: (Array.isArray(value['cards']) ? value['cards'] : []).map(String),
    codes,
  };
}

/** Finds the enigma card `ref` (plain or qualified with the pack's id) among a pack's files. */
export function findCard(pack: Pick<Pack, 'id' | 'files'>, ref: string): CardSpot | null {
  if (ref.includes(':') && !ref.startsWith(`${pack.id}:`)) return null;
  const id = plain(ref);
  for (const path of Object.keys(pack.files).sort()) {
    const fileText = pack.files[path] ?? '';
    if (!path.endsWith('.json') || !fileText.includes(id)) continue;
    const value = parseJson(fileText);
    const list = Array.isArray(value) ? value : [value];
    const at = list.findIndex((e) => isObj(e) && e['kind'] === 'card' && e['id'] === id);
    if (at >= 0) return { path, index: Array.isArray(value) ? at : null, value: list[at] as Obj };
  }
  return null;
}

/** A card's text field in one language ("" when absent). */
export function cardText(card: Obj, field: 'name' | 'clue', lang: string): string {
  const v = card[field];
  if (typeof v === 'string') return lang === 'en' ? v : '';
  return isObj(v) && typeof v[lang] === 'string' ? v[lang] : '';
}

/** The card's text in `lang`, else English, else any language. */
export function cardTextOr(card: Obj, field: 'name' | 'clue', lang: string): string {
  return cardText(card, field, lang) || text(card[field]);
}

/**
 * The file text with a card's name or clue in one language set (a plain string becomes
 * `{ "en": … }` first), or its image set (`""` removes it). A minimal edit, as the room form's.
 */
export function writeCard(
  fileText: string,
  index: number | null,
  field: 'name' | 'clue' | 'image',
  value: string,
  lang = 'en',
): string {
  const base = index === null ? [] : [index];
  if (field === 'image')
    return applyEdits(fileText, modify(fileText, [...base, 'image'], value === '' ? undefined : value, FORMAT));
  const value0 = parseJson(fileText);
  const card = (Array.isArray(value0) ? value0[index ?? 0] : value0) as Obj | undefined;
  const current = card?.[field];
  if (typeof current === 'string' || current === undefined) {
    const map: Obj = typeof current === 'string' && current !== '' ? { en: current } : {};
    map[lang] = value;
    return applyEdits(fileText, modify(fileText, [...base, field], map, FORMAT));
  }
  return applyEdits(fileText, modify(fileText, [...base, field, lang], value, FORMAT));
}

/** Why `code` cannot be the code of a room of `shape` (the engine's own check), or null. */
export function codeProblem(shape: CodeShape, code: string): string | null {
  return textAnswerProblem(shape, TEXT_PREFIX + code);
}

/** A fresh random salt (16 hex digits), as the schema's salt pattern allows. */
export function newSalt(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return [...random(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The scenario text with code `i` stored as `salt` and the engine's salted hash of `code`; the code itself is not written. */
export function setCode(fileText: string, i: number, code: string, salt: string): string {
  const sha256 = saltedHash(salt, code);
  let next = applyEdits(fileText, modify(fileText, ['codes', i, 'salt'], salt, FORMAT));
  next = applyEdits(next, modify(next, ['codes', i, 'sha256'], sha256, FORMAT));
  return next;
}

/**
 * The scenario text with code `i` naming another room. Its salt and hash go: they were the
 * other room's answer, so the new room's code must be typed again.
 */
export function setCodeRoom(fileText: string, i: number, room: string): string {
  const value = parseJson(fileText);
  const codes = isObj(value) && Array.isArray(value['codes']) ? value['codes'] : [];
  const code = codes[i];
  if (!isObj(code) || code['room'] === room) return fileText;
  const next: Obj = { room };
  if (Array.isArray(code['cards'])) next['cards'] = code['cards'];
  return applyEdits(fileText, modify(fileText, ['codes', i], next, FORMAT));
}

/** Whether a typed code is the one stored (false for a code not set). */
export function codeMatches(code: ScenarioCode, typed: string): boolean {
  return code.set && saltedHash(code.salt, typed) === code.sha256.toLowerCase();
}

/** The code shape of a room entity, or null when it takes none. */
function shapeOf(room: Obj): CodeShape | null {
  const code = room['code'];
  if (!isObj(code)) return null;
  const { alphabet, length } = code;
  if ((alphabet !== 'digits' && alphabet !== 'letters') || typeof length !== 'number') return null;
  return { alphabet, length };
}

/** Every entity in a pack's files (files that do not parse are skipped). */
export function entitiesOf(pack: Pick<Pack, 'files'>): Obj[] {
  const out: Obj[] = [];
  for (const [path, fileText] of Object.entries(pack.files)) {
    if (!path.endsWith('.json') || path === 'pack.json') continue;
    const value = parseJson(fileText);
    for (const e of Array.isArray(value) ? value : [value]) if (isObj(e)) out.push(e);
  }
  return out;
}

/**
 * The Secret Code rooms (rooms with a `code` shape) of `packs`, named as a file of pack
 * `from` names them: plain in its own pack, `pack:id` in another. Four digits first, then
 * three digits, four letters, three letters (the order the rules list them).
 */
export function secretRooms(packs: readonly Pick<Pack, 'id' | 'files'>[], from: string): SecretRoom[] {
  const out: SecretRoom[] = [];
  for (const pack of packs)
    for (const e of entitiesOf(pack)) {
      const shape = e['kind'] === 'room' ? shapeOf(e) : null;
      if (!shape || typeof e['id'] !== 'string') continue;
      out.push({ ref: pack.id === from ? e['id'] : `${pack.id}:${e['id']}`, name: text(e['name']) || e['id'], shape });
    }
  const rank = (s: CodeShape) => (s.alphabet === 'digits' ? 0 : 2) + (s.length >= 4 ? 0 : 1);
  return out.sort((a, b) => rank(a.shape) - rank(b.shape) || (a.ref < b.ref ? -1 : 1));
}

/** The room a code names, resolved as seen from pack `from`. */
export function roomFor(rooms: readonly SecretRoom[], ref: string, from: string): SecretRoom | undefined {
  return rooms.find((r) => r.ref === ref || r.ref === `${from}:${ref}` || `${from}:${r.ref}` === ref);
}

/** "4 digits", "3 letters". */
export function shapeText(shape: CodeShape): string {
  return `${shape.length} ${shape.alphabet}`;
}

/** A mode reference qualified with the pack that wrote it (`escape-room` in pack p → `p:escape-room`). */
export function qualify(ref: string, packId: string): string {
  return ref.includes(':') ? ref : `${packId}:${ref}`;
}
