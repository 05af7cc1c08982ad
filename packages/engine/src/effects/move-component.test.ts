import { describe, expect, it } from 'vitest';
import { createMatch } from '../match/match.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { effectTable } from '../testing/effect-case.ts';

// A stack past the length up to which a card put on top moves the others itself (runtime/table.ts).
const LONG = Array.from({ length: 18 }, (_, i) => `card${i}`);

effectTable('move-component', [
  {
    name: 'puts a component on top of a stack',
    table: { stacks: { a: ['x'], b: ['y'] } },
    args: { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'b' },
    expected: { zones: { a: [], b: ['x', 'y'] } },
  },
  {
    name: 'puts it on top of a stack of sixteen, moving the rest down by one',
    table: { stacks: { a: ['x'], b: LONG.slice(0, 16) } },
    args: { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'b' },
    expected: { zones: { a: [], b: ['x', ...LONG.slice(0, 16)] } },
  },
  {
    name: 'puts it on top of a stack longer than sixteen',
    table: { stacks: { a: ['x'], b: LONG } },
    args: { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'b' },
    expected: { zones: { a: [], b: ['x', ...LONG] } },
  },
  {
    name: 'puts it at the bottom when asked',
    table: { stacks: { a: ['x'], b: ['y'] } },
    args: { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'b', position: 'bottom' },
    expected: { zones: { a: [], b: ['y', 'x'] } },
  },
  {
    name: 'puts it at a given index from the top',
    table: { stacks: { a: ['x'], b: ['y', 'z'] } },
    args: { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'b', position: 1 },
    expected: { zones: { a: [], b: ['y', 'x', 'z'] } },
  },
  {
    name: 'puts it at the bottom when the index is past the end',
    table: { stacks: { a: ['x'], b: ['y', 'z'] } },
    args: { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'b', position: 5 },
    expected: { zones: { a: [], b: ['y', 'z', 'x'] } },
  },
  {
    name: 'takes it out of the middle of its stack',
    table: { stacks: { a: ['x', 'y', 'z'], b: [] } },
    args: { do: 'move-component', component: { select: 'components', zone: 'a', def: 'y' }, to: 'b' },
    expected: { zones: { a: ['x', 'z'], b: ['y'] } },
  },
  {
    name: 'takes it out of the middle of a stack longer than sixteen',
    table: { stacks: { a: [...LONG.slice(0, 9), 'y', ...LONG.slice(9)], b: [] } },
    args: { do: 'move-component', component: { select: 'components', zone: 'a', def: 'y' }, to: 'b' },
    expected: { zones: { a: LONG, b: ['y'] } },
  },
  {
    name: 'takes it from the bottom of its stack',
    table: { stacks: { a: ['x', 'y', 'z'], b: ['w'] } },
    args: { do: 'move-component', component: { select: 'components', zone: 'a', def: 'z' }, to: 'b' },
    expected: { zones: { a: ['x', 'y'], b: ['z', 'w'] } },
  },
  {
    name: 'puts several at the bottom in the listed order',
    table: { stacks: { a: ['x', 'y'], b: ['z'] } },
    args: { do: 'move-component', component: { select: 'top', zone: 'a', count: 2 }, to: 'b', position: 'bottom' },
    expected: { zones: { a: [], b: ['z', 'x', 'y'] } },
  },
  {
    name: 'moves it within its own stack',
    table: { stacks: { a: ['x', 'y', 'z'] } },
    args: { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'a', position: 'bottom' },
    expected: { zones: { a: ['y', 'z', 'x'] } },
  },
  {
    name: 'keeps the listed order on top',
    table: { stacks: { a: ['x', 'y'], b: ['z'] } },
    args: { do: 'move-component', component: { select: 'top', zone: 'a', count: 2 }, to: 'b' },
    expected: { zones: { a: [], b: ['x', 'y', 'z'] } },
  },
  {
    name: 'turns it face up and fires placed',
    table: {
      stacks: { a: ['x'], b: [] },
      counters: { n: 0 },
      triggers: [{ on: 'placed', zone: 'b', do: [{ do: 'set-counter', counter: 'n', value: 1 }] }],
    },
    args: { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'b', faceUp: true },
    expected: { zones: { a: [], b: ['x^'] }, counters: { n: 1 } },
  },
  {
    name: 'fires no placed trigger that names another zone',
    table: {
      stacks: { a: ['x'], b: [], c: [] },
      counters: { n: 0 },
      triggers: [{ on: 'placed', zone: 'c', do: [{ do: 'set-counter', counter: 'n', value: 1 }] }],
    },
    args: { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'b' },
    expected: { zones: { a: [], b: ['x'], c: [] }, counters: { n: 0 } },
  },
  {
    name: "fires a placed trigger that names a seat's zone's declared id",
    table: {
      stacks: { a: ['x'], 'b@s0': [] },
      counters: { n: 0 },
      triggers: [{ on: 'placed', zone: 'b', do: [{ do: 'set-counter', counter: 'n', value: 1 }] }],
    },
    args: { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'b@s0' },
    expected: { counters: { n: 1 } },
  },
  {
    name: 'fires no placed trigger whose zone is only the start of the declared id',
    table: {
      stacks: { a: ['x'], 'bb@s0': [] },
      counters: { n: 0 },
      triggers: [{ on: 'placed', zone: 'b', do: [{ do: 'set-counter', counter: 'n', value: 1 }] }],
    },
    args: { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'bb@s0' },
    expected: { counters: { n: 0 } },
  },
  {
    name: 'fires a placed trigger that names no zone',
    table: {
      stacks: { a: ['x'], b: [] },
      counters: { n: 0 },
      triggers: [{ on: 'placed', do: [{ do: 'set-counter', counter: 'n', value: 1 }] }],
    },
    args: { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'b' },
    expected: { counters: { n: 1 } },
  },
  {
    name: "fires the placed trigger of the moved component's definition",
    table: {
      stacks: { a: ['x'], b: [] },
      counters: { n: 0 },
      defs: [
        {
          kind: 'room',
          id: 'x',
          name: 'x',
          props: {},
          triggers: [{ on: 'placed', do: [{ do: 'set-counter', counter: 'n', value: 1 }] }],
        },
      ],
    },
    args: { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'b' },
    expected: { counters: { n: 1 } },
  },
  {
    name: 'fires a delayed effect waiting for placed',
    table: { stacks: { a: ['x'], b: [] }, counters: { n: 0 } },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'schedule', on: { on: 'placed' }, run: [{ do: 'set-counter', counter: 'n', value: 1 }] },
        { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'b' },
      ],
    },
    expected: { counters: { n: 1 } },
  },
  {
    name: 'keeps a face-up component known to every seat when it is turned face down',
    table: { stacks: { a: ['x^'], b: [] } },
    args: { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'b', faceUp: false },
    expected: { zones: { a: [], b: ['x'] }, seen: { 'a-0': ['s0', 's1'] } },
  },
  {
    name: 'makes everyone forget a face-up component turned face down unseen',
    table: { stacks: { a: ['x^'], b: [] } },
    args: { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'b', faceUp: false, unseen: true },
    expected: { zones: { a: [], b: ['x'] }, seen: {} },
  },
  {
    name: 'makes everyone forget it when unseen',
    table: { stacks: { a: ['x'], b: [] } },
    args: {
      do: 'if',
      if: true,
      then: [
        { do: 'peek', component: { select: 'top', zone: 'a' } },
        { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'b', unseen: true },
      ],
    },
    expected: { seen: {} },
  },
  {
    name: 'fills a given empty grid cell',
    table: { grid: ['. .'], stacks: { a: ['x'] } },
    args: { do: 'move-component', component: { select: 'top', zone: 'a' }, to: 'grid', cell: 'cell' },
    bindings: { cell: 'grid#1' },
    expected: { grid: ['. x'] },
  },
]);

