// Turn order helpers shared by the phases.
import type { Frame, Piece } from '../state/types.ts';
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

// The pieces of the turn order last read by seatedPieces: the run and pieces record they came from,
// the order's ids as they were then and their pieces, and how far the order has turned since
// (order[i] is keptIds[(i + keptShift) % n]: each turn's rotate-order moves the first piece last).
let keptRun: Runtime | null = null;
let keptPieces: object | null = null;
let keptIds: string[] = [];
let keptPs: Array<Piece | undefined> = [];
let keptShift = 0;

/** Whether the order is the kept ids turned by `shift` (the same string objects: rotate-order moves them). */
function turnedBy(order: readonly string[], shift: number): boolean {
  const n = order.length;
  for (let i = 0; i < n; i++) if (order[i] !== keptIds[(i + shift) % n]) return false;
  return true;
}

/**
 * How far the turn order has turned since its pieces were kept (keptPs), looking them up by id again
 * only when it is not the kept order turned by nought or one more step: a piece stays the same object
 * in its record (see runtime/modifiers.ts' pieceOf), and each lookup by id is a megamorphic keyed load.
 */
function keptOrderShift(rt: Runtime, order: readonly string[]): number {
  const n = order.length;
  if (rt === keptRun && rt.s.pieces === keptPieces && n === keptIds.length && n > 0) {
    if (turnedBy(order, keptShift)) return keptShift;
    const next = (keptShift + 1) % n;
    if (turnedBy(order, next)) return (keptShift = next);
  }
  const pieces = rt.s.pieces;
  keptRun = rt;
  keptPieces = pieces;
  keptIds = order.slice();
  keptPs = keptIds.map((id) => pieces[id]);
  return (keptShift = 0);
}

/** Active pieces that a seat controls, in turn order (the default `who` of program/act). */
export function seatedPieces(rt: Runtime): string[] {
  const order = rt.s.order;
  const n = order.length;
  const shift = keptOrderShift(rt, order);
  let seated = 0;
  for (let i = 0; i < n; i++) {
    const p = keptPs[(i + shift) % n];
    if (p && p.status === 'active' && p.seat !== null) seated++;
  }
  // Usually every piece in the order is: the list is a copy, not grown from [].
  if (seated === n) return order.slice();
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const p = keptPs[(i + shift) % n];
    if (p && p.status === 'active' && p.seat !== null) out.push(order[i] as string);
  }
  return out;
}
