// The grid zones of a view, with each cell's room and figures named.
import type { View } from '@roomsmith/engine';
import { displayText } from '../workspace/manifest.ts';
import type { DealtGrid, PieceRow } from './engine-protocol.ts';
import type { Entity } from './prepare.ts';

/** Every grid zone of `seen` as cells with room names, colours and figures. */
export function gridsOf(seen: View, entities: ReadonlyMap<string, Entity>): DealtGrid[] {
  const grids: DealtGrid[] = [];
  for (const [zone, z] of Object.entries(seen.zones)) {
    if (z.kind !== 'grid') continue;
    const cells = z.cells.map((componentId) => {
      if (!componentId) return null;
      const component = seen.components[componentId];
      const def = component?.def ? entities.get(component.def) : undefined;
      const here = Object.values(seen.pieces).filter(
        (p) => p.location && 'component' in p.location && p.location.component === componentId,
      );
      const named = (p: (typeof here)[number]) => displayText(entities.get(p.def)?.['name']) || p.def;
      // Pieces of a `piece` definition with no seat (robots) are drawn apart from the seats' figures.
      const isNeutral = (p: (typeof here)[number]) => p.seat === null && entities.get(p.def)?.['kind'] === 'piece';
      const figures = here.filter((p) => !isNeutral(p)).map(named);
      const neutral = here.filter(isNeutral).map(named);
      const markers = Object.entries(component?.markers ?? {})
        .filter(([, n]) => n > 0)
        .map(([name, count]) => ({ name, count }));
      const room = def
        ? {
            id: component?.def ?? '',
            name: displayText(def['name']) || String(def['id']),
            colour: String(def['colour'] ?? 'grey'),
          }
        : null;
      return {
        component: componentId,
        room,
        faceUp: component?.faceUp ?? false,
        figures,
        ...(neutral.length ? { neutral } : {}),
        ...(markers.length ? { markers } : {}),
      };
    });
    grids.push({ zone, rows: z.rows, cols: z.cols, cells });
  }
  return grids;
}

/** Every piece of `seen`, named, with its seat, status and the room it stands on. */
export function piecesOf(seen: View, entities: ReadonlyMap<string, Entity>): PieceRow[] {
  return Object.values(seen.pieces).map((p) => {
    const component = p.location && 'component' in p.location ? seen.components[p.location.component] : undefined;
    const room = component?.def ? entities.get(component.def) : undefined;
    return {
      id: p.id,
      name: displayText(entities.get(p.def)?.['name']) || p.def,
      seat: p.seat,
      status: p.status,
      on: room ? displayText(room['name']) || String(room['id']) : null,
    };
  });
}
