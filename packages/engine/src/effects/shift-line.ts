// `shift-line`: a row or column of a grid moves one step. The tile pushed past
// the edge wraps around, or leaves the grid when its leave-grid-on-shift
// modifier holds; every tile left in the line hears `shifted`. Fixed lines never move; a line moved this turn only moves
// the same way again. When the line or direction is open, the seat chooses.
import type { DecisionOption, Frame, GridZone, Text } from '../state/types.ts';
import type { EffectHandler } from '../ruleset/handlers.ts';
import { ASK, choice, pend } from '../runtime/decide.ts';
import { dispatch, mayBeHeard } from '../runtime/dispatch.ts';
import { leavesGrid } from '../runtime/modifiers.ts';
import { emit, pop, type Runtime } from '../runtime/runtime.ts';
import { componentOf, gridPlace, zoneDecl } from '../runtime/table.ts';
import { selfSlots, selfZoneSlots } from '../state/slots.ts';
import { counted } from '../runtime/counted.ts';

const LINE_SHIFTED = counted('line-shifted');

type Axis = 'row' | 'col';

/** A shift of one line one step, as an option: its id, its label and what it does. */
interface ShiftOption {
  readonly id: string;
  readonly label: string;
  readonly axis: Axis;
  readonly index: number;
  readonly dir: 1 | -1;
}

// The strings of shifts and line locks, made once per line: shifts are offered every control action,
// and a template string per option and per lock was a top cost of the effect.
const SHIFTS: Record<Axis, ShiftOption[]> = { row: [], col: [] };
const LOCK_KEYS: Record<Axis, string[]> = { row: [], col: [] };

/** The option for shifting line `index` (dir 1 = right/down, -1 = left/up). */
function shiftOption(axis: Axis, index: number, dir: 1 | -1): ShiftOption {
  const at = index * 2 + (dir === 1 ? 0 : 1);
  let made = SHIFTS[axis][at];
  if (made === undefined) {
    const way = axis === 'row' ? (dir === 1 ? 'right' : 'left') : dir === 1 ? 'down' : 'up';
    made = {
      id: `shift:${axis}:${index}:${dir === 1 ? 'forward' : 'back'}`,
      label: `${axis} ${index + 1} ${way}`,
      axis,
      index,
      dir,
    };
    SHIFTS[axis][at] = made;
    SHIFT_BY_ID.set(made.id, made);
  }
  return made;
}

// Every shift option made so far, by id: an answer is looked up, not parsed.
const SHIFT_BY_ID = new Map<string, ShiftOption>();

/** The shift an option id names (shift:<axis>:<index>:<forward|back>), or null. */
function shiftOf(id: string): ShiftOption | null {
  const known = SHIFT_BY_ID.get(id);
  if (known !== undefined) return known;
  // An id this process never offered (a saved match resumed): parsed.
  const [, axis, index, dir] = id.split(':');
  if (axis !== 'row' && axis !== 'col') return null;
  return { id, label: '', axis, index: Number(index), dir: dir === 'forward' ? 1 : -1 };
}

/** The key of a line's lock in `grid.locks` (r0, c3, …). */
function lockKey(axis: Axis, index: number): string {
  return (LOCK_KEYS[axis][index] ??= `${axis === 'row' ? 'r' : 'c'}${index}`);
}

/**
 * Locks line `index` of an axis one way: `locks[lockKey(axis, index)] = dir`. A grid's locks record
 * starts each turn as a fresh `{}` and takes a key per line shifted, and a keyed store that adds a
 * key goes through V8's runtime each time (the largest line of `shift` in a profile of the
 * five-by-five bench game): for the first eight rows and columns the store is written with its key,
 * a named store whose site remembers the record's shape before and after.
 */
function storeLock(locks: Record<string, 1 | -1>, axis: Axis, index: number, dir: 1 | -1): void {
  if (axis === 'row')
    switch (index) {
      case 0:
        locks['r0'] = dir;
        return;
      case 1:
        locks['r1'] = dir;
        return;
      case 2:
        locks['r2'] = dir;
        return;
      case 3:
        locks['r3'] = dir;
        return;
      case 4:
        locks['r4'] = dir;
        return;
      case 5:
        locks['r5'] = dir;
        return;
      case 6:
        locks['r6'] = dir;
        return;
      case 7:
        locks['r7'] = dir;
        return;
    }
  else
    switch (index) {
      case 0:
        locks['c0'] = dir;
        return;
      case 1:
        locks['c1'] = dir;
        return;
      case 2:
        locks['c2'] = dir;
        return;
      case 3:
        locks['c3'] = dir;
        return;
      case 4:
        locks['c4'] = dir;
        return;
      case 5:
        locks['c5'] = dir;
        return;
      case 6:
        locks['c6'] = dir;
        return;
      case 7:
        locks['c7'] = dir;
        return;
    }
  locks[lockKey(axis, index)] = dir;
}

/**
 * The locks of a grid's lines, as the keys and values of its locks record read in one pass (no key
 * at all most of the time): a line's lock is then found among them instead of by a keyed load per
 * line offered.
 */
function lockOf(keys: readonly string[], dirs: readonly unknown[], key: string): unknown {
  for (let i = 0; i < keys.length; i++) if (keys[i] === key) return dirs[i];
  return undefined;
}

