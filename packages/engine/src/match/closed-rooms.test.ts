// A closed-rooms turn from content: draw, place into one of two closed rooms,
// resolve every card's skill there in ascending number (cards added meanwhile
// included), attack to a wounded area, close the room again. Eyes closed for
// the other seat.
import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { answer, createMatch } from './match.ts';
import { view } from './view.ts';
import { eventsFor } from './events.ts';

const here = { of: 'self' };
const inHere = (where?: unknown) => ({ select: 'components', zone: here, ...(where ? { where } : {}) });
const blue = { op: 'eq', a: { op: 'prop', of: 'it', name: 'colour' }, b: 'blue' };
const skill = (effects: unknown[]) => [{ on: 'signal', name: 'skill', do: effects }];
const cards = [
  // Pulls the top of the deck into its room while the room holds 3 cards or fewer.
  {
    kind: 'card',
    id: 'caller',
    props: { number: 1, colour: 'blue' },
    triggers: skill([
      {
        do: 'if',
        if: { op: 'le', a: { op: 'count', of: inHere() }, b: 3 },
        then: [{ do: 'move-component', component: { select: 'top', zone: 'deck' }, to: here, faceUp: false }],
      },
    ]),
  },
  { kind: 'card', id: 'friend', props: { number: 4, colour: 'blue' } },
  // Attacks the highest-numbered blue card in its room.
  {
    kind: 'card',
    id: 'biter',
    props: { number: 3, colour: 'red' },
    triggers: skill([
      {
        do: 'move-component',
        component: {
          select: 'first',
          from: { select: 'sorted', from: inHere(blue), by: { op: 'prop', of: 'it', name: 'number' }, order: 'desc' },
        },
        to: 'wounded',
        faceUp: true,
      },
    ]),
  },
];
const rooms = {
  select: 'union',
  of: [
    { select: 'zone', zone: 'left' },
    { select: 'zone', zone: 'right' },
  ],
};
const mode = {
  kind: 'mode',
  id: 'closed',
  seats: { players: { min: 2, max: 2 } },
  zones: [
    { id: 'deck', kind: 'stack', contents: 'count' },
    { id: 'left', kind: 'set', contents: 'hidden' },
    { id: 'right', kind: 'set', contents: 'hidden' },
    { id: 'wounded', kind: 'set' },
  ],
  phases: [
    {
      type: 'each',
      id: 'turns',
      who: { select: 'seats' },
      do: [
        { do: 'set-eyes', seat: { select: 'seats' }, open: false },
        { do: 'set-eyes', seat: 'seat', open: true },
        { do: 'peek', component: { select: 'top', zone: 'deck' } },
        {
          do: 'choose',
          from: rooms,
          as: 'room',
          then: [
            { do: 'move-component', component: { select: 'top', zone: 'deck' }, to: { of: 'room' } },
            { do: 'open-zone', zone: { of: 'room' } },
            { do: 'peek', component: { select: 'components', zone: { of: 'room' } } },
            {
              do: 'resolve-each',
              in: { select: 'components', zone: { of: 'room' } },
              by: { op: 'prop', of: 'it', name: 'number' },
              signal: 'skill',
            },
            { do: 'conceal', component: { select: 'components', zone: { of: 'room' } } },
            { do: 'open-zone', zone: { of: 'room' }, open: false },
            { do: 'announce', text: 'Closed!' },
          ],
        },
      ],
    },
  ],
  endings: [
    { when: { op: 'gt', a: { op: 'count', of: { select: 'components', zone: 'wounded' } }, b: 0 }, outcome: 'blood' },
  ],
};
const rs = compileOrThrow(pack('two', [...cards, mode]));

describe('closed rooms from content', () => {
  const start = () =>
    createMatch(rs, {
      mode: 'closed',
      seed: 1,
      seats: 2,
      layout: { zones: { deck: ['biter', 'caller', 'friend'], right: [] } },
    });

  it('asks the active seat which room to open', () => {
    expect(start().pending?.options.s0?.map((o) => o.id)).toEqual(['pick:left', 'pick:right']);
  });

  it("keeps the other seat's eyes closed during the turn: its view shows nothing of the table", () => {
    const v = view(rs, start().state, 's1');
    expect(Object.keys(v.components)).toEqual([]);
    expect([v.zones.deck?.shown, v.zones.left?.shown]).toEqual(['nothing', 'nothing']);
  });

  it('tells the blind seat nothing of the turn but the announced phrase', () => {
    const { events } = answer(rs, start(), [{ seat: 's0', option: 'pick:left' }]);
    const turn = events.slice(0, events.findIndex((e) => e.type === 'announce') + 1);
    expect(eventsFor(turn, 's1').map((e) => e.type)).toEqual(['announce']);
    expect(eventsFor(turn, 's0').map((e) => e.type)).toEqual([
      'component-moved',
      'zone-opened',
      'peeked',
      'zone-closed',
      'announce',
    ]);
  });

  it('shows the next active seat the deck as handles, its drawn card by id, and the closed rooms not at all', () => {
    const m = answer(rs, start(), [{ seat: 's0', option: 'pick:left' }]).match;
    const v = view(rs, m.state, 's1');
    const drawn = m.state.zones.deck?.kind === 'stack' ? (m.state.zones.deck.items[0] as string) : '';
    expect(v.zones.deck).toEqual({ kind: 'stack', items: [drawn, '?deck#1'], shown: 'count' });
    expect([v.components[drawn]?.def, v.components['?deck#1']?.def]).toEqual(['two:caller', null]);
    expect(v.zones.left).toEqual({ kind: 'set', items: [], shown: 'nothing' });
  });

  it('resolves skills in ascending number, including a card pulled in meanwhile, and wounds the attacked card', () => {
    let m = answer(rs, start(), [{ seat: 's0', option: 'pick:left' }]).match; // biter alone: no blue to bite
    m = answer(rs, m, [{ seat: 's1', option: 'pick:left' }]).match; // caller (1) pulls friend (4); biter (3) bites friend
    const wounded = m.state.zones.wounded;
    expect(wounded?.kind === 'set' && wounded.items.map((id) => m.state.components[id]?.def)).toEqual(['two:friend']);
    expect(m.state.result?.outcome).toBe('blood');
  });
});
