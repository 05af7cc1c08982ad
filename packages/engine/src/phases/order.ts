// Turn order helpers shared by the phases.
import type { Runtime } from '../runtime/runtime.ts';

/** Sorts ids by their place in the turn order (ids not in it keep their order, after). */
export function byTurnOrder(rt: Runtime, ids: string[]): string[] {
  const order = rt.s.order;
  const rank = (id: string) => {
    const i = order.indexOf(id);
    return i < 0 ? order.length : i;
  };
  return ids
    .map((id, i) => ({ id, i, r: rank(id) }))
    .sort((x, y) => x.r - y.r || x.i - y.i)
    .map((x) => x.id);
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
