// Loop avoidance for the searching bots. An option that brings a seat back to
// exactly what it saw before (the same view, the same question) made no
// progress: a free action with nothing left to do, such as showing a card
// again to a player who has seen it. A lookahead counted in decisions scores
// such a stall well (less happens before the horizon), so without this guard a
// searching bot can repeat it for ever. The guard remembers which options the
// seat took from each information state and leaves them out when the seat is
// back there, as long as another option remains.
import type { DecisionOption, View } from '../engine-api.ts';
import type { PolicyContext } from '../run/policy.ts';

/** What the seat knows at a decision, without the counters that move on every step. */
export function informationKey(view: View): string {
  const { step: _step, pending, ...rest } = view;
  const question = pending ? { ...pending, id: '' } : null;
  return fnv1a(JSON.stringify([rest, question]));
}

/**
 * A 53-bit FNV-1a hash of a string, in base 36 (keys stay small however large the view): the top 53
 * bits of the 64-bit FNV-1a, worked in two 32-bit halves (`hi`, `lo`) since BigInt arithmetic per
 * character cost more than the rest of a heuristic decision's bookkeeping. The prime is 2^40 + 0x1b3,
 * so `h * prime` is `h * 0x1b3` plus `lo` shifted 40 places (8 into `hi`).
 */
export function fnv1a(text: string): string {
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (let i = 0; i < text.length; i++) {
    lo = (lo ^ text.charCodeAt(i)) >>> 0;
    const low = lo * 0x1b3; // under 2^41: exact
    hi = (Math.imul(hi, 0x1b3) + Math.floor(low / 0x100000000) + (lo << 8)) >>> 0;
    lo = low >>> 0;
  }
  return (hi * 0x200000 + (lo >>> 11)).toString(36);
}

/** The options worth weighing now, and how to record the one taken. */
export interface LoopCheck {
  options: readonly DecisionOption[];
  took(option: string): void;
}

/** A guard for one seat in one game. */
export function loopGuard(): (ctx: PolicyContext) => LoopCheck {
  const taken = new Map<string, Set<string>>();
  return (ctx) => {
    const key = informationKey(ctx.view());
    let done = taken.get(key);
    if (!done) taken.set(key, (done = new Set()));
    const fresh = ctx.options.filter((o) => !done.has(o.id));
    return { options: fresh.length ? fresh : ctx.options, took: (option) => void done.add(option) };
  };
}
