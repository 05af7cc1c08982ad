// `shift-line`: a row or column of a grid moves one step. The tile pushed past
// the edge wraps around, or leaves the grid when its leave-grid-on-shift
// modifier holds; every tile left in the line hears `shifted`. Fixed lines never move; a line moved this turn only moves
// the same way again. When the line or direction is open, the seat chooses.
import type { Frame, GridZone, Text } from '../state/types.ts';
import type { EffectHandler } from '../ruleset/handlers.ts';
import { ask } from '../runtime/decide.ts';
import { dispatch } from '../runtime/dispatch.ts';
import { leavesGrid } from '../runtime/modifiers.ts';
import { emit, pop, type Runtime } from '../runtime/runtime.ts';
import { componentOf, gridPlace, zoneDecl } from '../runtime/table.ts';

type Axis = 'row' | 'col';

/** Shifts line `index` of a grid one step (dir 1 = right/down, -1 = left/up). */
export function shift(rt: Runtime, zoneId: string, axis: Axis, index: number, dir: 1 | -1): void {
  const s = rt.s;
  const grid = s.zones[zoneId] as GridZone;
  const n = axis === 'row' ? grid.cols : grid.rows;
  const pos = (k: number) => (axis === 'row' ? index * grid.cols + k : k * grid.cols + index);
  const ids = Array.from({ length: n }, (_, k) => grid.cells[pos(k)] ?? null);
  const edge = ids[dir === 1 ? n - 1 : 0] ?? null;
  const leaving = edge !== null && leavesGrid(rt, edge);
  for (let k = 0; k < n; k++) {
    const id = ids[(k - dir + n) % n] ?? null;
    const value = id === edge && leaving ? null : id;
    grid.cells[pos(k)] = value;
    if (value !== null) (s.components[value] as { location: unknown }).location = { zone: zoneId, cell: pos(k) };
  }
  grid.locks[`${axis === 'row' ? 'r' : 'c'}${index}`] = dir;
  emit(rt, {
    type: 'line-shifted',
    data: { zone: zoneId, axis, index, dir },
    text: `${axis} ${index} of ${zoneId} shifts`,
  });
  // Every tile still in the moved line hears `shifted`; left-grid's effects, pushed after, run first.
  for (let k = n - 1; k >= 0; k--) {
    const id = grid.cells[pos(k)];
    if (id) dispatch(rt, 'shifted', { self: id, zone: zoneId }, { component: id }, { zone: zoneId });
  }
  if (leaving && edge !== null) {
    (s.components[edge] as { location: unknown }).location = null;
    emit(rt, { type: 'left-grid', component: edge, text: `${edge} leaves ${zoneId}` });
    dispatch(rt, 'left-grid', { self: edge }, { component: edge });
  }
}

/** The shifts allowed now, as option ids shift:<axis>:<index>:<forward|back>. */
export function allowedShifts(
  rt: Runtime,
  zoneId: string,
  through: string | null,
  axes: Axis[],
  dirs: Array<1 | -1>,
  only: number | null = null,
): string[] {
  const grid = rt.s.zones[zoneId];
  const decl = zoneDecl(rt.mode, zoneId);
  if (!grid || grid.kind !== 'grid') return [];
  const at = through === null ? null : gridPlace(rt.s, through);
  if (through !== null && (!at || at.zone !== zoneId)) return [];
  const out: string[] = [];
  for (const axis of axes) {
    const fixed = axis === 'row' ? (decl?.fixedRows ?? []) : (decl?.fixedCols ?? []);
    const lines = at
      ? [axis === 'row' ? at.row : at.col]
      : Array.from({ length: axis === 'row' ? grid.rows : grid.cols }, (_, i) => i);
    for (const i of lines) {
      if (fixed.includes(i) || (only !== null && i !== only)) continue;
      const lock = grid.locks[`${axis === 'row' ? 'r' : 'c'}${i}`];
      for (const d of dirs)
        if (lock === undefined || lock === d) out.push(`shift:${axis}:${i}:${d === 1 ? 'forward' : 'back'}`);
    }
  }
  return out;
}

/** Handler of `do: shift-line`. */
export const shiftLine: EffectHandler = {
  do: 'shift-line',
  compile: (a, cx, path) => {
    const zone = cx.zone(a.zone, `${path}/zone`);
    const through = a.through === undefined ? null : cx.selector(a.through, `${path}/through`);
    const axes: Axis[] = a.axis === 'row' ? ['row'] : a.axis === 'col' ? ['col'] : ['row', 'col'];
    const dirs: Array<1 | -1> = a.direction === 'forward' ? [1] : a.direction === 'back' ? [-1] : [1, -1];
    const line = a.line === undefined ? null : cx.expr(a.line, `${path}/line`);
    const seatOf = cx.selector(a.seat ?? 'seat', `${path}/seat`);
    const prompt = (a.prompt ?? 'Shift which line, which way?') as Text;
    const settle = (rt: Runtime, f: Frame, option: string) => {
      pop(rt);
      const [, axis, index, dir] = option.split(':');
      if (axis !== 'row' && axis !== 'col') return;
      shift(rt, zone(rt, f.b), axis, Number(index), dir === 'forward' ? 1 : -1);
    };
    const seatFor = (rt: Runtime, f: Frame) => seatOf(rt, f.b)[0] ?? null;
    return cx.node(path, {
      step: (rt, f) => {
        const zoneId = zone(rt, f.b);
        const anchor = through ? (through(rt, f.b)[0] ?? null) : null;
        const component = anchor === null ? null : componentOf(rt.s, anchor);
        if (through && component === null) return pop(rt);
        const only = line ? Number(line(rt, f.b)) : null;
        const ids = allowedShifts(rt, zoneId, component, axes, dirs, only);
        if (ids.length === 0) return pop(rt);
        const options = ids.map((id) => {
          const [, axis, index, dir] = id.split(':');
          const way = axis === 'row' ? (dir === 'forward' ? 'right' : 'left') : dir === 'forward' ? 'down' : 'up';
          return { id, label: `${axis} ${Number(index) + 1} ${way}` };
        });
        const picked = ask(rt, seatFor(rt, f), prompt, options);
        if (picked !== null) settle(rt, f, picked);
      },
      resume: (rt, f, answers) => settle(rt, f, answers[seatFor(rt, f) ?? ''] ?? ''),
    });
  },
};
