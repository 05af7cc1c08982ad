import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../engine-api.ts';
import type { Expectation } from './pack-test.ts';
import { checkEvent } from './expect-event.ts';
import type { TestState } from './state-reader.ts';

const state = { zones: {}, components: {}, pieces: {}, seats: {}, counters: {}, result: null } as TestState;
const events: GameEvent[] = [
  { type: 'component-moved', data: { to: 'room-green', visibleTo: ['s0'] }, text: 'c3 goes to room-green' },
  { type: 'announce', data: { public: true }, text: { en: 'Closed!', fr: 'Fermé !' } },
];
type E = Extract<Expectation, { expect: 'event' }>;

const rows: Array<[string, Omit<E, 'expect'>, string | null]> = [
  ['matches a text in any of its languages', { type: 'announce', text: 'Fermé !' }, null],
  [
    'says which text it looked for',
    { type: 'announce', text: 'Blood!' },
    'expected a "announce" event with text "Blood!", found none',
  ],
  ['matches data values', { type: 'component-moved', data: { to: 'room-green' } }, null],
  ['matches an event visible to a seat', { type: 'announce', visibleTo: ['s0', 's1'] }, null],
  ['matches an event hidden from a seat', { type: 'component-moved', hiddenFrom: ['s1'], count: 1 }, null],
  ['counts events a seat could read', { type: 'component-moved', visibleTo: ['s1'], count: 0 }, null],
  [
    'says when a seat could read an event it should not',
    { type: 'announce', hiddenFrom: ['s1'] },
    'expected a "announce" event hidden from s1, found none',
  ],
];

describe('event expectations', () => {
  it.each(rows)('%s', (_name, e, expected) => {
    expect(checkEvent({ expect: 'event', ...e }, events, state)).toBe(expected);
  });
});
