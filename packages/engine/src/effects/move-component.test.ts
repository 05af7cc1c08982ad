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
