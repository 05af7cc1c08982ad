// What a seat sees of the zones: every item (by id when the seat can tell what
// it is, by an opaque handle otherwise), only how many, or nothing. Handles say
// where a component lies (the cell of a grid, the place in a stack) or, in an
// unordered place, a rank nobody can predict: never which component it is.
import type { ComponentId, GameState, SeatId, Zone, ZoneId } from '../state/types.ts';
import type { Mode } from '../ruleset/types.ts';
import { byName, componentNames, isHandle, zoneShown, type Shown } from '../runtime/visibility.ts';

export { zoneOwner, handle, type Shown } from '../runtime/visibility.ts';

/** A zone as a seat sees it; with `shown: 'nothing'` it looks empty. */
export type ZoneView = Zone & { shown: Shown };

/** The zones of a view, and the name each component goes by in it (absent: not in the view). */
export interface ZonesSeen {
  zones: Record<ZoneId, ZoneView>;
  /** Names of the components the view shows, in the order the view lists them. */
  names: Map<ComponentId, string>;
  /** Names of every component, shown or not (options may name a component the view does not list). */
  all: Map<ComponentId, string>;
}

/** Unordered places list identified components first (by id), then handles by rank. */
function unorderedOrder(a: string, b: string): number {
  const ha = isHandle(a);
  if (ha !== isHandle(b)) return ha ? 1 : -1;
  return byName(a, b);
}

function seeZone(z: Zone, shown: Shown, all: Map<ComponentId, string>, names: Map<ComponentId, string>): ZoneView {
  const name = (id: ComponentId): string | null => {
    if (shown === 'nothing') return null;
    const n = all.get(id) ?? id;
    names.set(id, n);
    return n;
  };
  if (z.kind === 'grid') {
    const cells = z.cells.map((id) => (id === null ? null : name(id)));
    return { kind: 'grid', rows: z.rows, cols: z.cols, cells, locks: { ...z.locks }, shown };
  }
  const listed = z.items.map(name).filter((n): n is string => n !== null);
  const items = z.kind === 'stack' ? listed : listed.sort(unorderedOrder);
  return z.kind === 'hand' ? { kind: 'hand', owner: z.owner, items, shown } : { kind: z.kind, items, shown };
}

/** The zones a seat sees, and the names of the components it may see (ids, handles). */
export function seeZones(mode: Mode | undefined, state: GameState, seat: SeatId | 'all'): ZonesSeen {
  const zones: Record<ZoneId, ZoneView> = {};
  const names = new Map<ComponentId, string>();
  const all = componentNames(mode, state, seat);
  for (const [id, z] of Object.entries(state.zones)) {
    zones[id] = seeZone(z, zoneShown(mode, state, id, seat), all, names);
    if (seat === 'all' && z.openTo) zones[id].openTo = [...z.openTo];
  }
  const blind = seat !== 'all' && state.seats[seat]?.eyesOpen === false;
  // Components in no zone (set aside): ids if known, else handles in an unpredictable order; nothing to closed eyes.
  if (!blind) {
    const aside: Array<[ComponentId, string]> = [];
    for (const [id, c] of Object.entries(state.components)) if (!c.location) aside.push([id, all.get(id) ?? id]);
    aside.sort((a, b) => unorderedOrder(a[1], b[1]));
    for (const [id, n] of aside) names.set(id, n);
  }
  return { zones, names, all };
}
