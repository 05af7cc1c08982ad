// A mode read for its form: each composition's lines and live counts per
// colour (rooms named by id take their definition's colour; colour picks
// their colour; tag picks and pools stay apart), the grid they fill, the
// turn count per number of characters, the setup steps and the endings in
// words. Edits are minimal JSON edits of the mode's text.
import { describeCondition, describeEffects, schemas } from '@roomsmith/schema';
import { applyEdits, modify, parse, type JSONPath } from 'jsonc-parser';
import type { Pack } from '../workspace/pack.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const format = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };
const text = (v: unknown): string =>
  typeof v === 'string' ? v : isObject(v) && typeof v['en'] === 'string' ? v['en'] : '';

/** Where the first mode of a file is (its JSON path) and its value, or null. */
export function modeAt(fileText: string): { path: JSONPath; mode: Json } | null {
  const value: unknown = parse(fileText, [], { allowTrailingComma: true });
  if (isObject(value) && value['kind'] === 'mode') return { path: [], mode: value };
  const i = list(value).findIndex((e) => isObject(e) && e['kind'] === 'mode');
  const found = list(value)[i];
  return i >= 0 && isObject(found) ? { path: [i], mode: found } : null;
}

/** One line of a composition, as the form shows it. */
export interface CompositionLine {
  /** What it deals: a room id, "any <colour>", "tag <tag>", or "pool of n". */
  label: string;
  /** The colour it counts under: a room's or a pick's; "pool" and "tag" lines have their own. */
  colour: string;
  count: number;
  setAside: boolean;
}

/** A composition with its lines and counts. */
export interface CompositionSummary {
  id: string;
  name: string;
  players: string;
  lines: CompositionLine[];
  /** The composition's rooms by colour (set-aside ones included: they join the grid later). */
  byColour: Record<string, number>;
  /** Its rooms in all, set-aside ones included (what should fill the grid). */
  total: number;
  /** How many of them are set aside first. */
  setAside: number;
}

/** A room colour lookup over packs: `pack:id`, or a plain id of `fromPack` (then any pack). */
export function roomColours(packs: readonly Pick<Pack, 'id' | 'files'>[], fromPack: string): (ref: string) => string {
  const colours = new Map<string, string>();
  for (const p of packs)
    for (const [path, fileText] of Object.entries(p.files)) {
      if (!path.endsWith('.json') || path === 'pack.json' || !fileText.includes('"room"')) continue;
      const value: unknown = parse(fileText, [], { allowTrailingComma: true });
      for (const e of Array.isArray(value) ? value : [value])
        if (isObject(e) && e['kind'] === 'room' && typeof e['id'] === 'string' && typeof e['colour'] === 'string')
          colours.set(`${p.id}:${e['id']}`, e['colour']);
    }
  return (ref) => {
    if (ref.includes(':')) return colours.get(ref) ?? 'unknown';
    const own = colours.get(`${fromPack}:${ref}`);
    if (own) return own;
    for (const [key, colour] of colours) if (key.endsWith(`:${ref}`)) return colour;
    return 'unknown';
  };
}

const range = (r: unknown): string => {
  if (!isObject(r)) return 'any';
  const [min, max] = [r['min'], r['max']];
  return min === max ? String(min) : `${String(min ?? '…')}–${String(max ?? '…')}`;
};

/** The compositions of a mode with their per-colour counts. */
export function compositions(mode: Json, colourOf: (ref: string) => string): CompositionSummary[] {
  const setup = isObject(mode['setup']) ? mode['setup'] : {};
  return list(setup['compositions'])
    .filter(isObject)
    .map((c) => {
      const lines = list(c['rooms'])
        .filter(isObject)
        .map((line): CompositionLine => {
          const count = typeof line['count'] === 'number' ? line['count'] : 1;
          const setAside = line['setAside'] === true;
          if (typeof line['room'] === 'string')
            return { label: line['room'], colour: colourOf(line['room']), count, setAside };
          if (Array.isArray(line['from'])) {
            const size = line['from']
              .filter(isObject)
              .reduce((n, r) => n + (typeof r['count'] === 'number' ? r['count'] : 1), 0);
            return { label: `drawn from a pool of ${size}`, colour: 'pool', count, setAside };
          }
          if (typeof line['colour'] === 'string')
            return {
              label: `any ${line['colour']}${line['tag'] ? ` tagged ${String(line['tag'])}` : ''}`,
              colour: line['colour'],
              count,
              setAside,
            };
          return { label: `tagged ${String(line['tag'] ?? '?')}`, colour: 'tag', count, setAside };
        });
      const byColour: Record<string, number> = {};
      for (const l of lines) byColour[l.colour] = (byColour[l.colour] ?? 0) + l.count;
      return {
        id: typeof c['id'] === 'string' ? c['id'] : '',
        name: text(c['name']),
        players: range(c['players']),
        lines,
        byColour,
        total: lines.reduce((n, l) => n + l.count, 0),
        setAside: lines.filter((l) => l.setAside).reduce((n, l) => n + l.count, 0),
      };
    });
}

