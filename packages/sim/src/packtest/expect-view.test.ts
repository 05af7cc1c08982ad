import { describe, expect, it } from 'vitest';
import type { Expectation } from './pack-test.ts';
import { checkView, type TestView, type ViewProbe } from './expect-view.ts';
import type { TestState } from './state-reader.ts';

// c0 was drawn into a hidden room; c1 lies face down in a counted deck, seen by s1; c2 is face up.
const state = {
  zones: {
    room: { kind: 'set', items: ['c0'] },
    deck: { kind: 'stack', items: ['c1'] },
    pile: { kind: 'set', items: ['c2'] },
  },
  components: {
    c0: { def: 't:nina', faceUp: false, location: { zone: 'room' }, markers: {} },
    c1: { def: 't:vamps', faceUp: false, location: { zone: 'deck' }, markers: {} },
    c2: { def: 't:gemmy', faceUp: true, location: { zone: 'pile' }, markers: {} },
  },
  pieces: {},
  seats: { s0: { vars: {} }, s1: { vars: {} } },
  counters: {},
  result: null,
} as TestState;
const blindView: TestView = {
  zones: {
    room: { items: [], shown: 'nothing' },
    deck: { items: ['?deck#0'], shown: 'count' },
    pile: { items: ['c2'], shown: 'items' },
  },
  components: { '?deck#0': { def: 't:vamps' }, c2: { def: 't:gemmy' } },
  seats: { s1: { eyesOpen: false } },
};
// Selectors in these rows are bare names, each standing for the component of that id.
const probe: ViewProbe = { view: () => blindView, select: (s) => [s as string] };
type V = Extract<Expectation, { expect: 'view' }>;

const rows: Array<[string, Omit<V, 'expect' | 'seat'>, string | null]> = [
  ['passes for a component shown by id and face', { sees: 'c2' }, null],
  ['fails for a component the view does not list by id', { sees: 'c0' }, 'the view of s1 does not show c0 by its id'],
  ['passes for a component neither listed nor shown face up', { hidden: 'c0' }, null],
  [
    'fails for a face shown under a handle',
    { hidden: 'c1' },
    'the view of s1 shows the face of c1 (t:vamps) at ?deck#0',
  ],
  ['checks what a zone shows', { zone: 'room', shows: 'nothing' }, null],
  [
    'says what a zone shows instead',
    { zone: 'deck', shows: 'items' },
    'expected the view of s1 to show items of deck, it shows count',
  ],
  ['checks the eyes', { eyesOpen: true }, 'expected the eyes of s1 open, they are closed'],
  ['counts the handles of a counted zone', { zone: 'deck', count: 1 }, null],
  [
    'says how many a zone counts instead',
    { zone: 'deck', count: 2 },
    'expected the view of s1 to count 2 in deck, it counts 1',
  ],
];

describe('view expectations', () => {
  it.each(rows)('%s', (_name, e, expected) => {
    expect(checkView({ expect: 'view', seat: 's1', ...e }, state, probe)).toBe(expected);
  });

  it('names an unknown seat', () => {
    expect(checkView({ expect: 'view', seat: 's7' }, state, probe)).toBe('no seat s7 in the match');
  });
});
