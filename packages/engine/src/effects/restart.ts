// `restart`: a new round on a fresh table (best-of-three matches): every
// component, piece (unless kept) and delayed effect goes, zones empty,
// counters return to their initial values (except those kept), turns and
// actions are numbered from 1 again, and the mode's setup runs again. Seats
// keep their roles, variables and markers (rounds won, the face to play next).
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit, type Runtime } from '../runtime/runtime.ts';
import { freshComponents } from '../runtime/table.ts';
import { EVERYTHING, wrote } from '../runtime/writes.ts';
import { noBindings } from '../state/slots.ts';
import type { Piece, Zone } from '../state/types.ts';

/** Clears the table and sends the match back to its setup. */
function restartMatch(rt: Runtime, keep: string[], keepPieces: boolean): void {
  const s = rt.s;
  wrote(rt, EVERYTHING);
  s.components = freshComponents(s.next.component);
  // `for…in` over the (fast) records rather than `Object.values`: a call into V8's runtime that makes a
  // list, twice a round; a load by the key `for…in` gives reads the record's enum cache.
  if (keepPieces) {
    const pieces = s.pieces;
    for (const id in pieces) {
      const p = pieces[id] as Piece;
      p.status = 'active';
      p.location = null;
      p.plan = [];
      p.done = [];
    }
  } else {
    s.pieces = {};
    s.order = [];
  }
  s.scheduled = [];
  s.turn = 0;
  s.action = 0;
  // Each of `delete` (even of a key the zone does not have) and a store to an array's `length` is a
  // call into V8's runtime (~500 instructions; ten zones a round in a card game): an absent `openTo`
  // is left alone, and a used list replaced by a new one (selectors give copies, copies slice).
  const zones = s.zones;
  for (const id in zones) {
    const z = zones[id] as Zone;
    if (z.openTo !== undefined) delete z.openTo;
    if (z.kind === 'grid') {
      z.cells.fill(null);
      z.locks = {};
    } else if (z.items.length > 0) z.items = [];
  }
  for (const c of rt.mode.counters) if (!keep.includes(c.id)) s.counters[c.id] = c.initial;
  // Emptied by pops (a handful of frames), not by a store to `length`: a call into the runtime.
  const stack = s.stack;
  while (stack.length > 0) stack.pop();
  stack.push({ n: rt.mode.root, pc: 0, b: noBindings() });
  emit(rt, { type: 'restart', text: 'A new round begins' });
}

/** Handler of `do: restart`. */
export const restart: EffectHandler = {
  do: 'restart',
  compile: (a, cx, path) => {
    const keep = Array.isArray(a.keep) ? a.keep.map(String) : [];
    const keepPieces = a.keepPieces === true;
    // A node, not an inline primitive: it replaces the whole stack, its own frame included.
    return cx.node(path, { step: (rt) => restartMatch(rt, keep, keepPieces) });
  },
};
