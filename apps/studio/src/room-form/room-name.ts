// The room's name in several languages: read as a list of (language, text)
// and written back as a plain string when only English is set, as a language
// map otherwise, always as a minimal edit of the JSON text.
import { applyEdits, modify, parse, type JSONPath } from 'jsonc-parser';

/** One translation of the name. */
export interface NameEntry {
  lang: string;
  value: string;
}

/** A BCP-47 language code as the text schema accepts it ("en", "fr", "pt-BR"). */
export const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function roomAt(text: string, index: number | null): Json {
  const value: unknown = parse(text, [], { allowTrailingComma: true });
  const room = index === null ? value : Array.isArray(value) ? value[index] : undefined;
  return isObject(room) ? room : {};
}

/** The name's translations, English first (a plain string is English). */
export function readNames(text: string, index: number | null): NameEntry[] {
  const name = roomAt(text, index)['name'];
  if (!isObject(name)) return [{ lang: 'en', value: typeof name === 'string' ? name : '' }];
  const entries = Object.entries(name).map(([lang, v]) => ({ lang, value: typeof v === 'string' ? v : '' }));
  return entries.some((e) => e.lang === 'en') ? entries : [{ lang: 'en', value: '' }, ...entries];
}

/** The file's text with the name in `lang` set to `value` (empty removes a translation). */
export function writeName(text: string, index: number | null, lang: string, value: string): string {
  if (!LANGUAGE_CODE.test(lang)) return text;
  const before = roomAt(text, index)['name'];
  const map: Record<string, string> = Object.fromEntries(readNames(text, index).map((e) => [e.lang, e.value]));
  if (value === '' && lang !== 'en') delete map[lang];
  else map[lang] = value;
  if (lang === 'en' && value === '' && Object.keys(map).length > 1) delete map['en'];
  const keys = Object.keys(map);
  const after: string | Record<string, string> = keys.length === 1 && keys[0] === 'en' ? (map['en'] ?? '') : map;
  const base: JSONPath = [...(index === null ? [] : [index]), 'name'];
  let path = base;
  let next: unknown = after;
  if (isObject(before) && typeof after === 'object') {
    path = [...base, lang];
    next = lang in after ? after[lang] : undefined;
  }
  const options = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };
  return applyEdits(text, modify(text, path, next, options));
}
