// Condition text generated from an expression, so a card's sentence cannot drift from what the
// engine checks (a puzzle card's condition, an ending, a `when`). Common expressions and
// selectors read as English phrases; anything else falls back to the compact form.
import { describeValue } from './describe.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const COMPARE: Record<string, string> = {
  eq: 'is',
  ne: 'is not',
  lt: 'is less than',
  le: 'is at most',
  gt: 'is more than',
  ge: 'is at least',
};
const ORIENT: Record<string, string> = {
  rotate: ', turned any quarter,',
  'rotate-reflect': ', turned or mirrored any way,',
};

/** A selector as a noun phrase: "the rooms next to room", "characters on …". */
export function describeSelector(sel: unknown, depth = 0): string {
  if (typeof sel === 'string') return sel;
  if (!isObject(sel) || depth > 6) return describeValue(sel);
  const d = (v: unknown) => describeSelector(v, depth + 1);
  const c = (v: unknown) => describeCondition(v, depth + 1);
  switch (sel['select']) {
    case 'adjacent':
      return `the rooms next to ${d(sel['of'])}`;
    case 'line':
      return `the rooms in the ${sel['axis'] === 'col' ? 'column' : 'row'} of ${d(sel['of'])}`;
    case 'filter':
      return `${d(sel['from'])} where ${c(sel['where'])}`;
    case 'except':
      return `${d(sel['from'])} other than ${d(sel['remove'])}`;
    case 'location':
      return `the room of ${d(sel['of'])}`;
    case 'pieces': {
      const kind = sel['kind'] === 'character' ? 'characters' : 'pieces';
      const on = sel['on'] === undefined ? '' : ` in ${d(sel['on'])}`;
      const where = sel['where'] === undefined ? '' : ` where ${c(sel['where'])}`;
      return `${kind}${on}${where}`;
    }
    case 'components': {
      const what = typeof sel['def'] === 'string' ? String(sel['def']) : 'components';
      return sel['zone'] === undefined ? what : `${what} in ${describeValue(sel['zone'])}`;
    }
    default:
      return describeValue(sel);
  }
}

/** One cell of a grid pattern: "(-1, 0): it is face up and …". */
function describeCell(cell: unknown, depth: number): string {
  if (!isObject(cell)) return describeValue(cell);
  const at = Array.isArray(cell['at']) ? `(${cell['at'].join(', ')})` : '?';
  return cell['where'] === undefined
    ? `a room at ${at}`
    : `at ${at} a room where ${describeCondition(cell['where'], depth + 1)}`;
}

/** An expression or condition as an English phrase. */
export function describeCondition(expr: unknown, depth = 0): string {
  if (typeof expr === 'string') return `"${expr}"`;
  if (!isObject(expr) || depth > 8) return describeValue(expr);
  const e = (v: unknown) => describeCondition(v, depth + 1);
  const s = (v: unknown) => describeSelector(v, depth + 1);
  const op = String(expr['op']);
  const args = Array.isArray(expr['args']) ? expr['args'] : [];
  if (op in COMPARE) return `${e(expr['a'])} ${COMPARE[op]} ${e(expr['b'])}`;
  switch (op) {
    case 'and':
      return args.map(e).join(' and ');
    case 'or':
      return args.map(e).join(' or ');
    case 'not':
      return `not (${e(expr['arg'])})`;
    case 'count':
      return `the number of ${s(expr['of'])}`;
    case 'distinct':
      return expr['by'] === undefined
        ? `the number of different rooms among ${s(expr['of'])}`
        : `the number of different values of ${e(expr['by'])} among ${s(expr['of'])}`;
    case 'prop':
      return `the ${String(expr['name'])} of ${s(expr['of'])}`;
    case 'face-up':
      return `${s(expr['of'])} is face up`;
    case 'same':
      return `${s(expr['a'])} is ${s(expr['b'])}`;
    case 'in-region':
      return `${s(expr['of'])} is in region ${String(expr['region'])}`;
    case 'counter':
      return `counter ${String(expr['name'])}`;
    case 'grid-pattern': {
      const cells = Array.isArray(expr['cells']) ? expr['cells'] : [];
      const where =
        expr['anchor'] === undefined
          ? `on ${describeValue(expr['zone'])} (positions from the top-left)`
          : `around ${s(expr['anchor'])}`;
      const join = expr['match'] === 'any' ? ' or ' : ' and ';
      const orient = ORIENT[String(expr['orient'])] ?? '';
      return `the number of placements ${where}${orient} with ${cells.map((c) => describeCell(c, depth)).join(join)}`;
    }
    case 'condition-of':
      return `the conditions of ${s(expr['of'])} hold`;
    default:
      return describeValue(expr);
  }
}
