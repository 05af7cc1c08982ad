// Reads the engine's state (contracts.md §3: plain JSON) for pack-test
// expectations: which room is on a cell, where a character stands.
import type { Cell } from './pack-test.ts';

/** The parts of the game state expectations read. */
export interface TestState {
  zones: Record<string, { kind: string; rows?: number; cols?: number; cells?: Array<string | null>; items?: string[] }>;
  components: Record<
    string,
    { def: string; faceUp: boolean; location: { zone: string; cell?: number } | null; markers: Record<string, number> }
  >;
  pieces: Record<
    string,
    {
      def: string;
      seat: string | null;
      location: { component: string } | { zone: string } | null;
      status: string;
      /** Piece variables (`set-var` on a piece); unset ones read 0. */
      vars?: Record<string, number>;
    }
  >;
  seats: Record<string, { vars: Record<string, number> }>;
  counters: Record<string, number>;
  result: { winners: string[]; outcome: string; reason: string } | null;
}

/** Whether two content references name the same thing ("alice" and "room25:alice" do). */
export function sameRef(a: string, b: string): boolean {
  if (a === b) return true;
  const local = (r: string) => r.slice(r.indexOf(':') + 1);
  return (!a.includes(':') || !b.includes(':')) && local(a) === local(b);
}

/** The grid zone cells refer to: the one named, else the first grid zone. */
export function gridZone(
  state: TestState,
  zoneId?: string,
): { id: string; rows: number; cols: number; cells: Array<string | null> } | null {
  for (const [id, zone] of Object.entries(state.zones)) {
    if (zone.kind === 'grid' && (zoneId === undefined || sameRef(id, zoneId)) && zone.cells && zone.cols && zone.rows) {
      return { id, rows: zone.rows, cols: zone.cols, cells: zone.cells };
    }
  }
  return null;
}

/** A marker storage key split into its name and owning seat ("reminder@s0"; null when unowned). */
export function markerOwner(key: string): { name: string; owner: string | null } {
  const m = /^(.*)@(s[0-9]+)$/.exec(key);
  return m ? { name: m[1] as string, owner: m[2] as string } : { name: key, owner: null };
}

/** The component id on a cell of the grid, or null. */
export function componentAt(state: TestState, [row, col]: Cell): string | null {
  const grid = gridZone(state);
  if (!grid || row >= grid.rows || col >= grid.cols) return null;
  return grid.cells[row * grid.cols + col] ?? null;
}

/** The piece ids whose definition is `character`. */
export function piecesOf(state: TestState, character: string): string[] {
  return Object.entries(state.pieces)
    .filter(([, p]) => sameRef(p.def, character))
    .map(([id]) => id);
}

/** Where a piece is: its zone and, on a grid, its cell. */
export function whereIs(state: TestState, pieceId: string): { zone: string; cell?: Cell } | null {
  const loc = state.pieces[pieceId]?.location;
  if (!loc) return null;
  if ('zone' in loc) return { zone: loc.zone };
  const at = state.components[loc.component]?.location;
  if (!at) return null;
  const zone = state.zones[at.zone];
  if (zone?.kind !== 'grid' || at.cell === undefined || !zone.cols) return { zone: at.zone };
  return { zone: at.zone, cell: [Math.floor(at.cell / zone.cols), at.cell % zone.cols] };
}
