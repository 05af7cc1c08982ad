// What a seat sees of the zones: every item by id, only how many (opaque
// handles in place of ids), or nothing. Handles are positional ("?deck#0" is
// the top of the deck in this view), so they name a place, never a card: a
// seat that cannot list a zone cannot follow a component through it by id.
import type { ComponentId, GameState, SeatId, Zone, ZoneId } from '../state/types.ts';
import type { Mode } from '../ruleset/types.ts';
import { zoneShown, type Shown } from '../runtime/visibility.ts';

export { zoneOwner, type Shown } from '../runtime/visibility.ts';

/** A zone as a seat sees it; with `shown: 'count'` its items are handles, with 'nothing' it looks empty. */
export type ZoneView = Zone & { shown: Shown };

/** The zones of a view, and the name each component goes by in it (absent: not in the view). */
export interface ZonesSeen {
  zones: Record<ZoneId, ZoneView>;
  names: Map<ComponentId, string>;
}

/** The opaque handle of whatever lies at a position of a zone. */
export const handle = (zone: ZoneId, index: number): string => `?${zone}#${index}`;

function seeZone(zone: ZoneId, z: Zone, shown: Shown, names: Map<ComponentId, string>): ZoneView {
  const name = (id: ComponentId, i: number): string | null => {
    if (shown === 'nothing') return null;
    const n = shown === 'items' ? id : handle(zone, i);
    names.set(id, n);
    return n;
  };
  if (z.kind === 'grid') {
    const cells = z.cells.map((id, i) => (id === null ? null : name(id, i)));
    return { kind: 'grid', rows: z.rows, cols: z.cols, cells, locks: { ...z.locks }, shown };
  }
  const items = z.items.map(name).filter((n): n is string => n !== null);
  return z.kind === 'hand' ? { kind: 'hand', owner: z.owner, items, shown } : { kind: z.kind, items, shown };
}

/** The zones a seat sees, and the names of the components it may see (ids, handles). */
export function seeZones(mode: Mode | undefined, state: GameState, seat: SeatId | 'all'): ZonesSeen {
  const zones: Record<ZoneId, ZoneView> = {};
  const names = new Map<ComponentId, string>();
  for (const [id, z] of Object.entries(state.zones)) {
    zones[id] = seeZone(id, z, zoneShown(mode, state, id, seat), names);
    if (seat === 'all' && z.openTo) zones[id].openTo = [...z.openTo];
  }
  const blind = seat !== 'all' && state.seats[seat]?.eyesOpen === false;
  // Components in no zone (set aside) keep their ids, except to closed eyes.
  if (!blind) for (const [id, c] of Object.entries(state.components)) if (!c.location) names.set(id, id);
  return { zones, names };
}
