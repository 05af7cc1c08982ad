// Who may see what of the table: what a seat sees of a zone's items (by id,
// only how many, or nothing), shared by views and by events about components.
import type { GameState, SeatId, Zone, ZoneId } from '../state/types.ts';
import type { Mode } from '../ruleset/types.ts';
import { zoneDecl } from './table.ts';

/** What a seat sees of a zone's items: their ids, only how many, or nothing. */
export type Shown = 'items' | 'count' | 'nothing';

/** The seat a zone instance belongs to: a hand's owner, or the seat of a per-seat zone (zone@seat). */
export function zoneOwner(zone: ZoneId, z: Zone): SeatId | null {
  if (z.kind === 'hand') return z.owner;
  const at = zone.indexOf('@');
  return at < 0 ? null : zone.slice(at + 1);
}

/** The declared `contents` of a zone instance ("deck@s0" → deck's), public when undeclared. */
function declaredContents(mode: Mode | undefined, zone: ZoneId): string {
  return zoneDecl(mode, zone)?.contents ?? 'public';
}

/** What a seat sees of a zone's items now: closed eyes nothing; else per the zone's `contents`, unless opened to it or its own. */
export function zoneShown(mode: Mode | undefined, state: GameState, zone: ZoneId, seat: SeatId | 'all'): Shown {
  if (seat === 'all') return 'items';
  if (state.seats[seat]?.eyesOpen === false) return 'nothing';
  const z = state.zones[zone];
  if (!z) return 'items';
  if (z.openTo?.includes(seat) || zoneOwner(zone, z) === seat) return 'items';
  const contents = declaredContents(mode, zone);
  return contents === 'public' ? 'items' : contents === 'count' ? 'count' : 'nothing';
}

/** Whether every seat with open eyes may list the zone's items (a public zone nobody's eyes hide). */
function listedByAll(mode: Mode, zone: ZoneId | null): boolean {
  return zone !== null && declaredContents(mode, zone) === 'public';
}

/**
 * The seats with open eyes that may know a moved component by its id: it was
 * or is face up, they have seen it, or they may list the zone it left or entered.
 */
export function componentKnowers(
  mode: Mode,
  state: GameState,
  component: string,
  from: ZoneId | null,
  wasFaceUp: boolean,
): SeatId[] {
  const c = state.components[component];
  const to = c?.location?.zone ?? null;
  const out: SeatId[] = [];
  // The usual move, between public zones or of a face-up card: every open-eyed seat knows it.
  const everyone = wasFaceUp || c?.faceUp === true || listedByAll(mode, from) || listedByAll(mode, to);
  for (const seat of state.seatOrder) {
    if (state.seats[seat]?.eyesOpen === false) continue;
    if (
      everyone ||
      c?.seenBy.includes(seat) === true ||
      (from !== null && zoneShown(mode, state, from, seat) === 'items') ||
      (to !== null && zoneShown(mode, state, to, seat) === 'items')
    )
      out.push(seat);
  }
  return out;
}
