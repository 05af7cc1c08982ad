// The "event" expectation: events of a type, optionally about a character or
// seat, with a text, data values, and who could read them (closed eyes, private peeks).
import { eventVisibleTo } from '@roomsmith/engine';
import type { GameEvent } from '../engine-api.ts';
import type { Expectation } from './pack-test.ts';
import { piecesOf, type TestState } from './state-reader.ts';

type EventExpectation = Extract<Expectation, { expect: 'event' }>;

function hasText(ev: GameEvent, text: string): boolean {
  return typeof ev.text === 'string' ? ev.text === text : Object.values(ev.text).includes(text);
}

function hasData(ev: GameEvent, data: Record<string, unknown>): boolean {
  return Object.entries(data).every(([k, v]) => JSON.stringify(ev.data?.[k]) === JSON.stringify(v));
}

function matches(e: EventExpectation, ev: GameEvent, state: TestState): boolean {
  return (
    ev.type === e.type &&
    (e.seat === undefined || ev.seat === e.seat) &&
    (e.character === undefined || (ev.piece !== undefined && piecesOf(state, e.character).includes(ev.piece))) &&
    (e.text === undefined || hasText(ev, e.text)) &&
    (e.data === undefined || hasData(ev, e.data)) &&
    (e.visibleTo ?? []).every((seat) => eventVisibleTo(ev, seat)) &&
    (e.hiddenFrom ?? []).every((seat) => !eventVisibleTo(ev, seat))
  );
}

function describeExpected(e: EventExpectation): string {
  const about = [e.character, e.seat].filter(Boolean).join(' ');
  const parts = [
    about ? ` for ${about}` : '',
    e.text === undefined ? '' : ` with text "${e.text}"`,
    e.data === undefined ? '' : ` with data ${JSON.stringify(e.data)}`,
    e.visibleTo?.length ? ` visible to ${e.visibleTo.join(', ')}` : '',
    e.hiddenFrom?.length ? ` hidden from ${e.hiddenFrom.join(', ')}` : '',
  ];
  return `"${e.type}" events${parts.join('')}`;
}

/** Checks an event expectation over the events so far; null when it holds. */
export function checkEvent(e: EventExpectation, events: readonly GameEvent[], state: TestState): string | null {
  const matching = events.filter((ev) => matches(e, ev, state));
  const what = describeExpected(e);
  if (e.count === undefined)
    return matching.length > 0 ? null : `expected a ${what.replace(' events', ' event')}, found none`;
  return matching.length === e.count ? null : `expected ${e.count} ${what}, found ${matching.length}`;
}
