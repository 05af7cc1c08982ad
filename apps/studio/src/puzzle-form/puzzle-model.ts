// The Puzzle card form's view of a puzzle card file and its way back: the
// board condition's grid pattern read as cells of a small grid (each with what
// its position requires), and each click written back into the JSON text as a
// minimal edit, so the author's formatting and the rest of the file stay.
import { applyEdits, modify, parse, type JSONPath } from 'jsonc-parser';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2 } } as const;

/** The schema's bounds on a grid pattern (puzzle-card and expression schemas). */
export const MAX_CELLS = 25;
export const MAX_OFFSET = 63;

/** What one position of the pattern requires. */
export type Requirement =
  | { kind: 'room' }
  | { kind: 'face-up' }
  | { kind: 'colour'; colour: string }
  | { kind: 'room-kind'; def: string }
  | { kind: 'crossed' }
  | { kind: 'custom'; where: unknown };

/** One cell of the pattern: its offset ([row, column]) and requirement. */
export interface PatternCell {
  at: [number, number];
  req: Requirement;
}

/** The grid pattern of a card's condition, where it sits in the file. */
export interface PuzzlePattern {
  /** JSON path of the grid-pattern expression. */
  path: JSONPath;
  /** Positions of the complex (top-left origin) rather than offsets from the tested room. */
  absolute: boolean;
  cells: PatternCell[];
}

/** Whether the text is one puzzle card. */
export function isPuzzleCard(text: string): boolean {
  const v: unknown = parse(text, [], { allowTrailingComma: true });
  return isObj(v) && v['kind'] === 'puzzle-card';
}

/** The card as parsed (an empty object when it is not one). */
export function cardOf(text: string): Obj {
  const v: unknown = parse(text, [], { allowTrailingComma: true });
  return isObj(v) ? v : {};
}

