import { describe, expect, it } from 'vitest';
import { addError, addGame, emptyStats, mergeStats, UNFINISHED } from './batch-stats.ts';

const win = (decisions: number) => ({
  result: { winners: ['s0', 's1'], outcome: 'total-victory', reason: 'escaped' },
  decisions,
  answers: decisions * 2,
});

describe('batch statistics', () => {
  it('counts games by outcome and wins by seat', () => {
    const stats = emptyStats();
    addGame(stats, win(10));
    addGame(stats, { result: { winners: [], outcome: 'defeat', reason: 'time' }, decisions: 4, answers: 4 });
    expect(stats.outcomes).toEqual({ 'total-victory': 1, defeat: 1 });
    expect(stats.winsBySeat).toEqual({ s0: 1, s1: 1 });
  });

  it('labels a game without a result as unfinished', () => {
    const stats = emptyStats();
    addGame(stats, { result: null, decisions: 3, answers: 3 });
    expect(stats.outcomes).toEqual({ [UNFINISHED]: 1 });
  });

  it('keeps a histogram of decisions per game', () => {
    const stats = emptyStats();
    [10, 10, 12].forEach((n) => addGame(stats, win(n)));
    expect(stats.lengths).toEqual({ 10: 2, 12: 1 });
    expect(stats.decisions).toBe(32);
    expect(stats.answers).toBe(64);
  });

  it('keeps only the first five error messages but counts them all', () => {
    const stats = emptyStats();
    for (let i = 0; i < 7; i++) addError(stats, i, new Error(`boom ${i}`));
    expect(stats.errors).toBe(7);
    expect(stats.firstErrors.map((e) => e.seed)).toEqual([0, 1, 2, 3, 4]);
  });

  it('merges parts into the same numbers as one pass over every game', () => {
    const a = emptyStats();
    const b = emptyStats();
    const all = emptyStats();
    [5, 6, 7].forEach((n, i) => {
      addGame(i < 2 ? a : b, win(n));
      addGame(all, win(n));
    });
    expect(mergeStats([a, b])).toEqual(all);
  });
});
