import { describe, expect, it } from 'vitest';
import type { Pack } from '../workspace/pack.ts';
import {
  compositions,
  endings,
  gridCells,
  modeAt,
  modeLists,
  roomColours,
  moveItem,
  removeItem,
  setNumber,
  setupSteps,
  turnLines,
} from './mode-summary.ts';

const pack = (id: string, files: Record<string, string>): Pack => ({ id, root: id, files, readOnly: false });
const room = (id: string, colour: string) => JSON.stringify({ kind: 'room', id, name: id, colour });
const base = pack('base', {
  'rooms/a.json': room('a', 'red'),
  'rooms/b.json': room('b', 'blue'),
  'rooms/c.json': JSON.stringify([JSON.parse(room('c', 'green'))]),
});
const mode = {
  kind: 'mode',
  id: 'm',
  name: 'M',
  zones: [{ id: 'complex', kind: 'grid', rows: 3, cols: 3 }],
  setup: {
    compositions: [
      {
        id: 'std',
        name: { en: 'Standard' },
        players: { min: 2, max: 4 },
        rooms: [
          { room: 'a', count: 2 },
          { room: 'base:b' },
          { room: 'c', setAside: true },
          { colour: 'green', count: 3 },
          { count: 2, from: [{ room: 'a', count: 2 }, { room: 'b' }] },
          { tag: 'x', count: 1 },
        ],
      },
    ],
    turns: [
      { characters: { min: 4, max: 4 }, turns: 8 },
      { characters: { min: 5, max: 6 }, turns: 7 },
    ],
    steps: [
      { do: 'shuffle', zone: 'box' },
      { do: 'shuffle', zone: 'aside' },
    ],
  },
  endings: [
    { outcome: 'lost', when: { op: 'le', a: { op: 'counter', name: 'turns-left' }, b: 0 }, text: 'Out of time.' },
  ],
};
const fileText = `${JSON.stringify(mode, null, 2)}\n`;

describe('a mode read for its form', () => {
  it('finds the mode in a file of one entity or a list', () => {
    expect(modeAt(fileText)?.path).toEqual([]);
    expect(modeAt(JSON.stringify([{ kind: 'room' }, mode]))?.path).toEqual([1]);
    expect(modeAt('{"kind": "room"}')).toBeNull();
  });

  it('counts a composition’s rooms per colour, set-aside ones too, pools and tags on their own', () => {
    const [c] = compositions(mode, roomColours([base], 'base'));
    expect(c?.byColour).toEqual({ red: 2, blue: 1, green: 4, pool: 2, tag: 1 });
    expect(c?.total).toBe(10);
    expect(c?.setAside).toBe(1);
    expect(c?.players).toBe('2–4');
    expect(c?.lines.map((l) => l.label)).toEqual([
      'a',
      'base:b',
      'c',
      'any green',
      'drawn from a pool of 3',
      'tagged x',
    ]);
  });

  it('names a room it cannot find as of unknown colour', () => {
    expect(roomColours([base], 'base')('nowhere')).toBe('unknown');
    expect(roomColours([base], 'mine')('a')).toBe('red');
  });

  it('reads the grid’s cells, the turns per character count, the steps and the endings in words', () => {
    expect(gridCells(mode)).toBe(9);
    expect(turnLines(mode)).toEqual([
      { characters: '4', turns: 8 },
      { characters: '5–6', turns: 7 },
    ]);
    expect(setupSteps(mode)[0]).toMatch(/^Shuffles a stack or set/);
    expect(endings(mode)).toEqual([
      { outcome: 'lost', text: 'Out of time.', when: expect.stringContaining('turns-left') },
    ]);
  });

  it('changes one count as a minimal edit, refusing what is not a positive whole number', () => {
    const next = setNumber(fileText, [], ['setup', 'turns', 1, 'turns'], 9);
    expect(JSON.parse(next).setup.turns[1].turns).toBe(9);
    expect(next.split('\n').length).toBe(fileText.split('\n').length);
    expect(setNumber(fileText, [], ['setup', 'turns', 1, 'turns'], 0)).toBe(fileText);
    expect(setNumber(fileText, [], ['setup', 'turns', 1, 'turns'], 1.5)).toBe(fileText);
  });

  it('removes a composition line, a setup step or an ending, leaving the rest as written', () => {
    const lines = JSON.parse(fileText).setup.compositions[0].rooms.length;
    const next = removeItem(fileText, [], ['setup', 'compositions', 0, 'rooms', 0]);
    expect(JSON.parse(next).setup.compositions[0].rooms.length).toBe(lines - 1);
    expect(JSON.parse(removeItem(fileText, [], ['endings', 0])).endings).toEqual([]);
    expect(removeItem(fileText, [], ['endings', 5])).toBe(fileText);
  });

  it('moves a setup step up or down by trading places, and not past either end', () => {
    const steps = JSON.parse(fileText).setup.steps;
    if (steps.length < 2) throw new Error('the fixture needs two setup steps');
    const down = moveItem(fileText, [], ['setup', 'steps'], 0, 1);
    expect(JSON.parse(down).setup.steps.slice(0, 2)).toEqual([steps[1], steps[0]]);
    expect(moveItem(fileText, [], ['setup', 'steps'], 0, -1)).toBe(fileText);
    expect(moveItem(fileText, [], ['setup', 'steps'], steps.length - 1, 1)).toBe(fileText);
  });
});

describe('modeLists', () => {
  it("adds to a mode's own setup steps and endings", () => {
    expect(modeLists({ setup: { steps: [] }, endings: [] })).toEqual({
      steps: ['setup', 'steps'],
      endings: ['endings'],
      amendsEndings: false,
    });
  });

  it("amends a base's endings and leaves a base's whole setup alone, for a mode that extends one", () => {
    expect(modeLists({ extends: 'solo' })).toEqual({
      steps: null,
      endings: ['amend', 'endings', 'append'],
      amendsEndings: true,
    });
  });

  it('writes into an extending mode’s own setup and endings when it gives them', () => {
    expect(modeLists({ extends: 'solo', setup: {}, endings: [] })).toMatchObject({
      steps: ['setup', 'steps'],
      endings: ['endings'],
    });
  });
});
