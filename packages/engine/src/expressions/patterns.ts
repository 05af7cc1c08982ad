// Board conditions: a small pattern of cells matched on a grid (turned as allowed), the number
// of different values among items, and the condition a definition carries (a puzzle card's).
import type { ExpressionHandler } from '../ruleset/handlers.ts';
import type { Expr, Sel } from '../ruleset/types.ts';
import type { Bindings } from '../state/types.ts';
import { componentOf, gridPlace } from '../runtime/table.ts';
import { truthy } from '../runtime/values.ts';
import { scratch } from '../selectors/lists.ts';
import { IT } from '../state/slots.ts';

type Offset = [number, number];
interface PatternCell {
  at: Offset;
  where: Expr | null;
  /** Cells with the same test (same JSON) share this number, so mirrored placements are recognised. */
  test: number;
}

/** The turns of an offset a pattern may take: fixed (1), the four quarter turns, or those and their mirrors. */
export function orientations(orient: string): Array<(o: Offset) => Offset> {
  const turns: Array<(o: Offset) => Offset> = [
    ([r, c]) => [r, c],
    ([r, c]) => [c, -r],
    ([r, c]) => [-r, -c],
    ([r, c]) => [-c, r],
  ];
  if (orient === 'rotate') return turns;
  if (orient === 'rotate-reflect') return [...turns, ...turns.map((t) => (o: Offset) => t([o[0], -o[1]]))];
  return turns.slice(0, 1);
}

/**
 * The placements of a pattern to try: each orientation's cells (offsets turned), without
 * duplicates (a one-cell pattern turned by a mirror covers the same cell as a quarter turn).
 * With `centre` (an absolute pattern on a grid of that size) the turns are about the grid's centre.
 */
function placements(cells: PatternCell[], orient: string, centre?: { rows: number; cols: number }): PatternCell[][] {
  const seen = new Set<string>();
  const out: PatternCell[][] = [];
  // About the centre: doubled coordinates relative to it stay whole on grids of even size.
  const cr = centre ? centre.rows - 1 : 0;
  const cc = centre ? centre.cols - 1 : 0;
  for (const turn of orientations(orient)) {
    const placed = cells.map((cell) => {
      if (!centre) return { ...cell, at: turn(cell.at) };
      const [r, c] = turn([2 * cell.at[0] - cr, 2 * cell.at[1] - cc]);
      return { ...cell, at: [(r + cr) / 2, (c + cc) / 2] as Offset };
    });
    const key = placed
      .map((p) => `${p.at[0]},${p.at[1]}:${p.test}`)
      .sort()
      .join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(placed);
  }
  return out;
}

