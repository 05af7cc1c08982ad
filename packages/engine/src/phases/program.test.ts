import { describe, expect, it } from 'vitest';
import { programmes } from './program.ts';

describe('programmes', () => {
  it.each([
    ['ordered pairs of different actions', ['a', 'b', 'c'], 2, true, ['a,b', 'a,c', 'b,a', 'b,c', 'c,a', 'c,b']],
    ['pairs that may repeat', ['a', 'b'], 2, false, ['a,a', 'a,b', 'b,a', 'b,b']],
    ['single actions', ['a', 'b'], 1, true, ['a', 'b']],
    ['nothing to program', ['a'], 0, true, ['']],
    ['too few actions for all-different', ['a'], 2, true, []],
  ] as const)('lists %s', (_name, actions, k, distinct, expected) => {
    expect(programmes([...actions], k, distinct).map((p) => p.join(','))).toEqual(expected);
  });
});
