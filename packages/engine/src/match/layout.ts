// An explicit starting layout instead of the mode's setup steps (pack tests,
// the studio's sandbox): tiles numbered row by row (c0, c1, …), pieces in
// listed order (p0, p1, …), so scripted answers can name them.
import type { GameState } from '../state/types.ts';
import type { Mode, Ruleset } from '../ruleset/types.ts';

/** Where a piece starts: on a grid cell or in a zone. */
export interface LayoutFigure {
  /** The character (or token) definition, plain within its pack or pack:id. */
  character: string;
  seat?: string | null;
  cell?: [number, number] | number[];
  zone?: string;
}

/** An explicit starting layout. */
export interface Layout {
  /** Definitions on the grid zone, row by row, top first. */
  grid?: string[][];
  /** The grid zone filled (default: the mode's first grid zone). */
  gridZone?: string;
  /** Cells [row, col] whose components start face up. */
  revealed?: Array<[number, number] | number[]>;
  figures?: LayoutFigure[];
  /** Starting counter values. */
  counters?: Record<string, number>;
  /** Other zones' contents, top first, face down. */
  zones?: Record<string, string[]>;
}

function qualify(ruleset: Ruleset, mode: Mode, id: string): string {
  if (id.includes(':')) return id;
  const pack = mode.id.slice(0, mode.id.indexOf(':'));
  const own = `${pack}:${id}`;
  if (own in ruleset.defs) return own;
  const other = Object.keys(ruleset.defs).find((d) => d.endsWith(`:${id}`));
  if (!other) throw new Error(`layout names an unknown definition "${id}"`);
  return other;
}

/** Lays out a state from a layout (the mode's setup steps are not run). */
export function applyLayout(ruleset: Ruleset, mode: Mode, s: GameState, layout: Layout): void {
  const gridId = layout.gridZone ?? mode.zones.find((z) => z.kind === 'grid')?.id;
  const grid = gridId === undefined ? undefined : s.zones[gridId];
  const add = (def: string, zone: string, faceUp: boolean, cell?: number) => {
    const id = `c${s.next.component++}`;
    s.components[id] = {
      id,
      def: qualify(ruleset, mode, def),
      location: cell === undefined ? { zone } : { zone, cell },
      faceUp,
      seenBy: [],
      markers: {},
    };
    return id;
  };
  if (layout.grid) {
    if (!grid || grid.kind !== 'grid' || gridId === undefined)
      throw new Error('the layout has a grid but the mode has no grid zone');
    const up = new Set((layout.revealed ?? []).map(([r, c]) => (r ?? 0) * grid.cols + (c ?? 0)));
    layout.grid.forEach((row, r) =>
      row.forEach((def, c) => {
        const cell = r * grid.cols + c;
        grid.cells[cell] = add(def, gridId, up.has(cell), cell);
      }),
    );
  }
  for (const [zone, defs] of Object.entries(layout.zones ?? {})) {
    const z = s.zones[zone];
    if (!z || z.kind === 'grid') throw new Error(`the layout fills "${zone}", which is not a stack, set or hand`);
    for (const def of defs) z.items.push(add(def, zone, false));
  }
  for (const f of layout.figures ?? []) {
    const id = `p${s.next.piece++}`;
    let location: GameState['pieces'][string]['location'] = null;
    if (f.cell && grid?.kind === 'grid') {
      const at = grid.cells[(f.cell[0] ?? 0) * grid.cols + (f.cell[1] ?? 0)];
      if (at) location = { component: at };
    } else if (f.zone) location = { zone: f.zone };
    const seat = f.seat === undefined ? (s.seatOrder[0] ?? null) : f.seat;
    s.pieces[id] = {
      id,
      def: qualify(ruleset, mode, f.character),
      seat,
      location,
      status: 'active',
      markers: {},
      vars: {},
      plan: [],
      done: [],
    };
    s.order.push(id);
  }
  Object.assign(s.counters, layout.counters ?? {});
}
