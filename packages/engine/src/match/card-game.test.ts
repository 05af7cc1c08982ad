// A duel of two face-down decks from content: discard piles whose
// top card is where you stand, look at two and reorder, put cards under the
// opponent's deck, a pass activated by a card. No grid anywhere.
import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { answer, createMatch, type Match } from './match.ts';
import { view } from './view.ts';

const deck = (seat: unknown) => ({ zone: 'deck', seat });
const mine = deck('seat');
const theirs = deck({ select: 'next-seat', of: 'seat' });
const discard = { zone: 'discard', seat: 'seat' };
const nonEmpty = (zone: unknown) => ({ op: 'gt', a: { op: 'count', of: { select: 'top', zone } }, b: 0 });
const enterFrom = (id: string, zone: unknown) => ({
  id,
  when: nonEmpty(zone),
  do: [
    {
      do: 'let',
      name: 'card',
      items: { select: 'top', zone },
      run: [
        { do: 'move-component', component: 'card', to: discard, faceUp: true },
        { do: 'move-piece', piece: 'actor', to: 'card' },
      ],
    },
  ],
});
const second = {
  select: 'except',
  from: { select: 'top', zone: mine, count: 2 },
  remove: { select: 'top', zone: mine },
};

const cards = [
  { kind: 'card', id: 'empty' },
  { kind: 'card', id: 'trap', triggers: [{ on: 'enter', do: [{ do: 'eliminate', piece: 'piece' }] }] },
  {
    kind: 'card',
    id: 'key',
    triggers: [
      {
        on: 'enter',
        do: [
          { do: 'set-var', of: 'seat', name: 'pass', value: 1 },
          { do: 'move-component', component: 'self', to: theirs, position: 'bottom', faceUp: false, unseen: true },
        ],
      },
    ],
  },
  {
    kind: 'card',
    id: 'exit',
    triggers: [
      {
        on: 'enter',
        do: [
          {
            do: 'if',
            if: { op: 'gt', a: { op: 'seat-var', of: 'seat', name: 'pass' }, b: 0 },
            then: [{ do: 'end-game', outcome: 'round-won', winners: 'seat' }],
            else: [
              { do: 'move-component', component: 'self', to: theirs, position: 'bottom', faceUp: false, unseen: true },
            ],
          },
        ],
      },
    ],
  },
  { kind: 'character', id: 'walker' },
];
const duel = {
  kind: 'mode',
  id: 'duel',
  seats: { players: { min: 2, max: 2 } },
  zones: [
    { id: 'deck', kind: 'stack', perSeat: true },
    { id: 'discard', kind: 'stack', perSeat: true },
  ],
  actions: [
    {
      id: 'look',
      do: [
        { do: 'peek', component: { select: 'top', zone: mine, count: 2 } },
        {
          do: 'choose-option',
          options: [
            { id: 'keep', do: [] },
            { id: 'swap', do: [{ do: 'swap-components', a: { select: 'top', zone: mine }, b: second }] },
          ],
        },
      ],
    },
    { id: 'enter', do: [{ do: 'choose-option', options: [enterFrom('mine', mine), enterFrom('theirs', theirs)] }] },
    {
      id: 'control',
      do: [{ do: 'move-component', component: { select: 'top', zone: mine }, to: mine, position: 'bottom' }],
    },
  ],
  triggers: [
    {
      on: 'placed',
      zone: 'discard',
      where: {
        op: 'ge',
        a: {
          op: 'count',
          of: { select: 'components', zone: { zone: 'discard', seat: { select: 'seat-of', of: 'self' } } },
        },
        b: 6,
      },
      do: [{ do: 'set-var', of: { select: 'seat-of', of: 'self' }, name: 'pass', value: 1 }],
    },
  ],
  phases: [
    {
      type: 'each',
      id: 'turns',
      who: { select: 'seats' },
      do: [{ do: 'take-action', piece: { select: 'pieces', seat: 'it' } }],
    },
  ],
  endings: [
    {
      when: { op: 'gt', a: { op: 'count', of: { select: 'pieces', status: 'eliminated' } }, b: 0 },
      outcome: 'round-won',
      winners: { select: 'seat-of', of: { select: 'pieces' } },
    },
  ],
};

const rs = compileOrThrow(pack('d', [...cards, duel]));
const layout = {
  zones: { 'deck@s0': ['key', 'empty', 'trap'], 'deck@s1': ['exit', 'trap', 'empty'] },
  figures: [
    { character: 'walker', seat: 's0', zone: 'discard@s0' },
    { character: 'walker', seat: 's1', zone: 'discard@s1' },
  ],
};
const play = (steps: Array<[string, string]>): Match =>
  steps.reduce(
    (m, [seat, option]) => answer(rs, m, [{ seat, option }]).match,
    createMatch(rs, { mode: 'duel', seed: 1, seats: 2, layout }),
  );

describe('a card duel from content', () => {
  it('offers the active seat its three actions', () => {
    expect(play([]).pending?.options.s0?.map((o) => o.id)).toEqual(['action:look', 'action:enter', 'action:control']);
  });

  it('looks at the top two cards secretly and may swap them', () => {
    const m = play([
      ['s0', 'action:look'],
      ['s0', 'option:swap'],
    ]);
    const ids = m.state.zones['deck@s0']?.kind === 'stack' ? m.state.zones['deck@s0'].items : [];
    expect(ids.map((id) => m.state.components[id]?.def)).toEqual(['d:empty', 'd:key', 'd:trap']);
    // s1 knows the top card only as a place in s0's deck; s0 looked at it, so it knows it by id.
    expect(view(rs, m.state, 's1').components['?deck@s0#0']?.def).toBeNull();
    expect(view(rs, m.state, 's1').components).not.toHaveProperty(ids[0] as string);
    expect(view(rs, m.state, 's0').components[ids[0] as string]?.def).toBe('d:empty');
  });

  it("activates the pass with the key card, which goes under the opponent's deck", () => {
    const m = play([
      ['s0', 'action:enter'],
      ['s0', 'option:mine'],
    ]);
    expect(m.state.seats.s0?.vars.pass).toBe(1);
    const theirDeck = m.state.zones['deck@s1'];
    expect(theirDeck?.kind === 'stack' && m.state.components[theirDeck.items.at(-1) as string]?.def).toBe('d:key');
  });

  it('wins the round by entering the exit card with an active pass', () => {
    const m = play([
      ['s0', 'action:enter'],
      ['s0', 'option:mine'],
      ['s1', 'action:look'],
      ['s1', 'option:keep'],
      ['s0', 'action:enter'],
      ['s0', 'option:theirs'],
    ]);
    expect(m.state.result).toMatchObject({ outcome: 'round-won', winners: ['s0'] });
  });

  it('loses the round on a trap card', () => {
    const m = play([
      ['s0', 'action:control'],
      ['s1', 'action:control'],
      ['s0', 'action:control'],
      ['s1', 'action:enter'],
      ['s1', 'option:mine'],
    ]);
    expect(m.state.result).toMatchObject({ outcome: 'round-won', winners: ['s0'] });
  });
});
