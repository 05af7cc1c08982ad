import { describe, expect, it } from 'vitest';
import { aimedFigures, betterOf, historyChart, spreadLabels, summaryChart, type HistoryPoint } from './charts.ts';

describe('bench charts', () => {
  it('reads OVER as an aim to stay under and UNDER as an aim to reach', () => {
    expect(betterOf(25.6, 10, 'OVER')).toBe('lower');
    expect(betterOf(1427, 20000, 'UNDER')).toBe('higher');
  });

  it('reads a met aim by the numbers: at or under the aim can only be an upper bound', () => {
    expect(betterOf(0.6, 1, 'ok')).toBe('lower');
    expect(betterOf(33.4, 5, 'ok')).toBe('higher');
  });

  it('places each figure with an aim as its distance from it, and skips figures without one', () => {
    const figures = aimedFigures([
      { bench: 'baseline games/s', median: 36893 },
      { bench: 'pack games/s', median: 2000, aim: 20000, verdict: 'UNDER' },
      { bench: 'baseline / pack', ratio: 25, aim: 10, verdict: 'OVER' },
      { bench: 'validate', medianMs: 32, aimMs: 50, ratio: 0.64 },
    ]);
    expect(figures.map((f) => [f.figure, f.offAim])).toEqual([
      ['pack games/s', 10],
      ['baseline / pack', 2.5],
      ['validate', 0.64],
    ]);
  });

  it('draws one dot per figure in a standalone svg with the aim line', () => {
    const svg = summaryChart(aimedFigures([{ bench: 'baseline / pack', ratio: 25, aim: 10, verdict: 'OVER' }]), 'T');
    expect(svg).toMatch(/^<\?xml[^>]*>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.match(/<circle/g)).toHaveLength(1);
    expect(svg).toContain('25.0 (aim ≤ 10.0)');
  });

  it('draws one line per figure across sessions', () => {
    const point = (session: number, figure: string, value: number): HistoryPoint => ({
      session,
      figure,
      value,
      aim: 10,
      better: 'lower',
      machine: 'quiet',
    });
    const svg = historyChart([point(7, 'a', 35), point(8, 'a', 25), point(7, 'b', 50), point(8, 'b', 40)], 'T');
    const lines = /<g[^>]*aria-label="line">(.*?)<\/g>/.exec(svg)?.[1] ?? '';
    expect(lines.match(/<path d="M[^"]*L[^"]*"/g)).toHaveLength(2);
    expect(svg).toContain('a 25.0');
    expect(svg).toContain('b 40.0');
  });

  it('moves the end-of-line labels of figures ending at the same value apart', () => {
    const [top, under, far] = spreadLabels([{ offAim: 1 }, { offAim: 1 }, { offAim: 0.25 }], [0.1, 10], 400);
    // 13px of 400 on a log axis spanning ×100: a factor of 100^(13/400) between neighbours at least.
    const least = 100 ** (13 / 400);
    expect(top?.labelY).toBe(1);
    expect((top?.labelY ?? 0) / (under?.labelY ?? 1)).toBeCloseTo(least, 6);
    expect(far?.labelY).toBe(0.25);
  });
});
