// Turn order helpers shared by the phases.
import type { Frame } from '../state/types.ts';
import type { Runtime } from '../runtime/runtime.ts';

/**
 * A phase frame's items, walked from the item a turn in progress starts at (`from`, set by a
 * layout): the items before it have had their turn. Used once, when the phase takes its items.
 */
export function startItems(f: Frame, items: string[]): string[] {
  if (f.from !== undefined) {
    const at = items.indexOf(f.from);
    if (at > 0) f.pc = at;
    delete f.from;
  }
  return items;
}

/** Sorts ids by their place in the turn order (ids not in it keep their order, after). */
export function byTurnOrder(rt: Runtime, ids: string[]): string[] {
  const order = rt.s.order;
  // Usually the ids are already in turn order (every phase lists pieces that way): a sort that
  // keeps ties in place would give them back unchanged, so check that first and allocate nothing.
  let last = -1;
  let sorted = true;
  for (const id of ids) {
    const r = order.indexOf(id);
    const rank = r < 0 ? order.length : r;
    if (rank < last) {
      sorted = false;
      break;
    }
    last = rank;
  }
  if (sorted) return ids.slice();
  const ranked = ids.map((id, i) => {
    const r = order.indexOf(id);
    return { id, i, r: r < 0 ? order.length : r };
  });
  ranked.sort((x, y) => x.r - y.r || x.i - y.i);
  return ranked.map((x) => x.id);
}

/** Active pieces that a seat controls, in turn order (the default `who` of program/act). */
export function seatedPieces(rt: Runtime): string[] {
  const out: string[] = [];
  for (const id of rt.s.order) {
    const p = rt.s.pieces[id];
    if (p && p.status === 'active' && p.seat !== null) out.push(id);
  }
  return out;
}
