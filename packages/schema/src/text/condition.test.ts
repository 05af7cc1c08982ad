import { describe, expect, it } from 'vitest';
import { describeCondition, describeSelector } from './condition.ts';

const red = {
  op: 'and',
  args: [
    { op: 'face-up', of: 'it' },
    { op: 'eq', a: { op: 'prop', of: 'it', name: 'colour' }, b: 'red' },
  ],
};

describe('condition text', () => {
  it('reads a turned grid pattern around a room', () => {
    const condition = {
      op: 'ge',
      a: { op: 'grid-pattern', anchor: 'room', orient: 'rotate', cells: [{ at: [-1, 0], where: red }] },
      b: 1,
    };
    expect(describeCondition(condition)).toBe(
      'the number of placements around room, turned any quarter, with at (-1, 0) a room where it is face up and the colour of it is "red" is at least 1',
    );
  });

  it('reads positions on a grid joined by or when any may match', () => {
    const same = { op: 'same', a: 'it', b: 'room' };
    const condition = {
      op: 'not',
      arg: {
        op: 'grid-pattern',
        zone: 'complex',
        match: 'any',
        cells: [
          { at: [0, 0], where: same },
          { at: [4, 4], where: same },
        ],
      },
    };
    expect(describeCondition(condition)).toBe(
      'not (the number of placements on complex (positions from the top-left) with at (0, 0) a room where it is room or at (4, 4) a room where it is room)',
    );
  });

  it('reads counts of characters and distinct rooms in a line', () => {
    const row = { select: 'line', of: 'room', axis: 'row' };
    expect(describeCondition({ op: 'eq', a: { op: 'count', of: row }, b: { op: 'distinct', of: row } })).toBe(
      'the number of the rooms in the row of room is the number of different rooms among the rooms in the row of room',
    );
    expect(
      describeSelector({
        select: 'except',
        from: { select: 'pieces', kind: 'character', on: 'room' },
        remove: 'actor',
      }),
    ).toBe('characters in room other than actor');
  });

  it('falls back to the compact form for other expressions', () => {
    expect(describeCondition({ op: 'role', of: 'seat' })).toBe('role(of: seat)');
  });
});
