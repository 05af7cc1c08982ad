// Events as the `tally` profile logs them: `emit` keeps an event's type, seat and cause there, nothing else
// (runtime.ts' `tallied`). Sites a game passes many times hand `emit` one of these in that profile instead
// of building text and data that nobody reads.
import type { GameEvent } from './runtime.ts';

/** An event of `type` without a seat, as a `tally` log counts it: one frozen record per site, shared. */
export function counted(type: string): Omit<GameEvent, 'cause'> {
  return Object.freeze({ type, text: '' });
}

/** An event of `type` by `seat`, as a `tally` log counts it. */
export function countedBy(type: string, seat: string | undefined): Omit<GameEvent, 'cause'> {
  return { type, seat, text: '' };
}
