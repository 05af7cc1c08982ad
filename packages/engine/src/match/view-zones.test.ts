import { describe, expect, it } from 'vitest';
import type { GameState } from '../state/types.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { createMatch } from './match.ts';
import { view } from './view.ts';

const waiting = [
  { id: 'a', do: [] },
  { id: 'b', do: [] },
];

// A deck and a hand, each declared with the `contents` a row gives; s0 waits on a decision.
const rulesetWith = (contents: string) =>
  compileOrThrow(
    pack('t', [
      { kind: 'card', id: 'x' },
      {
        kind: 'mode',
        id: 'm',
        seats: { players: { min: 2, max: 2 } },
        zones: [
          { id: 'deck', kind: 'stack', contents },
          { id: 'hand', kind: 'hand', contents },
        ],
        phases: [
          {
            type: 'effects',
            id: 'wait',
            do: [{ do: 'choose-option', seat: { select: 'first', from: { select: 'seats' } }, options: waiting }],
          },
        ],
      },
    ]),
  );

const faceUp = (s: GameState) => {
  for (const c of Object.values(s.components)) c.faceUp = true;
};

interface Row {
  name: string;
  contents: 'public' | 'count' | 'hidden';
  seat: string;
  /** Changes to the state before the view is taken. */
  tweak?: (s: GameState) => void;
  expected: { deck: string[]; shown: string; components: string[] };
}

const rows: Row[] = [
  {
    name: 'a public zone lists its face-up items by id',
    contents: 'public',
    seat: 's1',
    tweak: faceUp,
    expected: { deck: ['c0', 'c1'], shown: 'items', components: ['c0', 'c1'] },
  },
  {
    name: 'a public zone lists its face-down items by positional handles, not by id',
    contents: 'public',
    seat: 's1',
    expected: { deck: ['?deck#0', '?deck#1'], shown: 'items', components: ['?deck#0', '?deck#1'] },
  },
  {
    name: 'a count zone shows opaque positional handles in place of ids',
    contents: 'count',
    seat: 's1',
    expected: { deck: ['?deck#0', '?deck#1'], shown: 'count', components: ['?deck#0', '?deck#1'] },
  },
  {
    name: 'a hidden zone shows nothing, not even how many',
    contents: 'hidden',
    seat: 's1',
    expected: { deck: [], shown: 'nothing', components: [] },
  },
  {
    name: 'a zone opened to the seat lists its items, face-up ones by id',
    contents: 'hidden',
    seat: 's1',
    tweak: (s) => {
      (s.zones.deck as { openTo?: string[] }).openTo = ['s1'];
      faceUp(s);
    },
    expected: { deck: ['c0', 'c1'], shown: 'items', components: ['c0', 'c1'] },
  },
  {
    name: 'a zone opened to another seat stays closed',
    contents: 'count',
    seat: 's1',
    tweak: (s) => {
      (s.zones.deck as { openTo?: string[] }).openTo = ['s0'];
    },
    expected: { deck: ['?deck#0', '?deck#1'], shown: 'count', components: ['?deck#0', '?deck#1'] },
  },
  {
    name: 'closed eyes see nothing of a public zone',
    contents: 'public',
    seat: 's1',
    tweak: (s) => {
      (s.seats.s1 as { eyesOpen: boolean }).eyesOpen = false;
    },
    expected: { deck: [], shown: 'nothing', components: [] },
  },
  {
    name: 'all sees every item by id, face down or not, whatever the zone declares',
    contents: 'hidden',
    seat: 'all',
    expected: { deck: ['c0', 'c1'], shown: 'items', components: ['c0', 'c1'] },
  },
];

describe('zone contents in views', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', (_n, r) => {
    const rs = rulesetWith(r.contents);
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 2, layout: { zones: { deck: ['x', 'x'] } } });
    r.tweak?.(m.state);
    const v = view(rs, m.state, r.seat);
    const deck = v.zones.deck;
    expect({
      deck: deck && 'items' in deck ? deck.items : null,
      shown: deck?.shown,
      components: Object.keys(v.components),
    }).toEqual(r.expected);
  });

  it('shows a component the seat has seen by its id and face, even in a count zone, and no other', () => {
    const rs = rulesetWith('count');
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 2, layout: { zones: { deck: ['x', 'x'] } } });
    m.state.components.c1?.seenBy.push('s1');
    const v = view(rs, m.state, 's1');
    expect(v.zones.deck).toMatchObject({ items: ['?deck#0', 'c1'] });
    expect([v.components['?deck#0']?.def, v.components.c1?.def]).toEqual([null, 't:x']);
  });

  it('lets the owner of a per-seat zone list it', () => {
    const rs = rulesetWith('hidden');
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 2, layout: { zones: { 'hand@s0': ['x'] } } });
    expect(view(rs, m.state, 's0').zones['hand@s0']?.shown).toBe('items');
    expect(view(rs, m.state, 's1').zones['hand@s0']?.shown).toBe('nothing');
  });

  it('never shows who a zone is opened to, except to all', () => {
    const rs = rulesetWith('hidden');
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 2 });
    (m.state.zones.deck as { openTo?: string[] }).openTo = ['s0'];
    expect(view(rs, m.state, 's0').zones.deck).not.toHaveProperty('openTo');
    expect(view(rs, m.state, 'all').zones.deck?.openTo).toEqual(['s0']);
  });
});
