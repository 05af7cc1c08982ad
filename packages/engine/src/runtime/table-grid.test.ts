// Grids in runtime/table.ts: the neighbours `adjacentTo` lists, in order, each once.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../state/types.ts';
import { addComponent, adjacentTo, putInto } from './table.ts';
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
/** A component of `a` put into cell `cell` of grid `zone`. */
const placed = (s: GameState, cell: number, zone = 'g') => {
  const c = addComponent(s, 't:a', false);
  putInto(s, c, zone, 'top', cell);
  return c.id;
};

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
