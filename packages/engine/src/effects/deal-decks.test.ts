import { effectTable } from '../testing/effect-case.ts';

const cards = [
  { kind: 'card', type: 'plain', id: 'a', name: 'a' },
  { kind: 'card', type: 'plain', id: 'b', name: 'b' },
];
const deck = { kind: 'deck', id: 'pile', name: 'pile', entries: [{ card: 'a', copies: 2 }, { card: 'b' }] };

effectTable('deal-decks', [
  {
    name: 'deals a deck of the pack into its zone in listed order when not shuffled',
    table: {
      stacks: { draw: [] },
      defs: [...cards, deck],
      setup: { decks: [{ zone: 'draw', deck: 'pile', shuffled: false }] },
    },
    args: { do: 'deal-decks' },
    expected: { zones: { draw: ['a', 'a', 'b'] }, events: ['components-created'] },
  },
  {
    name: 'deals a line of inline entries',
    table: {
      stacks: { draw: [] },
      defs: cards,
      setup: { decks: [{ zone: 'draw', entries: [{ card: 'b', copies: 2 }], shuffled: false }] },
    },
    args: { do: 'deal-decks' },
    expected: { zones: { draw: ['b', 'b'] } },
  },
  {
    name: 'shuffles a line by default, keeping its cards',
    table: {
      stacks: { draw: [] },
      defs: cards,
      setup: {
        decks: [
          {
            zone: 'draw',
            entries: [
              { card: 'a', copies: 3 },
              { card: 'b', copies: 3 },
            ],
          },
        ],
      },
    },
    args: { do: 'deal-decks' },
    expected: { zones: { draw: ['b', 'a', 'b', 'b', 'a', 'a'] } },
  },
  {
    name: 'deals only the lines of the zones it names',
    table: {
      stacks: { draw: [], spare: [] },
      defs: cards,
      setup: {
        decks: [
          { zone: 'draw', entries: [{ card: 'a' }] },
          { zone: 'spare', entries: [{ card: 'b' }] },
        ],
      },
    },
    args: { do: 'deal-decks', zones: ['spare'] },
    expected: { zones: { draw: [], spare: ['b'] } },
  },
]);
