// Grids in runtime/table.ts: the components of a grid's cells as read last (`cellComponents`, kept
// beside the state) and the neighbours `adjacentTo` lists.
import { describe, expect, it } from 'vitest';
import type { Component, GameState, GridZone } from '../state/types.ts';
import { addComponent, adjacentTo, cellComponents, putInto, rekey, swapPlaces } from './table.ts';
import { copyState } from '../state/copy.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { createMatch } from '../match/match.ts';

const rs = compileOrThrow(
  pack('t', [
    { kind: 'room', id: 'a', name: 'a' },
    {
      kind: 'mode',
      id: 'm',
      seats: { players: { min: 1, max: 1 } },
      zones: [
        { id: 'g', kind: 'grid', rows: 3, cols: 3 },
        { id: 'line', kind: 'grid', rows: 1, cols: 2 },
        { id: 'deck', kind: 'stack' },
      ],
      phases: [{ type: 'effects', id: 'p', do: [{ do: 'nothing' }] }],
      endings: [{ outcome: 'done', when: true }],
    },
  ]),
);
const fresh = (): GameState => createMatch(rs, { mode: 'm', seed: 1, seats: 1, profile: 'silent' }).state;
const grid = (s: GameState, id = 'g') => s.zones[id] as GridZone;
/** A component of `a` put into cell `cell` of grid `zone`. */
const placed = (s: GameState, cell: number, zone = 'g') => {
  const c = addComponent(s, 't:a', false);
  putInto(s, c, zone, 'top', cell);
  return c.id;
};
const card = (s: GameState, id: string) => s.components[id] as Component;
const ids = (s: GameState, zone = 'g') => cellComponents(s, grid(s, zone)).map((c) => c?.id ?? null);

describe('cellComponents', () => {
  it('gives the component in each cell of a grid, and undefined for an empty cell', () => {
    const s = fresh();
    const a = placed(s, 0);
    const b = placed(s, 4);
    expect(ids(s)).toEqual([a, null, null, null, b, null, null, null, null]);
  });

  it('follows components moved, swapped and re-keyed since it was last read', () => {
    const s = fresh();
    const a = placed(s, 0);
    const b = placed(s, 4);
    ids(s);
    putInto(s, card(s, a), 'g', 'top', 8);
    swapPlaces(s, card(s, a), card(s, b));
    const c = rekey(s, b);
    expect(ids(s)).toEqual([null, null, null, null, a, null, null, null, c]);
    expect(cellComponents(s, grid(s))[8]).toBe(s.components[c]);
  });

  it('reads a copy of the state from the copy, not from the original', () => {
    const s = fresh();
    placed(s, 1);
    ids(s);
    const copy = copyState(s);
    expect(cellComponents(copy, grid(copy))[1]).toBe(Object.values(copy.components)[0]);
  });

  it('answers for two grids read in turn', () => {
    const s = fresh();
    const a = placed(s, 2);
    const b = placed(s, 1, 'line');
    expect(ids(s)).toEqual([null, null, a, null, null, null, null, null, null]);
    expect(ids(s, 'line')).toEqual([null, b]);
    expect(ids(s)).toEqual([null, null, a, null, null, null, null, null, null]);
  });
});

describe('adjacentTo', () => {
  it('lists up, down, left and right in that order', () => {
    const s = fresh();
    const [up, left, mid, right, down] = [1, 3, 4, 5, 7].map((cell) => placed(s, cell));
    expect(adjacentTo(s, mid as string, 'any', false)).toEqual([up, down, left, right]);
    expect(adjacentTo(s, mid as string, 'row', false)).toEqual([left, right]);
    expect(adjacentTo(s, mid as string, 'col', false)).toEqual([up, down]);
  });

  it('skips empty cells and the edges of the grid unless it wraps', () => {
    const s = fresh();
    const [corner, right, far] = [0, 1, 2].map((cell) => placed(s, cell));
    expect(adjacentTo(s, corner as string, 'any', false)).toEqual([right]);
    expect(adjacentTo(s, corner as string, 'any', true)).toEqual([far, right]);
  });

  it('never lists the component itself or a neighbour twice on a wrapped two-cell line', () => {
    const s = fresh();
    const a = placed(s, 0, 'line');
    const b = placed(s, 1, 'line');
    expect(adjacentTo(s, a, 'any', true)).toEqual([b]);
  });
});
