// Which events a seat may read, and how. Visibility is decided when an event
// happens (whose eyes were open, who peeked) and carried by the event itself as
// `data.visibleTo`, so a log can be filtered without the state it came from.
// An event naming components a seat cannot identify carries the handles that
// seat's view gave them then (`data.handles`): the seat reads it renamed.
import type { GameEvent } from '../runtime/runtime.ts';
import type { EventHandles } from '../runtime/visibility.ts';
import type { SeatId } from '../state/types.ts';

/** Whether a seat (or an all-seeing observer) may read this event. */
export function eventVisibleTo(event: GameEvent, seat: SeatId | 'all'): boolean {
  if (seat === 'all') return true;
  const to = event.data?.visibleTo;
  return !Array.isArray(to) || to.includes(seat);
}

/** A component id inside an event's text (component ids are `c` and a number; the callback checks the edges). */
const ID_TOKEN = /c\d+/g;
const WORDISH = /[\w-]/;

function renameText(t: string, ids: Record<string, string>): string {
  return t.replace(ID_TOKEN, (id: string, at: number, all: string) => {
    const edge = (i: number) => i < 0 || i >= all.length || !WORDISH.test(all.charAt(i));
    return edge(at - 1) && edge(at + id.length) ? (ids[id] ?? id) : id;
  });
}

/**
 * The event as `seat` reads it: components it could not identify named by the
 * handles its view gave them, their faces (`data.def`) and a cause that was one
 * of those faces left out, and no other seat's handles. 'all' reads it whole.
 */
export function eventAs(event: GameEvent, seat: SeatId | 'all'): GameEvent {
  const all = event.data?.handles as Record<SeatId, EventHandles> | undefined;
  if (!all || seat === 'all') return event;
  const mine = all[seat];
  const ids = mine?.ids ?? {};
  const name = (v: unknown) => (typeof v === 'string' ? (ids[v] ?? v) : v);
  const data: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(event.data ?? {})) {
    if (k === 'handles' || (mine && k === 'def')) continue;
    data[k] = Array.isArray(v) ? v.map(name) : name(v);
  }
  const t = event.text;
  const out: GameEvent = {
    type: event.type,
    data,
    text:
      typeof t === 'string'
        ? renameText(t, ids)
        : Object.fromEntries(Object.entries(t).map(([l, x]) => [l, renameText(x, ids)])),
  };
  if (event.seat !== undefined) out.seat = event.seat;
  if (event.piece !== undefined) out.piece = event.piece;
  if (event.component !== undefined) out.component = ids[event.component] ?? event.component;
  if (event.cause !== undefined && !mine?.hideCause) out.cause = event.cause;
  return out;
}

/** The events of a log a seat may read, in order, as it reads them: a blind seat reads only public ones (announcements). */
export function eventsFor(events: readonly GameEvent[], seat: SeatId | 'all'): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of events) if (eventVisibleTo(e, seat)) out.push(e.data?.handles ? eventAs(e, seat) : e);
  return out;
}