/** `grid-pattern`: how many placements of a pattern hold on a grid (around an anchor, or absolute). */
export const gridPattern: ExpressionHandler = {
  op: 'grid-pattern',
  compile: (a, cx, path) => {
    const anchor = a.anchor === undefined ? null : cx.selector(a.anchor, `${path}/anchor`);
    const zone = a.zone === undefined ? null : cx.zone(a.zone, `${path}/zone`);
    if (!anchor && !zone) cx.error(path, 'grid-pattern needs an anchor or a zone');
    const tests = new Map<string, number>();
    const raw = Array.isArray(a.cells) ? a.cells : [];
    const cells: PatternCell[] = raw.slice(0, 25).map((cell, i) => {
      const c = (cell ?? {}) as { at?: unknown; where?: unknown };
      const at = Array.isArray(c.at) ? c.at : [0, 0];
      const json = JSON.stringify(c.where ?? null);
      if (!tests.has(json)) tests.set(json, tests.size);
      return {
        at: [Number(at[0]) || 0, Number(at[1]) || 0],
        where: c.where === undefined ? null : cx.expr(c.where, `${path}/cells/${i}/where`),
        test: tests.get(json) as number,
      };
    });
    const orient = typeof a.orient === 'string' ? a.orient : 'fixed';
    const any = a.match === 'any';
    const relative = placements(cells, orient);
    // Absolute placements depend on the grid's size only: made once per size.
    const absolute = new Map<string, PatternCell[][]>();
    return (rt, b) => {
      let gridId: string | undefined;
      let row0 = 0;
      let col0 = 0;
      if (anchor) {
        const first = anchor(rt, b)[0];
        const c = first === undefined ? null : componentOf(rt.s, first);
        const at = c === null ? null : gridPlace(rt.s, c);
        if (!at) return 0;
        gridId = at.zone;
        row0 = at.row;
        col0 = at.col;
      } else gridId = zone?.(rt, b);
      const grid = gridId === undefined ? undefined : rt.s.zones[gridId];
      if (!grid || grid.kind !== 'grid') return 0;
      let list = relative;
      if (!anchor) {
        const size = `${grid.rows}x${grid.cols}`;
        let made = absolute.get(size);
        if (!made) absolute.set(size, (made = placements(cells, orient, grid)));
        list = made;
      }
      const bb = scratch(b);
      let n = 0;
      for (const placed of list) {
        let hits = 0;
        for (const cell of placed) {
          const r = row0 + cell.at[0];
          const c = col0 + cell.at[1];
          let ok = false;
          if (Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < grid.rows && c < grid.cols) {
            const id = grid.cells[r * grid.cols + c];
            if (id) {
              bb[IT] = id;
              ok = cell.where === null || truthy(cell.where(rt, bb));
            }
          }
          if (ok) hits++;
          // all: one failing cell ends the placement; any: one holding cell is enough.
          if (any ? ok : !ok) break;
        }
        if (any ? hits > 0 : hits === placed.length) n++;
      }
      return n;
    };
  },
};

/** `distinct`: how many different values (definitions by default) the items have. */
export const distinct: ExpressionHandler = {
  op: 'distinct',
  compile: (a, cx, path) => {
    const of: Sel = cx.selector(a.of, `${path}/of`);
    const by = a.by === undefined ? null : cx.expr(a.by, `${path}/by`);
    return (rt, b) => {
      const values = new Set<unknown>();
      const bb = by ? scratch(b) : b;
      for (const id of of(rt, b)) {
        let v: unknown;
        if (by) {
          bb[IT] = id;
          v = by(rt, bb);
        } else v = rt.s.components[id]?.def ?? rt.s.pieces[id]?.def ?? null;
        if (v !== null && v !== undefined) values.add(v);
      }
      return values.size;
    };
  },
};

/** How deep condition-of may nest (a card whose condition names cards, …) before reading false. */
const MAX_CONDITION_DEPTH = 4;
let conditionDepth = 0;

/** `condition-of`: every item's definition carries a condition, and each holds (with extra bindings). */
export const conditionOf: ExpressionHandler = {
  op: 'condition-of',
  compile: (a, cx, path) => {
    const of = cx.selector(a.of, `${path}/of`);
    const extra: Array<[number, Sel]> = Object.entries(
      typeof a.with === 'object' && a.with !== null ? (a.with as Record<string, unknown>) : {},
    ).map(([name, sel]) => [cx.slot(name), cx.selector(sel, `${path}/with/${name}`)]);
    return (rt, b) => {
      const ids = of(rt, b);
      if (ids.length === 0 || conditionDepth >= MAX_CONDITION_DEPTH) return false;
      let bb: Bindings = b;
      if (extra.length > 0) {
        bb = b.slice();
        for (const [slot, sel] of extra) bb[slot] = sel(rt, b);
      }
      conditionDepth++;
      try {
        for (const id of ids) {
          const def = rt.s.components[id]?.def ?? rt.s.pieces[id]?.def;
          const condition = def === undefined ? undefined : rt.rs.defs[def]?.condition;
          if (!condition || !truthy(condition(rt, bb))) return false;
        }
        return true;
      } finally {
        conditionDepth--;
      }
    };
  },
};
