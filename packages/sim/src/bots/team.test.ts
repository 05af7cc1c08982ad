import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState, View } from '../engine-api.ts';
import { DEFAULT_WEIGHTS, type Knowledge, type Tell } from './knowledge.ts';
import { TeamMemory } from './team.ts';

const red: Tell = { option: 'say-red', texts: ['Red.'], faces: ['p:deadly', 'p:trap'] };
const blue: Tell = { option: 'say-blue', texts: ['Blue.'], faces: ['p:exit', 'p:vision'] };
const knowledge = (cooperative = true): Knowledge => ({
  lethal: new Set(['p:deadly']),
  goal: new Set(['p:exit']),
  cooperative,
  weights: DEFAULT_WEIGHTS,
  progress: [],
  goalPrior: {},
  tells: [red, blue],
});

/** A 1×3 grid view: each cell's name and who has seen it. */
function view(cells: Array<[string, string[]]>): View {
  const components: View['components'] = {};
  cells.forEach(([name, seenBy], cell) => {
    components[name] = {
      id: name,
      def: null,
      faceUp: false,
      seenBy,
      markers: {},
      location: { zone: 'g', cell },
    } as unknown as View['components'][string];
  });
  return {
    zones: { g: { kind: 'grid', rows: 1, cols: 3, cells: cells.map(([n]) => n), locks: {}, shown: 'all' } },
    components,
  } as unknown as View;
}

const announce = (seat: string, en: string): GameEvent => ({
  type: 'announce',
  seat,
  text: { en },
  data: { public: true },
});
const peeked = (seat: string, def: string): GameEvent => ({
  type: 'peeked',
  seat,
  data: { def, visibleTo: [seat] },
  text: '',
});

/** s0's memory after a turn in which s1 newly saw the tiles `looked` (of three face-down ones) and said `text`. */
function afterAnnouncement(looked: string[], text: string): TeamMemory {
  const m = new TeamMemory('s0', knowledge());
  const tiles = ['g#0', 'g#1', 'g#2'];
  m.update(view(tiles.map((t) => [`?${t}`, []])), []);
  m.update(view(tiles.map((t) => [`?${t}`, looked.includes(t) ? ['s1'] : []])), [announce('s1', text)]);
  return m;
}

describe('team memory', () => {
  it('pairs a teammate’s announcement with the tile its view newly shows that teammate has seen', () => {
    const m = afterAnnouncement(['g#1'], 'Red.');
    expect([...m.described()].map(([k, t]) => [k, t.option])).toEqual([['g#1', 'say-red']]);
  });

  it('keeps what was said on the tile as its line shifts', () => {
    const m = new TeamMemory('s0', knowledge());
    const events: GameEvent[] = [];
    m.update(
      view([
        ['?g#0', []],
        ['?g#1', []],
        ['?g#2', []],
      ]),
      events,
    );
    events.push(announce('s1', 'Blue.'));
    m.update(
      view([
        ['?g#0', ['s1']],
        ['?g#1', []],
        ['?g#2', []],
      ]),
      events,
    );
    events.push({ type: 'line-shifted', data: { zone: 'g', axis: 'row', index: 0, dir: 1 }, text: '' });
    m.update(
      view([
        ['?g#0', []],
        ['?g#1', ['s1']],
        ['?g#2', []],
      ]),
      events,
    );
    expect([...m.described().keys()]).toEqual(['g#1']);
  });

  it('hears nothing in a mode whose seats do not win together', () => {
    const m = new TeamMemory('s0', knowledge(false));
    m.update(view([['?g#0', []]]), []);
    m.update(view([['?g#0', ['s1']]]), [announce('s1', 'Red.')]);
    expect(m.described().size).toBe(0);
  });

  it('leaves two looks and one announcement unpaired rather than guess', () => {
    const m = afterAnnouncement(['g#0', 'g#1'], 'Red.');
    expect(m.described().size).toBe(0);
  });

  it('tells the truth about the face it last peeked', () => {
    const m = new TeamMemory('s0', knowledge());
    const options = [{ id: 'option:say-nothing' }, { id: 'option:say-red' }, { id: 'option:say-blue' }];
    expect(m.tellOption(options, [peeked('s0', 'p:trap'), peeked('s1', 'p:exit')])).toBe('option:say-red');
  });

  it('says nothing it has no signal for', () => {
    const m = new TeamMemory('s0', knowledge());
    expect(m.tellOption([{ id: 'option:say-red' }], [peeked('s0', 'p:empty')])).toBeNull();
  });

  it('turns what was said into chances over the faces the seat cannot see', () => {
    const m = afterAnnouncement(['g#1'], 'Blue.');
    const sample = {
      components: { a: { def: 'p:exit' }, b: { def: 'p:vision' }, c: { def: 'p:deadly' }, d: { def: 'p:vision' } },
      zones: { g: { kind: 'grid', rows: 1, cols: 3, cells: ['a', 'b', 'c'] } },
    } as unknown as GameState;
    // Hidden faces: exit, vision, deadly (d is known): of the two blue ones, one is the goal.
    expect(m.hearsay(sample, (id) => id === 'd').get('b')).toEqual({ goal: 0.5, lethal: 0 });
  });
});