describe('move-component placing into several zones from one site', () => {
  // Each of two sites places a card into each seat's discard in turn (two zone instances a site); the
  // placed trigger names one instance, the declared zone, or another zone.
  const mode = (heardIn: string) => ({
    kind: 'mode',
    id: 'm',
    name: 'm',
    seats: { players: { min: 2, max: 2 } },
    zones: [
      { id: 'box', kind: 'stack' },
      { id: 'discard', kind: 'stack', perSeat: true },
    ],
    counters: [{ id: 'n', initial: 0 }],
    setup: {
      steps: [
        { do: 'create-components', zone: 'box', items: [{ def: 'card', count: 4 }] },
        {
          do: 'for-each',
          in: { select: 'seats' },
          as: 'seat',
          run: [
            { do: 'move-component', component: { select: 'top', zone: 'box' }, to: { zone: 'discard', seat: 'seat' } },
            { do: 'move-component', component: { select: 'top', zone: 'box' }, to: { zone: 'discard', seat: 'seat' } },
          ],
        },
      ],
    },
    triggers: [{ on: 'placed', zone: heardIn, do: [{ do: 'adjust-counter', counter: 'n', by: 1 }] }],
    phases: [{ type: 'effects', id: 'stop', do: [{ do: 'end-game', outcome: 'done' }] }],
  });
  const card = { kind: 'room', id: 'card', name: 'card', props: {} };
  const placedHeard = (heardIn: string) => {
    const rs = compileOrThrow(pack('t', [mode(heardIn), card]));
    return createMatch(rs, { mode: 'm', seed: 1, seats: 2 }).state.counters['n'];
  };

  it("hears only the placements into the zone instance a trigger names, each seat's in turn", () => {
    expect(placedHeard('discard@s1')).toBe(2);
    expect(placedHeard('discard@s0')).toBe(2);
  });

  it("hears every placement into a seat's zone when the trigger names the declared zone", () => {
    expect(placedHeard('discard')).toBe(4);
  });

  it('hears none when the trigger names another zone', () => {
    expect(placedHeard('box')).toBe(0);
  });
});
