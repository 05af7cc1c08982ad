// Turn order helpers shared by the phases.
import type { Frame, GameState, Piece } from '../state/types.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { stamp } from '../runtime/writes.ts';
import { sameIds } from '../runtime/values.ts';
import { PIECES } from '../ruleset/reads.ts';

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

/**
 * The seated pieces (`out`, in the order `was`) in `order`, when `order` is `was` turned by some places
 * (null when not): those seated before `order`'s first id come last, the others first, each in the
 * order it had. Found by compares of ids, with no piece looked up.
 */
export function turned(was: readonly string[], order: readonly string[], out: readonly string[]): string[] | null {
  const k = turnedAt(was, order, out);
  return k < 0 ? null : rotated(out, k);
}

/** How many of `out` (a part of `was`, in its order) come last in `order`, `was` turned; -1 when `order` is not that. */
function turnedAt(was: readonly string[], order: readonly string[], out: readonly string[]): number {
  const n = order.length;
  if (was.length !== n || n === 0) return -1;
  const first = order[0];
  let r = 0;
  while (r < n && was[r] !== first) r++;
  if (r === n) return -1;
  for (let i = 1, j = r + 1; i < n; i++, j++) if (order[i] !== was[j < n ? j : j - n]) return -1;
  // How many of `out` stand before place r of `was`.
  let k = 0;
  for (let at = 0; at < r && k < out.length; at++) if (was[at] === out[k]) k++;
  return k;
}

/** `list` with its first `k` items moved to its end. */
function rotated<T>(list: readonly T[], k: number): T[] {
  const res: T[] = [];
  for (let i = k; i < list.length; i++) res.push(list[i] as T);
  for (let i = 0; i < k; i++) res.push(list[i] as T);
  return res;
}

/**
 * seatedPieces' last answer and what it was worked out from: the runtime (its write counts), the
 * pieces record, the PIECES write stamp (a piece's status and seat are written through the funnel,
 * runtime/writes.ts) and the turn order as it was (rotated in place, so kept as a copy); with the
 * answer, the pieces' records in its order (`recs`), which seatedRecord hands to the phases.
 */
let seated: {
  rt: Runtime;
  pieces: object;
  stamp: number;
  order: string[];
  out: string[];
  recs: Piece[];
} | null = null;

/**
 * Active pieces that a seat controls, in turn order (the default `who` of program/act). Kept until a
 * piece is written (PIECES), the pieces record is replaced or the order changes: the phases of a turn
 * ask it again with nothing of that changed, and each look-up of a piece by id is a keyed load. The
 * list is shared (the phases' frames hold it as their items, which nothing changes in place): callers
 * only read it.
 */
export function seatedPieces(rt: Runtime): string[] {
  const s = rt.s;
  const now = stamp(rt, PIECES);
  const kept = seated;
  if (kept !== null && kept.rt === rt && kept.pieces === s.pieces && kept.stamp === now) {
    if (sameIds(kept.order, s.order)) return kept.out;
    // The order turned (rotate-order, every turn) with nothing written: the same pieces, turned.
    const k = turnedAt(kept.order, s.order, kept.out);
    if (k >= 0) {
      const out = rotated(kept.out, k);
      seated = { rt, pieces: s.pieces, stamp: now, order: s.order.slice(), out, recs: rotated(kept.recs, k) };
      return out;
    }
  }
  const out: string[] = [];
  const recs: Piece[] = [];
  for (const id of s.order) {
    const p = s.pieces[id];
    if (p && p.status === 'active' && p.seat !== null) {
      out.push(id);
      recs.push(p);
    }
  }
  seated = { rt, pieces: s.pieces, stamp: now, order: s.order.slice(), out, recs };
  return out;
}

/**
 * The record of the i-th piece of `items` when `items` is seatedPieces' last answer for this pieces
 * record (undefined otherwise: the caller looks the piece up). A piece's record is never replaced
 * under its id in a pieces record (new pieces get new ids, a layout or a copy a new record), so the
 * phases walking that list need not look each piece up again.
 */
export function seatedRecord(s: GameState, items: readonly string[], i: number): Piece | undefined {
  const kept = seated;
  return kept !== null && kept.out === items && kept.pieces === s.pieces ? kept.recs[i] : undefined;
}
