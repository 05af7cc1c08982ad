// Endings: checked after every action and phase and before every decision.
import type { CompiledEnding } from '../ruleset/types.ts';
import type { Bindings, Text } from '../state/types.ts';
import { emit, type Runtime } from './runtime.ts';
import { truthy } from './values.ts';
import { stamp } from './writes.ts';

/** Ends the match now: records the result, clears the stack and any pending decision. */
export function endGame(rt: Runtime, outcome: string, winners: string[], reason: Text): void {
  const s = rt.s;
  if (s.result) return;
  const text = typeof reason === 'string' ? reason : (reason.en ?? Object.values(reason)[0] ?? outcome);
  s.result = { winners, outcome, reason: text };
  // Popped, not `length = 0`: setting an array's length is a call into the runtime, and the stack
  // holds a frame or two here.
  while (s.stack.length !== 0) s.stack.pop();
  s.pending = null;
  // The end of the match is told to every seat, eyes closed or not.
  emit(rt, { type: 'game-end', data: { outcome, winners }, text: `${outcome}: ${text}` }, 'public');
}

// The bindings endings are evaluated with: none. One record serves every evaluation (a new `{}` each
// was an allocation per decision of a game whose endings read a counter written every turn). A
// filter inside an ending binds `it` on it for its loop and puts it back (selectors/lists.ts, in a
// `finally`), so it holds nothing between evaluations but, at most, an `it` left undefined, which
// reads as no binding.
const NO_BINDINGS: Bindings = [];

/**
 * Ends the match if one of the mode's endings holds; tells whether it ended. Endings are asked
 * again only once something they read has been written since they last all failed. (Small, so that
 * the usual answer, a stamp compare, is inlined where it is asked: before every decision and after
 * every phase and action.)
 */
export function checkEndings(rt: Runtime): boolean {
  if (rt.s.result) return true;
  const now = stamp(rt, rt.mode.endingReads);
  return now !== rt.endingsClear && evaluateEndings(rt, now);
}

/** Evaluates the endings (something they read was written, at stamp `now`); ends the match on the first that holds. */
function evaluateEndings(rt: Runtime, now: number): boolean {
  const endings = rt.mode.endings;
  const all = rt.mode.endingReads;
  const failed = rt.endingsEach;
  for (let i = 0; i < endings.length; i++) {
    const ending = endings[i] as CompiledEnding;
    // An ending that failed, with nothing it reads written since, fails again: not asked (a turn's
    // counter written does not ask again the endings that count pieces). NaN (untracked) equals nothing.
    // One that reads all the endings read (a mode's only ending) is asked whenever this is: no stamp kept.
    const own = ending.reads !== all;
    const at = own ? stamp(rt, ending.reads) : now;
    if (own && at === failed[i]) continue;
    if (!truthy(ending.when(rt, NO_BINDINGS))) {
      if (own) failed[i] = at;
      continue;
    }
    const saved = rt.cause;
    rt.cause = ending.cause;
    const winners = ending.winners ? ending.winners(rt, NO_BINDINGS).filter((id) => id in rt.s.seats) : [];
    endGame(rt, ending.outcome, winners, ending.text);
    rt.cause = saved;
    return true;
  }
  rt.endingsClear = now;
  return false;
}
