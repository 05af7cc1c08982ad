// Grids in runtime/table.ts: the neighbours `adjacentTo` lists, in order, each once; and what
// `putInto` leaves in the stack a card leaves.
import { describe, expect, it } from 'vitest';
import type { Component, GameState } from '../state/types.ts';
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
        { id: 'pile', kind: 'stack' },
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

  it('closes up the empty neighbours of a grid that does not wrap, keeping the order', () => {
    const s = fresh();
    const [left, mid, right, down] = [3, 4, 5, 7].map((cell) => placed(s, cell));
    expect(adjacentTo(s, mid as string, 'any', false)).toEqual([down, left, right]);
    const corner = placed(s, 8);
    expect(adjacentTo(s, corner, 'any', false)).toEqual([right, down]);
    expect(adjacentTo(s, down as string, 'row', false)).toEqual([corner]);
  });

  it('never lists the component itself or a neighbour twice on a wrapped two-cell line', () => {
    const s = fresh();
    const a = placed(s, 0, 'line');
    const b = placed(s, 1, 'line');
    expect(adjacentTo(s, a, 'any', true)).toEqual([b]);
  });
});

describe('putInto from a stack', () => {
  /** Five cards dealt to the deck's bottom in turn: c0 on top. */
  const dealt = (s: GameState) =>
    [0, 1, 2, 3, 4].map(() => {
      const c = addComponent(s, 't:a', false);
      putInto(s, c, 'deck', 'bottom');
      return c;
    });
  const deckOf = (s: GameState) => (s.zones.deck as { items: string[] }).items;

  it('takes the top, the bottom and a middle card out of the deck, keeping the others in order', () => {
    const s = fresh();
    const [c0, c1, c2, c3, c4] = dealt(s) as Component[];
    for (const c of [c0, c4, c2]) putInto(s, c as Component, 'pile', 'top');
    expect(deckOf(s)).toEqual([c1?.id, c3?.id]);
    expect((s.zones.pile as { items: string[] }).items).toEqual([c2?.id, c4?.id, c0?.id]);
  });

  it('takes the last card out of the deck, leaving it empty', () => {
    const s = fresh();
    const c = addComponent(s, 't:a', false);
    putInto(s, c, 'deck', 'top');
    putInto(s, c, 'pile', 'bottom');
    expect(deckOf(s)).toEqual([]);
    expect(c.location).toEqual({ zone: 'pile' });
  });
});
