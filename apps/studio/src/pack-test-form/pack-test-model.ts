// The pack test form's view of a `pack-test` file and its way back. Like the other forms'
// models: values are read from the JSON text (tolerating half-typed JSON) and every change is
// a minimal edit of that text (jsonc-parser's `modify`), so the author's formatting, the layout
// and anything the form does not show stay as they were, and Monaco's undo takes each edit.
import { applyEdits, modify, parse, type JSONPath } from 'jsonc-parser';
import { modeInfo, type ModeFinder } from '../complex-preview/mode-info.ts';
import { entitiesIn, entityAt } from '../entity-form/entity-model.ts';
import { displayText } from '../workspace/manifest.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const format = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };
const base = (index: number | null): JSONPath => (index === null ? [] : [index]);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Whether `text` holds a pack test. */
export function isPackTest(text: string): boolean {
  return entitiesIn(text, 'pack-test').length > 0;
}

/** One answer step as a row: its seat and option (several, for a simultaneous decision). */
export interface AnswerRow {
  at: number;
  answers: Array<{ seat: string; option: string }>;
  words: string;
}

/** One expectation as a row, in words. */
export interface ExpectationRow {
  at: number;
  kind: string;
  words: string;
}

/** The fields the form edits, read from the pack test at `index` (null: the file is the test). */
export interface PackTestView {
  id: string;
  name: string;
  description: string;
  mode: string;
  seats: number | null;
  seed: string;
  /** Whether the test starts from an explicit layout (the seed then decides less or nothing). */
  hasLayout: boolean;
  answers: AnswerRow[];
  expectations: ExpectationRow[];
}

function answerOf(v: unknown): { seat: string; option: string } {
  return isObject(v) ? { seat: str(v['seat']), option: str(v['option']) } : { seat: '', option: '' };
}

/** Reads the pack test at `index` into the form's fields and rows. */
export function readPackTest(text: string, index: number | null): PackTestView {
  const e = entityAt(text, index);
  return {
    id: str(e['id']),
    name: displayText(e['name']),
    description: displayText(e['description']),
    mode: str(e['mode']),
    seats: typeof e['seats'] === 'number' ? e['seats'] : null,
    seed: str(e['seed']),
    hasLayout: isObject(e['layout']),
    answers: list(e['answers']).map((step, at) => {
      const answers = Array.isArray(step) ? step.map(answerOf) : [answerOf(step)];
      return { at, answers, words: answers.map((a) => `${a.seat || '?'} answers ${a.option || '?'}`).join('; ') };
    }),
    expectations: list(e['expect']).map((x, at) => ({
      at,
      kind: isObject(x) ? str(x['expect']) : '',
      words: describeExpectation(x),
    })),
  };
}

const cellWords = (c: unknown): string =>
  Array.isArray(c) && c.length === 2 ? `row ${String(c[0])}, column ${String(c[1])}` : JSON.stringify(c);

