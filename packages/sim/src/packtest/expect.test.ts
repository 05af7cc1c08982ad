import { describe, expect, it } from 'vitest';
import { checkExpectation, type Snapshot } from './expect.ts';
import type { TestState } from './state-reader.ts';

const state: TestState = {
  zones: { complex: { kind: 'grid', rows: 2, cols: 2, cells: ['c0', 'c1', 'c2', 'c3'] }, box: { kind: 'set' } },
  components: {
    c0: { def: 'room25:central', faceUp: true, location: { zone: 'complex', cell: 0 }, markers: {} },
    c1: {
      def: 'room25:acid-bath',
      faceUp: false,
      location: { zone: 'complex', cell: 1 },
      markers: { 'reminder@s0': 1 },
    },
    c2: { def: 'room25:flooded', faceUp: true, location: { zone: 'complex', cell: 2 }, markers: { 'do-not-cross': 1 } },
    c3: { def: 'room25:empty', faceUp: true, location: { zone: 'complex', cell: 3 }, markers: { locked: 0 } },
  },
  pieces: {
    p0: {
      def: 'room25:alice',
      seat: 's0',
      location: { component: 'c2' },
      status: 'active',
      vars: { 'reminder-placed': 1 },
    },
    p1: { def: 'room25:max', seat: 's1', location: null, status: 'eliminated' },
    p2: { def: 'room25:kevin', seat: 's1', location: { zone: 'box' }, status: 'active' },
  },
  seats: { s0: { vars: { actions: 2 } } },
  counters: { countdown: 6 },
  result: null,
};

const snap = (over: Partial<Snapshot> = {}): Snapshot => ({
  state,
  events: [
    { type: 'eliminated', piece: 'p1', seat: 's1', text: 'Max dies' },
    { type: 'revealed', text: 'a room turns' },
  ],
  pendingSeats: ['s0'],
  legal: () => ['move:c1', 'look:c1'],
  ...over,
});

