// Endings: checked after every action and phase and before every decision.
import type { Text } from '../state/types.ts';
import { emit, type Runtime } from './runtime.ts';
import { truthy } from './values.ts';
import { stamp } from './writes.ts';

/** Ends the match now: records the result, clears the stack and any pending decision. */
export function endGame(rt: Runtime, outcome: string, winners: string[], reason: Text): void {
  const s = rt.s;
  if (s.result) return;
  const text = typeof reason === 'string' ? reason : (reason.en ?? Object.values(reason)[0] ?? outcome);
  s.result = { winners, outcome, reason: text };
  s.stack.length = 0;
  s.pending = null;
  // The end of the match is told to every seat, eyes closed or not.
  emit(rt, { type: 'game-end', data: { outcome, winners }, text: `${outcome}: ${text}` }, 'public');
}

/**
 * Ends the match if one of the mode's endings holds; tells whether it ended. Endings are asked
 * again only once something they read has been written since they last all failed.
 */
export function checkEndings(rt: Runtime): boolean {
  if (rt.s.result) return true;
  const now = stamp(rt, rt.mode.endingReads);
  if (now === rt.endingsClear) return false;
  for (const ending of rt.mode.endings) {
    if (!truthy(ending.when(rt, {}))) continue;
    const saved = rt.cause;
    rt.cause = ending.cause;
    const winners = ending.winners ? ending.winners(rt, {}).filter((id) => id in rt.s.seats) : [];
    endGame(rt, ending.outcome, winners, ending.text);
    rt.cause = saved;
    return true;
  }
  rt.endingsClear = now;
  return false;
}