/** The cells of the grid a mode's compositions fill (its first grid zone), or null. */
export function gridCells(mode: Json): number | null {
  const grid = list(mode['zones'])
    .filter(isObject)
    .find((z) => z['kind'] === 'grid');
  return grid && typeof grid['rows'] === 'number' && typeof grid['cols'] === 'number'
    ? grid['rows'] * grid['cols']
    : null;
}

/** The turn count per number of characters. */
export function turnLines(mode: Json): Array<{ characters: string; turns: number }> {
  const setup = isObject(mode['setup']) ? mode['setup'] : {};
  return list(setup['turns'])
    .filter(isObject)
    .map((t) => ({ characters: range(t['characters']), turns: typeof t['turns'] === 'number' ? t['turns'] : 0 }));
}

/** The setup steps, each in words. */
export function setupSteps(mode: Json): string[] {
  const setup = isObject(mode['setup']) ? mode['setup'] : {};
  return list(setup['steps']).map((s) => describeEffects(schemas, s));
}

/** The endings: outcome, text and when they hold, in words. */
export function endings(mode: Json): Array<{ outcome: string; text: string; when: string }> {
  return list(mode['endings'])
    .filter(isObject)
    .map((e) => ({
      outcome: typeof e['outcome'] === 'string' ? e['outcome'] : '',
      text: text(e['text']),
      when: e['when'] === undefined ? '' : describeCondition(e['when']),
    }));
}

/** Sets one number in the mode at `path` below it (a line's count, a turn count), as a minimal edit. */
export function setNumber(fileText: string, modePath: JSONPath, path: JSONPath, value: number): string {
  if (!Number.isInteger(value) || value < 1) return fileText;
  return applyEdits(fileText, modify(fileText, [...modePath, ...path], value, format));
}

/** Removes the item at `path` below the mode (a composition line, a setup step, an ending), as a minimal edit. */
export function removeItem(fileText: string, modePath: JSONPath, path: JSONPath): string {
  const value = valueAt(fileText, [...modePath, ...path]);
  if (value === undefined) return fileText;
  return applyEdits(fileText, modify(fileText, [...modePath, ...path], undefined, format));
}

/** Moves the item at index `from` of the list at `path` below the mode by `by` places (−1 up, 1 down); unchanged at an end. */
export function moveItem(fileText: string, modePath: JSONPath, path: JSONPath, from: number, by: -1 | 1): string {
  const items = valueAt(fileText, [...modePath, ...path]);
  const to = from + by;
  if (!Array.isArray(items) || from < 0 || from >= items.length || to < 0 || to >= items.length) return fileText;
  const moved = [...(items as unknown[])];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item);
  // The two items trade places: two minimal edits, the rest of the list untouched.
  let next = applyEdits(fileText, modify(fileText, [...modePath, ...path, from], moved[from], format));
  next = applyEdits(next, modify(next, [...modePath, ...path, to], moved[to], format));
  return next;
}

function valueAt(fileText: string, path: JSONPath): unknown {
  let value: unknown = parse(fileText);
  for (const key of path) {
    if (Array.isArray(value) && typeof key === 'number') value = value[key];
    else if (isObject(value) && typeof key === 'string') value = value[key];
    else return undefined;
  }
  return value;
}

/** Where a mode's own setup steps and endings are written, or null where the form must not add them. */
export interface ModeLists {
  /** The setup steps' list below the mode; null when the setup comes whole from a base (a step written here would replace it all). */
  steps: JSONPath | null;
  /** The endings' list below the mode: its own `endings`, or `amend.endings.append` on top of a base's. */
  endings: JSONPath;
  /** Whether the endings are added to a base's (`amend`), not the mode's whole list. */
  amendsEndings: boolean;
}

/** Where the form adds setup steps and endings to `mode`, keeping what a base mode gives. */
export function modeLists(mode: Json): ModeLists {
  const extending = typeof mode['extends'] === 'string';
  const ownEndings = Array.isArray(mode['endings']) || !extending;
  return {
    steps: isObject(mode['setup']) || !extending ? ['setup', 'steps'] : null,
    endings: ownEndings ? ['endings'] : ['amend', 'endings', 'append'],
    amendsEndings: !ownEndings,
  };
}