describe('pack-test expectations', () => {
  it('find an event by type and character', () => {
    expect(checkExpectation({ expect: 'event', type: 'eliminated', character: 'max' }, snap())).toBeNull();
  });

  it('count events exactly when a count is given', () => {
    expect(checkExpectation({ expect: 'event', type: 'eliminated', count: 0 }, snap())).toBe(
      'expected 0 "eliminated" events, found 1',
    );
  });

  it('say when no event of the type was emitted', () => {
    expect(checkExpectation({ expect: 'event', type: 'peeked', seat: 's0' }, snap())).toMatch(
      /expected a "peeked" event for s0/,
    );
  });

  it('locate a figure on a grid cell', () => {
    expect(checkExpectation({ expect: 'figure', character: 'alice', cell: [1, 0] }, snap())).toBeNull();
  });

  it('say where a figure is when it is elsewhere', () => {
    expect(checkExpectation({ expect: 'figure', character: 'alice', cell: [0, 0] }, snap())).toBe(
      'expected alice at [0,0], it is at [1,0]',
    );
  });

  it('check that a figure is eliminated', () => {
    expect(checkExpectation({ expect: 'figure', character: 'max', eliminated: true }, snap())).toBeNull();
    expect(checkExpectation({ expect: 'figure', character: 'alice', eliminated: true }, snap())).toMatch(
      /it is active/,
    );
  });

  it('locate a figure in a zone off the grid', () => {
    expect(checkExpectation({ expect: 'figure', character: 'kevin', zone: 'box' }, snap())).toBeNull();
  });

  it('name a character that is not in the match', () => {
    expect(checkExpectation({ expect: 'figure', character: 'bruce' }, snap())).toMatch(/no figure of character bruce/);
  });

  it('check which room is on a cell and whether it is revealed', () => {
    expect(checkExpectation({ expect: 'room', cell: [0, 1], room: 'acid-bath', revealed: false }, snap())).toBeNull();
    expect(checkExpectation({ expect: 'room', cell: [0, 1], revealed: true }, snap())).toBe(
      'expected [0,1] revealed, it is hidden',
    );
  });

  it('see a marker with a positive count and not one at zero', () => {
    expect(checkExpectation({ expect: 'marker', marker: 'do-not-cross', cell: [1, 0] }, snap())).toBeNull();
    expect(checkExpectation({ expect: 'marker', marker: 'locked', cell: [1, 1] }, snap())).toMatch(
      /expected marker locked on/,
    );
  });

  it('see a marker a seat owns when that seat is named as owner', () => {
    expect(checkExpectation({ expect: 'marker', marker: 'reminder', cell: [0, 1], owner: 's0' }, snap())).toBeNull();
  });

  it("refuse another seat's copy as the owner's, listing the markers there", () => {
    expect(checkExpectation({ expect: 'marker', marker: 'reminder', cell: [0, 1], owner: 's1' }, snap())).toBe(
      "expected s1's marker reminder on [0,1] (markers there: reminder@s0)",
    );
  });

  it('count a copy owned by any seat when no owner is named', () => {
    expect(checkExpectation({ expect: 'marker', marker: 'reminder', cell: [0, 1] }, snap())).toBeNull();
    expect(checkExpectation({ expect: 'marker', marker: 'reminder', cell: [0, 1], present: false }, snap())).toBe(
      'expected marker reminder not on [0,1] (markers there: reminder@s0)',
    );
  });

  it('pass an absent owned marker when the seat owns no copy there', () => {
    expect(
      checkExpectation({ expect: 'marker', marker: 'reminder', cell: [0, 1], owner: 's1', present: false }, snap()),
    ).toBeNull();
  });

  it('not take an unowned marker for an owned one', () => {
    expect(checkExpectation({ expect: 'marker', marker: 'do-not-cross', cell: [1, 0], owner: 's0' }, snap())).toBe(
      "expected s0's marker do-not-cross on [1,0] (markers there: do-not-cross)",
    );
  });

  it('read a piece variable of a figure', () => {
    expect(
      checkExpectation({ expect: 'figure', character: 'alice', vars: { 'reminder-placed': 1 } }, snap()),
    ).toBeNull();
  });

  it('read a piece variable never set as 0', () => {
    expect(
      checkExpectation({ expect: 'figure', character: 'kevin', vars: { 'reminder-placed': 0 } }, snap()),
    ).toBeNull();
  });

  it('name each piece variable that differs, with its value', () => {
    expect(
      checkExpectation({ expect: 'figure', character: 'alice', vars: { 'reminder-placed': 0, moves: 2 } }, snap()),
    ).toBe('expected alice with reminder-placed = 0 (it is 1), moves = 2 (it is 0)');
  });

  it('read global and per-seat counters', () => {
    expect(checkExpectation({ expect: 'counter', counter: 'countdown', equals: 6 }, snap())).toBeNull();
    expect(checkExpectation({ expect: 'counter', counter: 'actions', seat: 's0', equals: 1 }, snap())).toBe(
      'expected counter actions of s0 = 1, it is 2',
    );
  });

  it('say the game has not ended when an outcome is expected', () => {
    expect(checkExpectation({ expect: 'outcome', outcome: 'defeat' }, snap())).toMatch(/has not ended/);
  });

  it('list options the pending decision does not offer', () => {
    expect(checkExpectation({ expect: 'pending', seat: 's0', options: ['move:c1', 'push:c1'] }, snap())).toMatch(
      /s0 is not offered push:c1/,
    );
  });

  it('pass when the options said to be absent are not offered', () => {
    expect(checkExpectation({ expect: 'pending', seat: 's0', absent: ['push:c1', 'move:c2'] }, snap())).toBeNull();
  });

  it('name each option offered that should be absent', () => {
    expect(
      checkExpectation({ expect: 'pending', seat: 's0', options: ['move:c1'], absent: ['look:c1', 'push:c1'] }, snap()),
    ).toBe('s0 is offered look:c1, which should be absent');
  });

  it('refuse a flag when the engine gives no flags', () => {
    expect(checkExpectation({ expect: 'flag', flag: 'quiet' }, snap())).toMatch(/need an engine/);
  });

  it('read the flags the snapshot gives', () => {
    expect(checkExpectation({ expect: 'flag', flag: 'quiet' }, snap({ flags: () => ['quiet'] }))).toBeNull();
  });

  it('say who the decision is pending for when it is another seat', () => {
    expect(checkExpectation({ expect: 'pending', seat: 's1' }, snap())).toMatch(/pending for s0/);
  });

  it('refuse a condition when no evaluator is given', () => {
    expect(checkExpectation({ expect: 'condition', condition: {} as never }, snap())).toMatch(/need an engine/);
  });

  it('pass a condition the evaluator says holds, and name one that does not', () => {
    const e = { expect: 'condition' as const, condition: true as never };
    expect(checkExpectation(e, snap({ condition: () => ({ holds: true }) }))).toBeNull();
    expect(checkExpectation(e, snap({ condition: () => ({ holds: false }) }))).toBe(
      'the condition does not hold: true',
    );
  });
});
