import { describe, expect, it } from 'vitest';
import { emptyAnalytics } from '../analytics/analytics.ts';
import { emptyStats } from './batch-stats.ts';
import { buildReport, formatReport, ratesCsv } from './report.ts';

const stats = () => {
  const s = emptyStats();
  s.games = 10;
  s.outcomes = { 'guards-win': 6, 'prisoners-escape': 4 };
  s.lengths = { 20: 10 };
  s.decisions = 200;
  s.analytics = {
    ...emptyAnalytics(),
    results: { win: 10, partial: 0, loss: 0 },
    byTeam: {
      guards: { seats: 10, wins: 6, games: 10, gamesWon: 6 },
      prisoners: { seats: 30, wins: 12, games: 10, gamesWon: 4 },
    },
    byRole: { guard: { seats: 10, wins: 6, games: 10, gamesWon: 6 } },
  };
  return s;
};

describe('report', () => {
  it('gives each team the share of games it won, with a Wilson interval', () => {
    const team = buildReport(stats()).byTeam.find((t) => t.team === 'guards');
    expect([team?.wins, team?.games, team?.rate.value]).toEqual([6, 10, 0.6]);
    expect(team?.rate.low).toBeCloseTo(0.3127, 3);
  });

  it('gives each role the share of its seats that won', () => {
    expect(buildReport(stats()).byRole.map((r) => [r.role, r.wins, r.seats])).toEqual([['guard', 6, 10]]);
  });

  it('says no game finished, with no rate or length, when every game threw', () => {
    const none = emptyStats();
    none.errors = 3;
    expect(formatReport(buildReport(none))).toEqual(['0 games finished, 3 threw: no rates to give']);
  });

  it('prints the team and role tables', () => {
    const text = formatReport(buildReport(stats())).join('\n');
    expect(text).toMatch(/win rate by team \(games the team won\)\n {2}guards\s+6\/10 {2}60\.0% \[31\.3%–83\.2%\]/);
    expect(text).toMatch(/win rate by role \(per seat played\)\n {2}guard\s+6\/10/);
  });

  it('gives the mean game length and its interval from the length histogram, whether game lines were kept or not', () => {
    const withLines = stats();
    withLines.lengths = { 18: 4, 20: 5, 23: 1 };
    const lengths = [18, 20, 23, 20, 18, 20, 20, 18, 20, 18];
    (withLines.analytics as NonNullable<typeof withLines.analytics>).lines = lengths.map((decisions, seed) => ({
      seed,
      outcome: 'guards-win',
      decisions,
      winners: [],
      first: null,
      bots: ['random'],
    }));
    const mean = buildReport(withLines).length.mean;
    expect(mean.value).toBe(19.5);
    expect(mean.low).toBeLessThan(19.5);
    expect(mean.high).toBeGreaterThan(19.5);
    const without = stats();
    without.lengths = withLines.lengths;
    expect(buildReport(without).length.mean).toEqual(mean);
  });

  it('writes every rate as a CSV row with its interval', () => {
    const rows = ratesCsv(buildReport(stats())).trim().split('\n');
    expect(rows[0]).toBe('kind,name,wins,of,rate,low,high');
    expect(rows.find((r) => r.startsWith('team,"prisoners"'))).toMatch(
      /^team,"prisoners",4,10,0\.4,0\.16\d*,0\.68\d*$/,
    );
  });
});
