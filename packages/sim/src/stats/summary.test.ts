import { describe, expect, it } from 'vitest';
import { emptyStats, addGame } from './batch-stats.ts';
import { formatSummary, histogramQuantile, median, summarize } from './summary.ts';

describe('summary helpers', () => {
  it('takes the middle value as the median of an odd count', () => {
    expect(median([5, 1, 3])).toBe(3);
  });

  it('averages the two middle values as the median of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('reads quantiles from a histogram by nearest rank', () => {
    const h = { 1: 5, 2: 4, 10: 1 };
    expect([
      histogramQuantile(h, 0),
      histogramQuantile(h, 0.5),
      histogramQuantile(h, 0.9),
      histogramQuantile(h, 1),
    ]).toEqual([1, 1, 2, 10]);
  });

  it('gives outcome rates most frequent first', () => {
    const stats = emptyStats();
    addGame(stats, { result: { winners: [], outcome: 'defeat', reason: '' }, decisions: 3, answers: 3 });
    addGame(stats, { result: { winners: [], outcome: 'defeat', reason: '' }, decisions: 5, answers: 5 });
    addGame(stats, { result: { winners: ['s0'], outcome: 'victory', reason: '' }, decisions: 7, answers: 7 });
    const summary = summarize(stats);
    expect(summary.outcomeRates.map((r) => [r.outcome, r.games])).toEqual([
      ['defeat', 2],
      ['victory', 1],
    ]);
    expect(summary.decisionsPerGame).toMatchObject({ min: 3, median: 5, mean: 5, max: 7 });
  });

  it('prints one line per outcome and a line for game length', () => {
    const stats = emptyStats();
    addGame(stats, { result: { winners: [], outcome: 'defeat', reason: '' }, decisions: 3, answers: 3 });
    const lines = formatSummary(summarize(stats));
    expect(lines[0]).toBe('1 games');
    expect(lines[1]).toMatch(/defeat\s+1\s+100\.0%/);
    expect(lines[2]).toMatch(/^decisions per game: min 3/);
  });
});