/** An expectation in words, e.g. "alice is eliminated" or "counter round is 3". */
export function describeExpectation(x: unknown): string {
  if (!isObject(x)) return 'An unreadable expectation';
  const after = typeof x['after'] === 'number' ? `After answer ${x['after']}: ` : '';
  const seat = typeof x['seat'] === 'string' ? ` of ${x['seat']}` : '';
  let words: string;
  switch (x['expect']) {
    case 'outcome':
      words = `the game ends with outcome ${str(x['outcome'])}`;
      break;
    case 'counter':
      words = `counter ${str(x['counter'])}${seat} is ${str(x['equals'])}`;
      break;
    case 'figure': {
      const parts: string[] = [];
      if (x['eliminated'] === true) parts.push('is eliminated');
      if (x['eliminated'] === false) parts.push('is not eliminated');
      if (x['cell'] !== undefined) parts.push(`stands on ${cellWords(x['cell'])}`);
      if (typeof x['zone'] === 'string') parts.push(`is in zone ${x['zone']}`);
      if (isObject(x['vars']))
        parts.push(...Object.entries(x['vars']).map(([k, v]) => `has ${k} = ${JSON.stringify(v)}`));
      words = `${str(x['character'])} ${parts.length ? parts.join(' and ') : 'is in play'}`;
      break;
    }
    case 'event': {
      const count = typeof x['count'] === 'number' ? x['count'] : null;
      const times = count === null ? 'happens' : count === 0 ? 'never happens' : `happens ${count} time(s)`;
      const who = typeof x['character'] === 'string' ? ` to ${x['character']}` : '';
      words = `event ${str(x['type'])}${who} ${times}`;
      break;
    }
    case 'marker':
      words = `marker ${str(x['marker'])} is ${x['present'] === false ? 'not ' : ''}on ${cellWords(x['cell'])}`;
      break;
    case 'room':
      words = `the room on ${cellWords(x['cell'])} is ${str(x['room']) || 'checked'}`;
      break;
    case 'pending': {
      const options = list(x['options']).map(str);
      words = `${str(x['seat'])} decides next${options.length ? `, offered ${options.join(', ')}` : ''}`;
      break;
    }
    case 'flag':
      words = `flag ${str(x['flag'])} is ${x['up'] === false ? 'down' : 'up'}`;
      break;
    case 'condition':
      words = 'a condition holds';
      break;
    case 'view':
      words = `what ${str(x['seat']) || 'a seat'} sees is checked`;
      break;
    default:
      words = `an expectation of kind ${str(x['expect']) || '?'}`;
  }
  const sentence = `${after}${words}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The file's text with the value at `path` (in the test at `index`) set; undefined removes it. */
export function writeValue(text: string, index: number | null, path: JSONPath, value: unknown): string {
  return applyEdits(text, modify(text, [...base(index), ...path], value, format));
}

/** The file's text with `seats` set to `n` (not a whole number ≥ 1: unchanged). */
export function writeSeats(text: string, index: number | null, n: number): string {
  return Number.isInteger(n) && n >= 1 ? writeValue(text, index, ['seats'], n) : text;
}

/** The file's text with `seed` set from what was typed: a whole number, a text seed, or (empty) removed. */
export function writeSeed(text: string, index: number | null, raw: string): string {
  const t = raw.trim();
  const value = t === '' ? undefined : /^-?\d+$/.test(t) ? Number(t) : t;
  return writeValue(text, index, ['seed'], value);
}

/** The file's text without item `at` of list `key` (`answers` or `expect`). */
export function removeItem(text: string, index: number | null, key: 'answers' | 'expect', at: number): string {
  const items = list(entityAt(text, index)[key]);
  if (at < 0 || at >= items.length) return text;
  return writeValue(text, index, [key, at], undefined);
}

/** The file's text with item `at` of list `key` swapped with its neighbour `at + by` (±1). */
export function moveItem(text: string, index: number | null, key: 'answers' | 'expect', at: number, by: -1 | 1) {
  const items = list(entityAt(text, index)[key]);
  const to = at + by;
  if (at < 0 || to < 0 || at >= items.length || to >= items.length) return text;
  const once = writeValue(text, index, [key, at], items[to]);
  return writeValue(once, index, [key, to], items[at]);
}

/** The file's text with `item` appended to list `key` (the list is created if missing). */
export function appendItem(text: string, index: number | null, key: 'answers' | 'expect', item: unknown): string {
  const items = entityAt(text, index)[key];
  if (!Array.isArray(items)) return writeValue(text, index, [key], [item]);
  return applyEdits(
    text,
    modify(text, [...base(index), key, items.length], item, { ...format, isArrayInsertion: true }),
  );
}

/** A seat id as the schema accepts it. */
export const SEAT = /^s[0-9]+$/;

/** The file's text with the answer `seat` → `option` appended (a bad seat or empty option: unchanged). */
export function addAnswer(text: string, index: number | null, seat: string, option: string): string {
  if (!SEAT.test(seat) || option.trim() === '') return text;
  return appendItem(text, index, 'answers', { seat, option: option.trim() });
}

/** The kinds of expectation the form adds, with their labels. */
export const EXPECTATION_KINDS = [
  { kind: 'outcome', label: 'The game ends with an outcome' },
  { kind: 'counter', label: 'A counter has a value' },
  { kind: 'figure-at', label: 'A character stands on a cell' },
  { kind: 'eliminated', label: 'A character is (not) eliminated' },
  { kind: 'event', label: 'An event happens (a number of times)' },
  { kind: 'flag', label: 'A flag is up' },
] as const;
export type ExpectationKind = (typeof EXPECTATION_KINDS)[number]['kind'];

const whole = (s: string | undefined): number | null =>
  s !== undefined && /^-?\d+$/.test(s.trim()) ? Number(s) : null;

/**
 * The expectation the add row describes, from its typed fields, or a sentence saying what is missing.
 * Fields: `outcome`; `counter`, `value`, `seat`; `character`, `row`, `column`; `character`, `eliminated`
 * ("yes"/"no"); `type`, `count`; `flag`.
 */
export function expectationFrom(kind: ExpectationKind, f: Readonly<Record<string, string>>): Json | string {
  const t = (k: string) => (f[k] ?? '').trim();
  switch (kind) {
    case 'outcome':
      return t('outcome') ? { expect: 'outcome', outcome: t('outcome') } : 'Name the outcome, e.g. win.';
    case 'counter': {
      const value = whole(f['value']);
      if (!t('counter') || value === null) return 'Name the counter and give a whole number.';
      if (t('seat') && !SEAT.test(t('seat'))) return 'A seat is s0, s1…';
      return { expect: 'counter', counter: t('counter'), ...(t('seat') ? { seat: t('seat') } : {}), equals: value };
    }
    case 'figure-at': {
      const row = whole(f['row']);
      const column = whole(f['column']);
      if (!t('character') || row === null || column === null || row < 0 || column < 0)
        return 'Name the character and give its row and column (from 0).';
      return { expect: 'figure', character: t('character'), cell: [row, column] };
    }
    case 'eliminated':
      return t('character')
        ? { expect: 'figure', character: t('character'), eliminated: t('eliminated') !== 'no' }
        : 'Name the character.';
    case 'event': {
      const count = t('count') === '' ? null : whole(f['count']);
      if (!t('type') || (t('count') !== '' && (count === null || count < 0)))
        return 'Name the event type; the count, if given, is a whole number.';
      return { expect: 'event', type: t('type'), ...(count === null ? {} : { count }) };
    }
    case 'flag':
      return t('flag') ? { expect: 'flag', flag: t('flag') } : 'Name the flag.';
  }
}

/** A mode the test may name: the reference as the file writes it, and its seat range. */
export interface ModeChoice {
  ref: string;
  label: string;
  minSeats: number;
  maxSeats: number;
}

/**
 * The modes of `packs` a test of pack `packId` may name: its own pack's by plain id, the others'
 * qualified (`pack:id`), its own first. The test's current `mode` keeps its spelling; if none of them, it comes first.
 */
export function modeChoices(
  packs: ReadonlyArray<{ id: string; files: Record<string, string> }>,
  packId: string,
  current: string,
  find?: ModeFinder,
): ModeChoice[] {
  const out: ModeChoice[] = [];
  const ordered = [...packs].sort((a, b) => Number(b.id === packId) - Number(a.id === packId));
  for (const pack of ordered)
    for (const [path, text] of Object.entries(pack.files)) {
      if (path === 'pack.json' || !text.includes('"mode"')) continue;
      const value: unknown = parse(text, [], { allowTrailingComma: true });
      for (const m of Array.isArray(value) ? value : [value]) {
        if (!isObject(m) || m['kind'] !== 'mode' || typeof m['id'] !== 'string') continue;
        const info = modeInfo(JSON.stringify(m), find, pack.id);
        const ref = pack.id === packId ? m['id'] : `${pack.id}:${m['id']}`;
        const name = displayText(m['name']);
        out.push({
          ref,
          label: name ? `${name} (${ref})` : ref,
          minSeats: info?.minSeats ?? 1,
          maxSeats: info?.maxSeats ?? 6,
        });
      }
    }
  const same = (a: string, b: string) => a === b || a === `${packId}:${b}` || b === `${packId}:${a}`;
  const found = out.findIndex((c) => same(c.ref, current));
  const hit = out[found];
  if (hit) out[found] = { ...hit, ref: current, label: hit.label.replace(hit.ref, current) };
  else if (current) out.unshift({ ref: current, label: `${current} (not found)`, minSeats: 1, maxSeats: 6 });
  return out;
}
