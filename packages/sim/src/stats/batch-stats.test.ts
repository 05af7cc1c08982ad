import { describe, expect, it } from 'vitest';
import { engine } from '../engine-api.ts';
import { runBatch } from '../run/batch.ts';
import { miniRuleset } from '../testing/mini-pack.ts';
import {
  addError,
  addGame,
  emptyStats,
  mergeStats,
  seedOrderMerge,
  UNFINISHED,
  type BatchStats,
} from './batch-stats.ts';

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

describe('a seed-order merge', () => {
  const ruleset = miniRuleset();
  // Slices of seeds 40… of uneven sizes, with analytics (lines, content tallies) and a thrown game in one.
  const sizes = [7, 13, 5, 20, 1, 9];
  const slices: Array<{ firstSeed: number; games: number; stats: BatchStats }> = [];
  for (let i = 0, seed = 40; i < sizes.length; seed += sizes[i] as number, i++) {
    const games = sizes[i] as number;
    const stats = runBatch({ engine, ruleset, mode: 'mini', seats: 2, firstSeed: seed, games, analytics: true });
    if (i === 2) addError(stats, seed, new Error('boom'));
    slices.push({ firstSeed: seed, games, stats });
  }

  it('adds slices given in any order as mergeStats adds them in seed order, keys and lines in the same order', () => {
    const merged = seedOrderMerge(40);
    for (const i of [3, 0, 5, 2, 1, 4]) {
      const s = slices[i] as (typeof slices)[number];
      merged.add(s.firstSeed, s.games, structuredClone(s.stats));
    }
    expect(JSON.stringify(merged.total)).toBe(JSON.stringify(mergeStats(slices.map((s) => s.stats))));
  });

  it('holds a slice until every slice before it is in', () => {
    const merged = seedOrderMerge(40);
    const [first, second] = slices as [(typeof slices)[number], (typeof slices)[number]];
    merged.add(second.firstSeed, second.games, second.stats);
    expect([merged.waiting, merged.total.games]).toEqual([1, 0]);
    merged.add(first.firstSeed, first.games, first.stats);
    expect([merged.waiting, merged.total.games]).toEqual([0, first.stats.games + second.stats.games]);
  });
});
