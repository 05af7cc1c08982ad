// The character and card forms' view of a file and its way back. Like the room form's model:
// values are read from the JSON text (tolerating half-typed JSON) and every change is a minimal
// edit of that text, so the author's formatting and the rest of the file stay as they were.
import { describeBehaviour, describeEffects, schemas } from '@roomsmith/schema';
import { applyEdits, modify, parse, type JSONPath } from 'jsonc-parser';
import { displayText } from '../workspace/manifest.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const format = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };

/** The entities of `kind` in a file: their position (null for a single entity) and id. */
export function entitiesIn(text: string, kind: string): Array<{ index: number | null; id: string }> {
  const value: unknown = parse(text, [], { allowTrailingComma: true });
  const all = Array.isArray(value) ? value.map((v, i) => [v, i] as const) : [[value, null] as const];
  return all.flatMap(([v, index]) =>
    isObject(v) && v['kind'] === kind ? [{ index, id: typeof v['id'] === 'string' ? v['id'] : '' }] : [],
  );
}

/** The entity at `index` (null: the file is one entity), or an empty object. */
export function entityAt(text: string, index: number | null): Json {
  const value: unknown = parse(text, [], { allowTrailingComma: true });
  const entity = index === null ? value : Array.isArray(value) ? value[index] : undefined;
  return isObject(entity) ? entity : {};
}

const base = (index: number | null): JSONPath => (index === null ? [] : [index]);

function valueAt(entity: unknown, path: JSONPath): unknown {
  let v = entity;
  for (const key of path) v = Array.isArray(v) ? v[key as number] : isObject(v) ? v[key as string] : undefined;
  return v;
}

/** A text field (a plain string, or a language map shown by its English entry) at `path` in the entity. */
export function readText(text: string, index: number | null, path: JSONPath): string {
  return displayText(valueAt(entityAt(text, index), path));
}

/**
 * The file's text with the text field at `path` set to `raw`: a language map keeps its map (the
 * English entry, or its first); an empty optional field is removed.
 */
export function writeText(text: string, index: number | null, path: JSONPath, raw: string, required = false): string {
  const before = valueAt(entityAt(text, index), path);
  let at = path;
  if (isObject(before))
    at = [...path, 'en' in before || Object.keys(before).length === 0 ? 'en' : (Object.keys(before)[0] ?? 'en')];
  const value = raw === '' && !required ? undefined : raw;
  return applyEdits(text, modify(text, [...base(index), ...at], value, format));
}

/** The starting kit: each entry's name and count, in file order. */
export function readKit(text: string, index: number | null): Array<{ name: string; count: number }> {
  const kit = entityAt(text, index)['kit'];
  return isObject(kit)
    ? Object.entries(kit).map(([name, count]) => ({ name, count: typeof count === 'number' ? count : 0 }))
    : [];
}

/** A kit entry's name as the schema accepts it (a letter, then letters, digits, - or _). */
export const KIT_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** The file's text with kit entry `name` set to `count` (NaN or a negative count changes nothing; null removes it). */
export function writeKit(text: string, index: number | null, name: string, count: number | null): string {
  if (!KIT_NAME.test(name) || (count !== null && (!Number.isInteger(count) || count < 0))) return text;
  const kit = entityAt(text, index)['kit'];
  if (count === null && isObject(kit) && Object.keys(kit).length === 1 && name in kit)
    return applyEdits(text, modify(text, [...base(index), 'kit'], undefined, format));
  return applyEdits(text, modify(text, [...base(index), 'kit', name], count ?? undefined, format));
}

/** One ability as the form shows it: its text, and the action carrying it out (with that action's effect list). */
export interface AbilityRow {
  /** Position in `abilities`. */
  at: number;
  id: string;
  /** The action's position in `actions`, when the ability names one the character defines. */
  action: number | null;
  /** The path of that action's effect list (`…/actions/<a>/do`). */
  effectsPath: JSONPath | null;
  /** The ability's behaviour in words, generated from its action's effects. */
  words: string;
}

/** The character's abilities, each joined to the action that carries it out. */
export function readAbilities(text: string, index: number | null): AbilityRow[] {
  const entity = entityAt(text, index);
  const actions = list(entity['actions']);
  return list(entity['abilities']).map((raw, at) => {
    const ability = isObject(raw) ? raw : {};
    const actionId = typeof ability['action'] === 'string' ? ability['action'] : '';
    const found = actionId ? actions.findIndex((a) => isObject(a) && a['id'] === actionId) : -1;
    const action = found >= 0 ? (actions[found] as Json) : null;
    return {
      at,
      id: typeof ability['id'] === 'string' ? ability['id'] : '',
      action: found >= 0 ? found : null,
      effectsPath: found >= 0 ? [...base(index), 'actions', found, 'do'] : null,
      words: action ? describeEffects(schemas, action['do']) : '',
    };
  });
}

/** Every line of generated effect text for an entity: its actions' effects, then its triggers and modifiers. */
export function effectText(entity: Json): string[] {
  const out: string[] = [];
  for (const a of list(entity['actions']))
    if (isObject(a)) {
      const name = displayText(a['name']) || String(a['id'] ?? 'action');
      out.push(`${name}: ${describeEffects(schemas, a['do'])}.`);
    }
  return [...out, ...describeBehaviour(schemas, entity)];
}
