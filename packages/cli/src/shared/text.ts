// Text as content and the engine give it: a string, or translations by language.

/** Translatable text. */
export type Text = string | Readonly<Record<string, string | undefined>>;

/** The text in `lang`, else English, else the first translation there is. */
export function textOf(text: Text | undefined, lang = 'en'): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[lang] ?? text.en ?? Object.values(text)[0] ?? '';
}
