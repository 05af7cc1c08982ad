import type { ContentRow, Report } from '@roomsmith/sim';
import { describe, expect, it } from 'vitest';
import {
  heatColour,
  lengthBins,
  outcomeRows,
  roomHeat,
  seatRows,
  sideRows,
  sortContent,
  ticks,
  topContentRows,
} from './chart-data.ts';

const i = (value: number, low = value, high = value) => ({ value, low, high });
const row = (content: string, deathsPerGame: number, firedPerGame: number): ContentRow => ({
  content,
  fired: firedPerGame * 10,
  firedPerGame,
  deaths: deathsPerGame * 10,
  deathsPerGame,
  escapes: 0,
  gamesShare: i(firedPerGame / 2),
  decidedShare: i(0),
});
const report = (more: Partial<Report> = {}): Report => ({
  games: 10,
  errors: 0,
  outcomes: [{ outcome: 'defeat', games: 7, rate: i(0.7, 0.4, 0.9) }],
  results: { win: i(0.3), partial: i(0), loss: i(0.7) },
  length: { min: 1, median: 2, max: 3, mean: i(2) },
  decisionsPerGame: 2,
  bySeat: [{ seat: 's0', wins: 3, rate: i(0.3) }],
  byBot: [{ bot: 'random', seats: 10, wins: 3, rate: i(0.3) }],
  firstPlayer: null,
  byTeam: [],
  byRole: [],
  content: [],
  neverFired: [],
  ...more,
});

describe('chart data', () => {
  it('lists the results (without partial wins when none) and then each outcome with its count', () => {
    expect(outcomeRows(report()).map((r) => [r.label, r.note])).toEqual([
      ['any win', undefined],
      ['loss for all', undefined],
      ['defeat', '7 of 10'],
    ]);
  });

  it('gives every seat a row, a seat that never won its zero and one-sided interval, and bots only when they mix', () => {
    const rows = seatRows(report(), ['s0', 's1']);
    expect(rows.map((r) => r.label)).toEqual(['seat s0', 'seat s1']);
    expect(rows[1]?.interval.value).toBe(0);
    expect(rows[1]?.interval.high).toBeCloseTo(0.308, 2);
    const mixed = report({ byBot: [...report().byBot, { bot: 'heuristic', seats: 10, wins: 5, rate: i(0.5) }] });
    expect(seatRows(mixed, ['s0']).map((r) => r.label)).toEqual(['seat s0', 'random bot', 'heuristic bot']);
  });

  it('lists each team and each role with its win rate', () => {
    const sides = report({
      byTeam: [{ team: 'guards', games: 10, wins: 6, rate: i(0.6) }],
      byRole: [{ role: 'prisoner', seats: 30, wins: 12, rate: i(0.4) }],
    });
    expect(sideRows(sides).map((r) => [r.label, r.note])).toEqual([
      ['team guards', '6 of 10 games'],
      ['role prisoner', '12 of 30 seats'],
    ]);
  });

  it('bins game lengths evenly from the shortest to the longest game', () => {
    expect(lengthBins({ 3: 2, 4: 1, 9: 5 }, 3)).toEqual([
      { from: 3, to: 5, count: 3 },
      { from: 6, to: 8, count: 0 },
      { from: 9, to: 11, count: 5 },
    ]);
    expect(lengthBins({})).toEqual([]);
  });

  it('picks round ticks that reach the largest value', () => {
    expect(ticks(1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(ticks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(ticks(0)).toEqual([0, 1]);
  });

  it('heats rooms only, not parts of definitions, and greys out what never happened', () => {
    const heat = roomHeat([row('p:acid', 0.5, 1), row('p:solo /endings/2', 0, 0.1)]);
    expect([...heat.keys()]).toEqual(['p:acid']);
    expect(heatColour(0, 1)).toBe('hsl(220 12% 20%)');
    expect(heatColour(1, 1)).toBe('hsl(0 90% 48%)');
    expect(heatColour(0.5, 1)).toBe('hsl(23 75% 38%)');
  });

  it('sorts the content table by a column, largest first, ties by name', () => {
    const rows = [row('p:b', 0.1, 2), row('p:a', 0.1, 1), row('p:c', 0.3, 0)];
    const name = (id: string) => id;
    expect(sortContent(rows, 'deaths', name).map((r) => r.content)).toEqual(['p:c', 'p:a', 'p:b']);
    expect(sortContent(rows, 'fired', name).map((r) => r.content)).toEqual(['p:b', 'p:a', 'p:c']);
    expect(sortContent(rows, 'content', name).map((r) => r.content)).toEqual(['p:a', 'p:b', 'p:c']);
  });

  it('charts the content that decided the most games, leaving out what decided none', () => {
    const rows = [row('p:a', 0, 1), row('p:b', 0, 2), row('p:c', 0, 0)];
    const top = topContentRows(rows, 'gamesShare', (id) => id.toUpperCase(), 2);
    expect(top.map((r) => [r.label, r.interval.value])).toEqual([
      ['P:B', 1],
      ['P:A', 0.5],
    ]);
  });
});
