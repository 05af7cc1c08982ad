// `move-component`: components into a zone (stack end or index, set, hand, grid cell).
import type { EffectHandler } from '../ruleset/handlers.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { Position } from '../runtime/table.ts';
import { emitComponentMoved, placeComponentAs } from '../runtime/moves.ts';
import { boundZoneOf, zoneIdOf } from '../ruleset/zone-ids.ts';
import { heardInZoneAlone } from '../runtime/dispatch.ts';

// The zones a move-component site keeps `placed`'s answer for (past them, asked each time).
const KEPT_ZONES = 4;

/** Moves one component (if it exists), turning it as asked, and reports the move. */
function place(
  rt: Runtime,
  id: string,
  zone: string,
  position: Position,
  index: number | undefined,
  faceUp: boolean | null,
  unseen: boolean,
  heard: boolean | undefined,
): void {
  const s = rt.s;
  const c = s.components[id];
  if (!c) return;
  const from = c.location?.zone ?? null;
  const wasFaceUp = c.faceUp;
  if (faceUp !== null) c.faceUp = faceUp;
  // Turned face down in sight of everyone: whoever saw its face still knows it, unless it goes unseen.
  if (wasFaceUp && !c.faceUp && !unseen)
    for (const seat of s.seatOrder)
      if (s.seats[seat]?.eyesOpen !== false && !c.seenBy.includes(seat)) c.seenBy.push(seat);
  if (unseen) c.seenBy = [];
  if (placeComponentAs(rt, c, zone, position, index, heard)) emitComponentMoved(rt, id, from, wasFaceUp);
}

/** Handler of `do: move-component`. */
export const moveComponent: EffectHandler = {
  do: 'move-component',
  compile: (a, cx, path) => {
    const component = cx.selector(a.component, `${path}/component`);
    const to = cx.zone(a.to, `${path}/to`);
    // A seat's zone by a bare name ({zone: deck, seat: seat}): its id found in place, without the call.
    const toBound = boundZoneOf(to);
    const toIds = toBound?.z ?? null;
    const toSlot = toBound?.slot ?? -1;
    const position: Position = a.position === 'bottom' ? 'bottom' : typeof a.position === 'number' ? a.position : 'top';
    const cell = a.cell === undefined ? null : cx.selector(a.cell, `${path}/cell`);
    const faceUp = typeof a.faceUp === 'boolean' ? a.faceUp : null;
    const unseen = a.unseen === true;
    // The zones this site has placed into under `heardMode`, and whether a `placed` trigger hears a
    // placement there (heardInZoneAlone; undefined: it depends on more, ask each time). A site places into
    // one or two zone instances: a scan of those costs less than heardInZone's of every zone of the mode.
    let heardMode: Runtime['mode'] | null = null;
    const heardZones: string[] = [];
    const heardThere: Array<boolean | undefined> = [];
    const heardAt = (rt: Runtime, zone: string): boolean | undefined => {
      if (rt.mode !== heardMode) {
        heardMode = rt.mode;
        heardZones.length = 0;
        heardThere.length = 0;
      }
      for (let i = 0; i < heardZones.length; i++) if (heardZones[i] === zone) return heardThere[i];
      const heard = heardInZoneAlone(rt, 'placed', zone);
      if (heardZones.length < KEPT_ZONES) {
        heardZones.push(zone);
        heardThere.push(heard);
      }
      return heard;
    };
    return cx.prim(path, (rt, b) => {
      const zone = toIds !== null ? zoneIdOf(toIds, b[toSlot]) : to(rt, b);
      const heard = heardAt(rt, zone);
      const cellId = cell ? cell(rt, b)[0] : undefined;
      const index = cellId === undefined ? undefined : Number(cellId.slice(cellId.lastIndexOf('#') + 1));
      const ids = component(rt, b);
      if (position !== 'top') {
        for (const id of ids) place(rt, id, zone, position, index, faceUp, unseen, heard);
        return;
      }
      // Placed one by one on top: go backwards so the first listed ends on top. A list of several
      // may be a zone's own items, which the placements change: walk a copy of it (one id needs none).
      const list = ids.length > 1 ? ids.slice() : ids;
      for (let k = list.length - 1; k >= 0; k--)
        place(rt, list[k] as string, zone, position, index, faceUp, unseen, heard);
    });
  },
};
