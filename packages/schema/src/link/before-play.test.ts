import { describe, expect, it } from 'vitest';
import { loadPacks } from '../load/load-packs.ts';
import { freshLoadOptions } from '../node/compile.ts';
import { constantValue } from './before-play.ts';

const options = freshLoadOptions();
const manifest = JSON.stringify({ id: 'p', name: 'P', version: '1.0.0', formatVersion: 1 });
const rooms = ['a', 'b'].map((id) => ({ kind: 'room', id, name: id, colour: 'blue' }));
const mode = (extra: object) => ({
  kind: 'mode',
  id: 'm',
  name: 'M',
  seats: { players: { min: 1, max: 1 } },
  zones: [
    { id: 'g', kind: 'grid', rows: 2, cols: 2 },
    { id: 'box', kind: 'stack' },
  ],
  counters: [{ id: 'left', initial: 3 }],
  phases: [{ type: 'effects', id: 'turn', do: [{ do: 'adjust-counter', counter: 'left', by: -1 }] }],
  ...extra,
});
/** Loads one pack whose mode file is pretty-printed; returns "line:col severity message" per diagnostic. */
const check = (m: object, more: object[] = []) =>
  loadPacks(
    [
      {
        root: 'p',
        files: {
          'pack.json': manifest,
          'rooms/all.json': JSON.stringify([...rooms, ...more], null, 2),
          'modes/m.json': JSON.stringify(m, null, 2),
        },
      },
    ],
    options,
  ).diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`);
const deal = (rows: object[]) => ({
  setup: { compositions: [{ id: 'c', rooms: rows }], steps: [{ do: 'deal-composition', grid: 'g', to: 'box' }] },
});

describe('checks before play', () => {
  it('accept a composition that fills its grid', () => {
    expect(
      check(
        mode(
          deal([
            { room: 'a', count: 3 },
            { room: 'b', count: 1 },
          ]),
        ),
      ),
    ).toEqual([]);
  });

  it('report a pool drawn beyond its size, at the count', () => {
    expect(
      check(
        mode(
          deal([
            { room: 'a', count: 1 },
            { count: 3, from: [{ room: 'b', count: 2 }] },
          ]),
        ),
      ),
    ).toEqual(['p/modes/m.json:52:22 error draws 3 from a pool of 2']);
  });

  it('report compositions that do not add up to the grid', () => {
    expect(check(mode(deal([{ room: 'a', count: 6 }])))).toEqual([
      'p/modes/m.json:44:7 error composition "c" lists 6 rooms for a grid of 4 cells',
    ]);
    expect(check(mode(deal([{ room: 'a', count: 3 }])))).toEqual([
      'p/modes/m.json:44:7 warning composition "c" lists 3 rooms for a grid of 4 cells',
    ]);
  });

  it('let a composition list fewer rooms than the grid when setup deals more rooms to cells', () => {
    const composition = deal([{ room: 'a', count: 3 }]);
    const steps = [...composition.setup.steps, { do: 'deal-to-cells', from: 'box', to: 'g' }];
    expect(check(mode({ setup: { ...composition.setup, steps } }))).toEqual([]);
  });

  it('report a count of turns that no row of the table covers, and rows that overlap', () => {
    const seats = { players: { min: 1, max: 1 }, characters: { min: 4, max: 6 } };
    const turns = [
      { characters: { min: 4, max: 5 }, turns: 8 },
      { characters: { min: 5, max: 5 }, turns: 7 },
    ];
    expect(check(mode({ seats, setup: { turns } }))).toEqual([
      'p/modes/m.json:47:14 error no row of setup.turns covers 6 characters',
      'p/modes/m.json:56:23 error rows 0 and 1 of setup.turns both cover 5 characters',
    ]);
  });

  it('report a deal-roles step that lists no roles in a mode without a setup.roles table', () => {
    const steps = [{ do: 'deal-roles' }];
    expect(check(mode({ setup: { steps } }))).toEqual([
      'p/modes/m.json:44:7 error deal-roles lists no roles and the mode has no setup.roles table',
    ]);
  });

  it('report characters per player that fall outside the mode', () => {
    const seats = {
      players: { min: 1, max: 2 },
      characters: { min: 4, max: 4 },
      charactersPerPlayer: [{ players: 2, characters: 3 }],
    };
    expect(check(mode({ seats }))).toEqual([
      "p/modes/m.json:17:23 error 2 players with 3 characters each make 6, outside the mode's 4 to 4 characters",
    ]);
  });

  it('report endings that can never be reached', () => {
    const endings = [
      { when: { op: 'eq', a: 1, b: 2 }, outcome: 'never' },
      { when: { op: 'le', a: { op: 'counter', name: 'left' }, b: 0 }, outcome: 'time-up' },
      { when: true, outcome: 'always' },
      { when: { op: 'eq', a: 1, b: 1 }, outcome: 'shadowed' },
    ];
    expect(check(mode({ endings })).filter((d) => d.includes('ending'))).toEqual([
      'p/modes/m.json:44:15 warning this ending can never be reached: its condition is always false',
      'p/modes/m.json:66:5 warning this ending can never be reached: ending 2 always ends the match first',
    ]);
  });

  it('report an ending on a counter that nothing changes', () => {
    const endings = [{ when: { op: 'le', a: { op: 'counter', name: 'left' }, b: 0 }, outcome: 'time-up' }];
    const still = { phases: [{ type: 'effects', id: 'turn', do: [{ do: 'nothing' }] }] };
    expect(check(mode({ endings, ...still }))).toEqual([
      'p/modes/m.json:42:15 warning this ending reads counter "left", which no effect or phase changes: it holds from the start or never',
    ]);
  });

  it('report a trigger on a signal that nothing sends', () => {
    const card = {
      kind: 'room',
      id: 'c',
      name: 'c',
      colour: 'red',
      triggers: [{ on: 'signal', name: 'wake', do: [{ do: 'nothing' }] }],
    };
    expect(check(mode({}), [card])).toEqual([
      'p/rooms/all.json:22:17 warning this trigger can never fire: no effect sends signal "wake"',
    ]);
  });

  it('count a signal as sent when only an entity read after the trigger sends it', () => {
    const trigger = (id: string, on: string, send?: string) => ({
      kind: 'room',
      id,
      name: id,
      colour: 'red',
      triggers: [{ on: 'signal', name: on, do: [send ? { do: 'signal', name: send } : { do: 'nothing' }] }],
    });
    expect(check(mode({}), [trigger('c', 'wake'), trigger('d', 'other', 'wake')])).toEqual([
      'p/rooms/all.json:39:17 warning this trigger can never fire: no effect sends signal "other"',
    ]);
  });

  it('warn on an absurd count before anything runs', () => {
    const phases = [{ type: 'effects', id: 'turn', do: [{ do: 'repeat', times: 1e9, run: [] }] }];
    expect(check(mode({ phases })).filter((d) => d.includes('absurd'))).toEqual([
      'p/modes/m.json:36:20 warning times 1000000000 is absurdly large (more than 10000)',
    ]);
  });

  it.each([
    [{ op: 'and', args: [true, { op: 'lt', a: 1, b: 2 }] }, true],
    [{ op: 'or', args: [false, { op: 'counter', name: 'x' }] }, undefined],
    [{ op: 'and', args: [false, { op: 'counter', name: 'x' }] }, false],
    [{ op: 'not', arg: { op: 'ge', a: 3, b: 2 } }, false],
  ])('fold the constant condition %j to %s', (condition, expected) => {
    expect(constantValue(condition)).toBe(expected);
  });
});
