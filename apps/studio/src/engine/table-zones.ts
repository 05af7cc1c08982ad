// The stacks, sets and hands of a view, as the sandbox draws them: each card
// with its face when the viewer may know it (the view already hides the
// rest), the pieces on it and in the zone, and per-seat zones tagged with
// their seat.
import type { View } from '@roomsmith/engine';
import { displayText } from '../workspace/manifest.ts';
import type { TableCard, TableZone } from './engine-protocol.ts';
import type { Entity } from './prepare.ts';

/** The declared zone id and the seat of a zone instance id (`deck@s0` → deck, s0). */
export function splitZoneId(zone: string): { name: string; seat: string | null } {
  const at = zone.indexOf('@');
  return at < 0 ? { name: zone, seat: null } : { name: zone.slice(0, at), seat: zone.slice(at + 1) };
}

/** The names of the pieces of `seen` located where `at` says. */
function figuresWhere(seen: View, entities: ReadonlyMap<string, Entity>, at: (l: object) => boolean): string[] {
  return Object.values(seen.pieces)
    .filter((p) => p.location && at(p.location) && p.status === 'active')
    .map((p) => displayText(entities.get(p.def)?.['name']) || p.def);
}

function cardOf(seen: View, entities: ReadonlyMap<string, Entity>, name: string): TableCard {
  const c = seen.components[name];
  const def = c?.def ? entities.get(c.def) : undefined;
  const image = def?.['imageSrc'];
  const face =
    c?.def && def
      ? {
          id: c.def,
          name: displayText(def['name']) || String(def['id']),
          colour: String(def['colour'] ?? 'grey'),
          text: displayText(def['text']) || displayText(def['clue']),
          ...(typeof image === 'string' ? { image } : {}),
        }
      : null;
  const figures = figuresWhere(seen, entities, (l) => 'component' in l && l.component === name);
  return { component: name, face, faceUp: c?.faceUp ?? false, figures };
}

/** Every stack, set and hand zone of `seen`, in the mode's order, with cards and figures. */
export function tableZonesOf(seen: View, entities: ReadonlyMap<string, Entity>): TableZone[] {
  const out: TableZone[] = [];
  for (const [zone, z] of Object.entries(seen.zones)) {
    if (z.kind === 'grid') continue;
    const split = splitZoneId(zone);
    out.push({
      zone,
      name: split.name,
      seat: z.kind === 'hand' ? z.owner : split.seat,
      kind: z.kind,
      shown: z.shown,
      cards: z.items.map((name) => cardOf(seen, entities, name)),
      figures: figuresWhere(seen, entities, (l) => 'zone' in l && l.zone === zone),
    });
  }
  return out;
}
