// Which events a seat may read. Visibility is decided when an event happens
// (whose eyes were open, who peeked) and carried by the event itself as
// `data.visibleTo`, so a log can be filtered without the state it came from.
import type { GameEvent } from '../runtime/runtime.ts';
import type { SeatId } from '../state/types.ts';

/** Whether a seat (or an all-seeing observer) may read this event. */
export function eventVisibleTo(event: GameEvent, seat: SeatId | 'all'): boolean {
  if (seat === 'all') return true;
  const to = event.data?.visibleTo;
  return !Array.isArray(to) || to.includes(seat);
}

/** The events of a log a seat may read, in order: a blind seat reads only public ones (announcements). */
export function eventsFor(events: readonly GameEvent[], seat: SeatId | 'all'): GameEvent[] {
  return events.filter((e) => eventVisibleTo(e, seat));
}
