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

/** A 53-bit FNV-1a hash of a string, in base 36 (keys stay small however large the view). */
function fnv1a(text: string): string {
  let h = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const mask = (1n << 64n) - 1n;
  for (let i = 0; i < text.length; i++) h = ((h ^ BigInt(text.charCodeAt(i))) * prime) & mask;
  return (h >> 11n).toString(36);
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