/** Shifts line `index` of a grid one step (dir 1 = right/down, -1 = left/up). */
export function shift(rt: Runtime, zoneId: string, axis: Axis, index: number, dir: 1 | -1): void {
  const s = rt.s;
  const grid = s.zones[zoneId] as GridZone;
  const n = axis === 'row' ? grid.cols : grid.rows;
  // Cell k of the line is first + k * stride.
  const first = axis === 'row' ? index * grid.cols : index;
  const stride = axis === 'row' ? 1 : grid.cols;
  const last = first + (n - 1) * stride;
  const cells = grid.cells;
  // The tile pushed past the edge, and what comes in at the other end: it again, or nothing if it leaves.
  const edge = n > 0 ? (cells[dir === 1 ? last : first] ?? null) : null;
  const leaving = edge !== null && leavesGrid(rt, edge);
  const comes = leaving ? null : edge;
  // Moved within the cells, one step, from the edge back (no copy of the line).
  if (n === 0) {
    // A grid without lines: nothing moves.
  } else if (dir === 1) {
    for (let k = n - 1, cell = last; k > 0; k--, cell -= stride) cells[cell] = cells[cell - stride] ?? null;
    cells[first] = comes;
  } else {
    for (let k = 0, cell = first; k < n - 1; k++, cell += stride) cells[cell] = cells[cell + stride] ?? null;
    cells[last] = comes;
  }
  for (let k = 0, cell = first; k < n; k++, cell += stride) {
    const value = cells[cell] ?? null;
    if (value !== null) (s.components[value] as { location: unknown }).location = { zone: zoneId, cell };
  }
  storeLock(grid.locks, axis, index, dir);
  if (!rt.silent)
    emit(
      rt,
      rt.bare
        ? LINE_SHIFTED
        : {
            type: 'line-shifted',
            data: { zone: zoneId, axis, index, dir },
            text: `${axis} ${index} of ${zoneId} shifts`,
          },
    );
  // Every tile still in the moved line hears `shifted`; left-grid's effects, pushed after, run first.
  // Usually nobody listens (no trigger names it): then no record per tile.
  if (mayBeHeard(rt, 'shifted')) {
    const heard = { zone: zoneId };
    for (let k = n - 1; k >= 0; k--) {
      const id = grid.cells[first + k * stride];
      if (id) dispatch(rt, 'shifted', selfZoneSlots(id, zoneId), { component: id }, heard);
    }
  }
  if (leaving && edge !== null) {
    (s.components[edge] as { location: unknown }).location = null;
    if (!rt.silent) emit(rt, { type: 'left-grid', component: edge, text: `${edge} leaves ${zoneId}` });
    dispatch(rt, 'left-grid', selfSlots(edge), { component: edge });
  }
}

/** The shifts allowed now, as options (see allowedShifts). */
function shiftOptions(
  rt: Runtime,
  zoneId: string,
  through: string | null,
  axes: Axis[],
  dirs: Array<1 | -1>,
  only: number | null,
): ShiftOption[] {
  const grid = rt.s.zones[zoneId];
  const decl = zoneDecl(rt.mode, zoneId);
  if (!grid || grid.kind !== 'grid') return [];
  const at = through === null ? null : gridPlace(rt.s, through);
  if (through !== null && (!at || at.zone !== zoneId)) return [];
  const out: ShiftOption[] = [];
  const lockKeys: string[] = [];
  const lockDirs: unknown[] = [];
  const locks = grid.locks;
  for (const key in locks) {
    lockKeys.push(key);
    lockDirs.push(locks[key]);
  }
  for (const axis of axes) {
    const fixed = axis === 'row' ? (decl?.fixedRows ?? NO_LINES) : (decl?.fixedCols ?? NO_LINES);
    // Through a component: its own line only; otherwise every line of the axis.
    const from = at ? (axis === 'row' ? at.row : at.col) : 0;
    const to = at ? from + 1 : axis === 'row' ? grid.rows : grid.cols;
    for (let i = from; i < to; i++) {
      if (fixed.includes(i) || (only !== null && i !== only)) continue;
      const lock = lockKeys.length === 0 ? undefined : lockOf(lockKeys, lockDirs, lockKey(axis, i));
      for (const d of dirs) if (lock === undefined || lock === d) out.push(shiftOption(axis, i, d));
    }
  }
  return out;
}
const NO_LINES: number[] = [];

/** The shifts allowed now, as option ids shift:<axis>:<index>:<forward|back>. */
export function allowedShifts(
  rt: Runtime,
  zoneId: string,
  through: string | null,
  axes: Axis[],
  dirs: Array<1 | -1>,
  only: number | null = null,
): string[] {
  return shiftOptions(rt, zoneId, through, axes, dirs, only).map((o) => o.id);
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
      const picked = shiftOf(option);
      if (picked) shift(rt, zone(rt, f.b), picked.axis, picked.index, picked.dir);
    };
    const seatFor = (rt: Runtime, f: Frame) => seatOf(rt, f.b)[0] ?? null;
    return cx.node(path, {
      step: (rt, f) => {
        const zoneId = zone(rt, f.b);
        const anchor = through ? (through(rt, f.b)[0] ?? null) : null;
        const component = anchor === null ? null : componentOf(rt.s, anchor);
        if (through && component === null) return pop(rt);
        const only = line ? Number(line(rt, f.b)) : null;
        const shifts = shiftOptions(rt, zoneId, component, axes, dirs, only);
        if (shifts.length === 0) return pop(rt);
        const seat = seatFor(rt, f);
        const picked = choice(rt, seat, shifts.length);
        if (picked >= 0) {
          const to = shifts[picked] as ShiftOption;
          pop(rt);
          shift(rt, zoneId, to.axis, to.index, to.dir);
        } else if (picked === ASK) {
          // Fresh option objects (a pending decision is state and may be edited), on strings made once.
          const options: DecisionOption[] = [];
          for (const o of shifts) options.push({ id: o.id, label: o.label });
          pend(rt, seat as string, prompt, options);
        }
      },
      // The seat it asked is the decision's one seat: its selector is not evaluated again.
      resume: (rt, f, answers, asked) => settle(rt, f, answers[asked[0] ?? ''] ?? ''),
    });
  },
};
