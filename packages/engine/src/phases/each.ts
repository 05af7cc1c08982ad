// `each`: effects once per item (pieces or seats), in turn order.
import type { Bindings } from '../state/types.ts';
import type { PhaseHandler } from '../ruleset/handlers.ts';
import type { Sel } from '../ruleset/types.ts';
import { UNTRACKED, readsOf } from '../ruleset/reads.ts';
import { pop, ranThrough, type Runtime } from '../runtime/runtime.ts';
import { sameIds } from '../runtime/values.ts';
import { hasSeat, seatFoundBefore } from '../runtime/table.ts';
import { stamp } from '../runtime/writes.ts';
import { byTurnOrder, startItems } from './order.ts';
import { ACTOR, BOUND_NULL, IT, SEAT } from '../state/slots.ts';

/**
 * Whether bindings bind nothing an item's own bindings would copy but `it` (which the item's bindings
 * set anyway): the phase's usual bindings, the turn's (where a filter may have bound `it` and put it back).
 */
export function bare(b: Bindings): boolean {
  for (let i = 0; i < b.length; i++) if (i !== IT && b[i] !== undefined && b[i] !== null) return false;
  return true;
}

/** Whether `itemBindings` over `b` makes its literal: `b` binds nothing but maybe `it`, in no slot past it. */
export function bareUpToIt(b: Bindings): boolean {
  return b.length === 0 || (b.length <= IT + 1 && bare(b));
}

/**
 * The bindings an item runs with: `b` with `it`, `seat` (null: bound to null) and, for a piece, `actor`.
 * `isBare`: `bareUpToIt(b)`, if the caller kept it (bindings are not changed once given, but for `it`).
 */
export function itemBindings(
  b: Bindings,
  it: string,
  seat: string | null,
  piece: boolean,
  isBare: boolean = bareUpToIt(b),
): Bindings {
  // Over bindings with nothing bound (a phase's usual ones, or the turn's, where a filter bound `it` and
  // put it back: then as long as `it`'s slot, with holes), a literal as long as its last slot, `it`: what
  // the copy below would give, made at its size and packed, with no builtin call for the copy.
  if (isBare) return [undefined, piece ? it : undefined, seat === null ? BOUND_NULL : seat, undefined, it];
  const out = b.slice();
  out[IT] = it;
  out[SEAT] = seat === null ? BOUND_NULL : seat;
  if (piece) out[ACTOR] = it;
  return out;
}

/**
 * The items of an `each` phase in turn order, its `who` asked through `who`, and kept until what
 * `who` reads (ruleset/reads.ts's mask `reads`) is written or the turn order changes: a mode whose
 * turn is one `each` of the seats sorted by a seat variable asks it every turn, with the same answer
 * until a round's end writes the variable. Kept only over bare bindings with no `it` (the turn's
 * empty record), where the answer depends on the state alone. The list is shared by the frames that
 * take it, which only read it.
 */
export function keptWho(who: Sel, reads: number): (rt: Runtime, b: Bindings) => string[] {
  let kept: { rt: Runtime; stamp: number; order: string[]; items: string[] } | null = null;
  // The last bindings found bare here: a phase asks over the same record every time its frame starts.
  let bareB: Bindings | null = null;
  return (rt, b) => {
    if (b !== bareB) bareB = bare(b) ? b : null;
    if (reads & UNTRACKED || b !== bareB || (b[IT] !== undefined && b[IT] !== null)) return byTurnOrder(rt, who(rt, b));
    const now = stamp(rt, reads);
    const k = kept;
    if (k !== null && k.rt === rt && k.stamp === now && sameIds(k.order, rt.s.order)) return k.items;
    const items = byTurnOrder(rt, who(rt, b));
    kept = { rt, stamp: now, order: rt.s.order.slice(), items };
    return items;
  };
}

/**
 * Whether some seat id of the state is also a piece id (an engine-made state never has one: pieces are
 * `p<n>`; a hand-made one may), kept on the runtime (`seatClash`) until PIECES is written in the run or
 * the records are replaced.
 */
export function seatsArePieces(rt: Runtime): boolean {
  const s = rt.s;
  const kept = rt.seatClash;
  // Undefined as well as null: a runtime made by hand (tests) may lack the field.
  if (
    kept !== null &&
    kept !== undefined &&
    kept.at === rt.wPieces &&
    kept.pieces === s.pieces &&
    kept.seats === s.seats
  )
    return kept.clash;
  let clash = false;
  for (const id in s.seats) if (s.pieces[id] !== undefined) clash = true;
  rt.seatClash = { clash, at: rt.wPieces, pieces: s.pieces, seats: s.seats };
  return clash;
}

/** Handler of `type: each`. */
export const each: PhaseHandler = {
  type: 'each',
  compile: (a, cx, path) => {
    const who = keptWho(cx.selector(a.who, `${path}/who`), readsOf(a.who));
    const body = cx.effects(a.do, `${path}/do`);
    // The last frame bindings `bareUpToIt` held for, asked again only for another record: the turn's
    // frame gives each of its items bindings over the same one.
    let bareB: Bindings | null = null;
    return cx.node(path, {
      step: (rt, f) => {
        if (!f.items) f.items = startItems(f, who(rt, f.b));
        if (f.b !== bareB) bareB = bareUpToIt(f.b) ? f.b : null;
        while (f.pc < f.items.length) {
          const it = f.items[f.pc++] as string;
          const s = rt.s;
          // A seat's turn (found before as a seat, and no seat id is a piece's): no look-up in the pieces
          // record, which would miss through V8's megamorphic stub (~150 instructions) every turn.
          const known = seatFoundBefore(s, it);
          const p = known && !seatsArePieces(rt) ? undefined : s.pieces[it];
          if (p && p.status !== 'active') continue;
          const seat = p ? p.seat : known || hasSeat(s, it) ? it : null;
          // The body runs where it is reached; the next item follows in this step unless it stopped.
          if (!ranThrough(rt, f, body, itemBindings(f.b, it, seat, p !== undefined, f.b === bareB))) return;
        }
        pop(rt);
      },
    });
  },
};
