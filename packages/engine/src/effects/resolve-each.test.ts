import { effectTable } from '../testing/effect-case.ts';

// Each card records the order it resolved in; card "grow" adds a card with a higher number meanwhile.
const log = [
  { do: 'adjust-counter', counter: 'seq', by: 1 },
  { do: 'add-marker', to: 'self', marker: 'at', count: { op: 'counter', name: 'seq' } },
];
const cards = [
  { kind: 'card', id: 'one', props: { number: 1 }, triggers: [{ on: 'signal', name: 'skill', do: log }] },
  { kind: 'card', id: 'three', props: { number: 3 }, triggers: [{ on: 'signal', name: 'skill', do: log }] },
  {
    kind: 'card',
    id: 'grow',
    props: { number: 2 },
    triggers: [
      {
        on: 'signal',
        name: 'skill',
        do: [...log, { do: 'move-component', component: { select: 'top', zone: 'deck' }, to: 'room' }],
      },
    ],
  },
];
const args = {
  do: 'resolve-each',
  in: { select: 'components', zone: 'room' },
  by: { op: 'prop', of: 'it', name: 'number' },
  signal: 'skill',
};

effectTable('resolve-each', [
  {
    name: 'resolves in ascending number',
    table: { sets: { room: ['three', 'one'] }, defs: cards, counters: { seq: 0 } },
    args,
    expected: { markers: { 'room-0': { at: 2 }, 'room-1': { at: 1 } } },
  },
  {
    name: 'includes cards added during resolution',
    table: { sets: { room: ['grow', 'one'] }, stacks: { deck: ['three'] }, defs: cards, counters: { seq: 0 } },
    args,
    expected: { markers: { 'room-1': { at: 1 }, 'room-0': { at: 2 }, 'deck-0': { at: 3 } } },
  },
  {
    name: 'resolves descending on request',
    table: { sets: { room: ['one', 'three'] }, defs: cards, counters: { seq: 0 } },
    args: { ...args, order: 'desc' },
    expected: { markers: { 'room-1': { at: 1 }, 'room-0': { at: 2 } } },
  },
]);