/** Path of the first grid-pattern expression under `node` (depth first), or null. */
function findPattern(node: unknown, path: JSONPath): JSONPath | null {
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const found = findPattern(node[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (!isObj(node)) return null;
  if (node['op'] === 'grid-pattern') return path;
  for (const [k, v] of Object.entries(node)) {
    const found = findPattern(v, [...path, k]);
    if (found) return found;
  }
  return null;
}

const at = (v: unknown, path: JSONPath): unknown =>
  path.reduce<unknown>((o, k) => (Array.isArray(o) || isObj(o) ? (o as Record<string, unknown>)[k] : undefined), v);

const isIt = (v: unknown) => v === 'it';

/** The requirement a cell's `where` expresses (custom when the builder did not write it). */
export function requirementOf(where: unknown, absolute: boolean): Requirement {
  if (where === undefined) return { kind: 'room' };
  if (isObj(where)) {
    if (where['op'] === 'same' && isIt(where['a']) && where['b'] === 'room' && absolute) return { kind: 'crossed' };
    if (where['op'] === 'face-up' && isIt(where['of'])) return { kind: 'face-up' };
    const args = where['args'];
    if (where['op'] === 'and' && Array.isArray(args) && args.length === 2) {
      const [up, eq] = args as unknown[];
      if (isObj(up) && up['op'] === 'face-up' && isIt(up['of']) && isObj(eq) && eq['op'] === 'is' && isIt(eq['of']))
        if (typeof eq['def'] === 'string') return { kind: 'room-kind', def: eq['def'] };
      if (
        isObj(up) &&
        up['op'] === 'face-up' &&
        isIt(up['of']) &&
        isObj(eq) &&
        eq['op'] === 'eq' &&
        isObj(eq['a']) &&
        eq['a']['op'] === 'prop' &&
        isIt(eq['a']['of']) &&
        eq['a']['name'] === 'colour' &&
        typeof eq['b'] === 'string'
      )
        return { kind: 'colour', colour: eq['b'] };
    }
  }
  return { kind: 'custom', where };
}

/** The `where` written for a requirement (undefined: any room there). */
export function whereOf(req: Requirement): unknown {
  switch (req.kind) {
    case 'room':
      return undefined;
    case 'face-up':
      return { op: 'face-up', of: 'it' };
    case 'colour':
      return {
        op: 'and',
        args: [
          { op: 'face-up', of: 'it' },
          { op: 'eq', a: { op: 'prop', of: 'it', name: 'colour' }, b: req.colour },
        ],
      };
    case 'room-kind':
      return {
        op: 'and',
        args: [
          { op: 'face-up', of: 'it' },
          { op: 'is', of: 'it', def: req.def },
        ],
      };
    case 'crossed':
      return { op: 'same', a: 'it', b: 'room' };
    case 'custom':
      return req.where;
  }
}

/** Whether two requirements are the same. */
export function sameRequirement(a: Requirement, b: Requirement): boolean {
  return JSON.stringify(whereOf(a)) === JSON.stringify(whereOf(b)) && a.kind === b.kind;
}

/** The card's grid pattern, or null when its condition has none. */
export function readPattern(text: string): PuzzlePattern | null {
  const card = cardOf(text);
  const path = findPattern(card['condition'], ['condition']);
  if (!path) return null;
  const node = at(card, path) as Obj;
  const absolute = node['anchor'] === undefined;
  const raw = Array.isArray(node['cells']) ? (node['cells'] as unknown[]) : [];
  const cells = raw.flatMap((c): PatternCell[] => {
    if (!isObj(c) || !Array.isArray(c['at'])) return [];
    const [r, col] = c['at'] as unknown[];
    if (typeof r !== 'number' || typeof col !== 'number') return [];
    return [{ at: [r, col], req: requirementOf(c['where'], absolute) }];
  });
  return { path, absolute, cells };
}

/** Why a cell may not be set so, or null: the schema's bounds on a pattern. */
export function cellProblem(pattern: PuzzlePattern, pos: [number, number], req: Requirement | null): string | null {
  if (pos.some((n) => !Number.isInteger(n) || Math.abs(n) > MAX_OFFSET))
    return `Positions run from -${MAX_OFFSET} to ${MAX_OFFSET}.`;
  if (pattern.absolute && pos.some((n) => n < 0)) return 'Positions of the complex start at 0.';
  const present = pattern.cells.some((c) => c.at[0] === pos[0] && c.at[1] === pos[1]);
  if (req === null && present && pattern.cells.length === 1) return 'A pattern keeps at least one cell.';
  if (req !== null && !present && pattern.cells.length >= MAX_CELLS) return `A pattern has at most ${MAX_CELLS} cells.`;
  return null;
}

/**
 * The file's text with the pattern's cell at `pos` set to `req` (null removes it). A crossed-out
 * card's `crossed` list is rewritten beside it, as the schema asks. Unchanged when out of bounds.
 */
export function writeCell(text: string, pos: [number, number], req: Requirement | null): string {
  const pattern = readPattern(text);
  if (!pattern || cellProblem(pattern, pos, req)) return text;
  const card = cardOf(text);
  const node = at(card, pattern.path) as Obj;
  const raw = Array.isArray(node['cells']) ? [...(node['cells'] as unknown[])] : [];
  const index = raw.findIndex(
    (c) => isObj(c) && Array.isArray(c['at']) && c['at'][0] === pos[0] && c['at'][1] === pos[1],
  );
  let next = text;
  if (req === null) {
    if (index < 0) return text;
    next = applyEdits(next, modify(next, [...pattern.path, 'cells', index], undefined, FORMAT));
  } else if (index >= 0) {
    // Only the test changes: the cell's `at` stays as written.
    next = applyEdits(next, modify(next, [...pattern.path, 'cells', index, 'where'], whereOf(req), FORMAT));
  } else {
    const where = whereOf(req);
    const cell = where === undefined ? { at: pos } : { at: pos, where };
    next = applyEdits(
      next,
      modify(next, [...pattern.path, 'cells', raw.length], cell, { ...FORMAT, isArrayInsertion: true }),
    );
  }
  if (card['family'] === 'crossed-out' && pattern.absolute) {
    const crossed = (readPattern(next)?.cells ?? []).filter((c) => c.req.kind === 'crossed').map((c) => c.at);
    next = applyEdits(next, modify(next, ['crossed'], crossed.length ? crossed : undefined, FORMAT));
  }
  return next;
}

/** The rows and columns the editor shows: the complex (0–4) or offsets about the room (-2–2), grown to hold every cell. */
export function bounds(pattern: PuzzlePattern): { rows: number[]; cols: number[] } {
  const lo = pattern.absolute ? 0 : -2;
  const hi = pattern.absolute ? 4 : 2;
  const span = (i: 0 | 1) => {
    const vs = pattern.cells.map((c) => c.at[i]);
    const from = Math.min(lo, ...vs);
    const to = Math.max(hi, ...vs);
    return Array.from({ length: to - from + 1 }, (_, k) => from + k);
  };
  return { rows: span(0), cols: span(1) };
}

/** A requirement's short label for a cell. */
export function requirementLabel(req: Requirement): string {
  switch (req.kind) {
    case 'room':
      return 'any room';
    case 'face-up':
      return 'face-up room';
    case 'colour':
      return `${req.colour} room`;
    case 'room-kind':
      return req.def;
    case 'crossed':
      return 'crossed out';
    case 'custom':
      return 'custom test';
  }
}

/** The rooms a card of pack `own` may name: its own by id, the other packs' as `<pack>:<id>` (files under rooms/). */
export function roomKinds(packs: readonly { id: string; files: Record<string, string> }[], own: string): string[] {
  const out: string[] = [];
  for (const pack of packs)
    for (const [path, text] of Object.entries(pack.files)) {
      if (!path.startsWith('rooms/')) continue;
      const v: unknown = parse(text, [], { allowTrailingComma: true });
      for (const room of Array.isArray(v) ? v : [v])
        if (isObj(room) && room['kind'] === 'room' && typeof room['id'] === 'string' && room['id'])
          out.push(pack.id === own ? room['id'] : `${pack.id}:${room['id']}`);
    }
  return [...new Set(out)].sort();
}

/** The card's text in English, else any language. */
export function textOf(v: unknown): string {
  if (typeof v === 'string') return v;
  if (!isObj(v)) return '';
  const en = v['en'];
  if (typeof en === 'string') return en;
  const first = Object.values(v).find((x) => typeof x === 'string');
  return typeof first === 'string' ? first : '';
}

/** The file's text with the card's name or printed text in English set (a language map keeps its other languages). */
export function writeText(text: string, field: 'name' | 'text', value: string): string {
  const current = cardOf(text)[field];
  if (isObj(current)) return applyEdits(text, modify(text, [field, 'en'], value, FORMAT));
  return applyEdits(text, modify(text, [field], value === '' && field === 'text' ? undefined : { en: value }, FORMAT));
}
