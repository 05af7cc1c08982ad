// The report of a batch as people and programs read it: rates with Wilson
// intervals, game length with a bootstrap interval of the mean, per-bot and
// first-player win rates, and the per-content table (with content that never
// fired). JSON-ready; `formatReport` renders it for a terminal, `contentCsv`
// as CSV.
import type { Analytics } from '../analytics/analytics.ts';
import type { BatchStats } from './batch-stats.ts';
import { bootstrapHistogram, wilson, type Interval } from './ci.ts';
import { histogramQuantile } from './summary.ts';

/** One row of the per-content table. */
export interface ContentRow {
  content: string;
  fired: number;
  firedPerGame: number;
  deaths: number;
  deathsPerGame: number;
  escapes: number;
  /** Share of games in which it fired, with its interval. */
  gamesShare: Interval;
  /** Share of games it decided, with its interval. */
  decidedShare: Interval;
}

/** Everything a batch says. */
export interface Report {
  games: number;
  errors: number;
  outcomes: Array<{ outcome: string; games: number; rate: Interval }>;
  results: { win: Interval; partial: Interval; loss: Interval } | null;
  length: { min: number; median: number; max: number; mean: Interval };
  decisionsPerGame: number;
  bySeat: Array<{ seat: string; wins: number; rate: Interval }>;
  byBot: Array<{ bot: string; seats: number; wins: number; rate: Interval }>;
  firstPlayer: { games: number; wins: number; rate: Interval } | null;
  /** Per team: games it played, games it won (some seat of it won), the rate with its interval. */
  byTeam: Array<{ team: string; games: number; wins: number; rate: Interval }>;
  /** Per role: seat-games with that role, those won, the rate with its interval. */
  byRole: Array<{ role: string; seats: number; wins: number; rate: Interval }>;
  content: ContentRow[];
  neverFired: string[];
}

/** Builds the report; `allContent` lists the content ids that could fire: "never fired" names those that were in
 * play in some game (a room the composition never deals cannot fire) and never did. */
export function buildReport(stats: BatchStats, allContent: readonly string[] = []): Report {
  const n = stats.games;
  const a: Analytics | undefined = stats.analytics;
  const content = a
    ? Object.entries(a.content)
        .map(([key, t]) => ({
          content: key,
          fired: t.fired,
          firedPerGame: n ? t.fired / n : 0,
          deaths: t.deaths,
          deathsPerGame: n ? t.deaths / n : 0,
          escapes: t.escapes,
          gamesShare: wilson(t.games, n),
          decidedShare: wilson(t.decided, n),
        }))
        .sort((x, y) => y.deaths - x.deaths || y.fired - x.fired || x.content.localeCompare(y.content))
    : [];
  const fired = new Set(content.map((c) => c.content.split(' ')[0]));
  return {
    games: n,
    errors: stats.errors,
    outcomes: Object.entries(stats.outcomes)
      .map(([outcome, games]) => ({ outcome, games, rate: wilson(games, n) }))
      .sort((x, y) => y.games - x.games || x.outcome.localeCompare(y.outcome)),
    results: a
      ? { win: wilson(a.results.win, n), partial: wilson(a.results.partial, n), loss: wilson(a.results.loss, n) }
      : null,
    length: {
      min: histogramQuantile(stats.lengths, 0),
      median: histogramQuantile(stats.lengths, 0.5),
      max: histogramQuantile(stats.lengths, 1),
      // From the histogram, not the game lines (a batch may keep none), and not listed value by value.
      mean: bootstrapHistogram(stats.lengths),
    },
    decisionsPerGame: n ? stats.decisions / n : Number.NaN,
    bySeat: Object.entries(stats.winsBySeat)
      .map(([seat, wins]) => ({ seat, wins, rate: wilson(wins, n) }))
      .sort((x, y) => x.seat.localeCompare(y.seat)),
    byBot: a
      ? Object.entries(a.byBot)
          .map(([bot, b]) => ({ bot, seats: b.seats, wins: b.wins, rate: wilson(b.wins, b.seats) }))
          .sort((x, y) => x.bot.localeCompare(y.bot))
      : [],
    firstPlayer: a && a.first.games ? { ...a.first, rate: wilson(a.first.wins, a.first.games) } : null,
    byTeam: Object.entries(a?.byTeam ?? {})
      .map(([team, t]) => ({ team, games: t.games, wins: t.gamesWon, rate: wilson(t.gamesWon, t.games) }))
      .sort((x, y) => x.team.localeCompare(y.team)),
    byRole: Object.entries(a?.byRole ?? {})
      .map(([role, t]) => ({ role, seats: t.seats, wins: t.wins, rate: wilson(t.wins, t.seats) }))
      .sort((x, y) => x.role.localeCompare(y.role)),
    content,
    neverFired: allContent.filter((id) => !fired.has(id) && (!a?.inPlay || (a.inPlay[id] ?? 0) > 0)).sort(),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
/** "41.0% [37.2–44.9]" */
export const ci = (i: Interval): string => `${pct(i.value)} [${pct(i.low)}–${pct(i.high)}]`;

/** Renders a report for a terminal (95% intervals in brackets). */
export function formatReport(r: Report, topContent = 25): string[] {
  // No game finished: no rate or length to give (they would read NaN); the errors follow the report.
  if (r.games === 0) return [`0 games finished${r.errors ? `, ${r.errors} threw` : ''}: no rates to give`];
  const lines = [`${r.games} games${r.errors ? `, ${r.errors} errors` : ''} (95% intervals in brackets)`];
  if (r.results) {
    lines.push(`  win ${ci(r.results.win)}   partial ${ci(r.results.partial)}   loss ${ci(r.results.loss)}`);
  }
  lines.push('outcomes');
  for (const o of r.outcomes) lines.push(`  ${o.outcome.padEnd(24)} ${String(o.games).padStart(7)}  ${ci(o.rate)}`);
  const m = r.length.mean;
  lines.push(
    `decisions per game: mean ${m.value.toFixed(1)} [${m.low.toFixed(1)}–${m.high.toFixed(1)}], median ${r.length.median}, min ${r.length.min}, max ${r.length.max}`,
  );
  if (r.byBot.length) {
    lines.push('win rate by bot (per seat played)');
    for (const b of r.byBot)
      lines.push(`  ${b.bot.padEnd(24)} ${String(b.wins).padStart(6)}/${b.seats}  ${ci(b.rate)}`);
  }
  if (r.bySeat.length) {
    lines.push('win rate by seat');
    for (const s of r.bySeat) lines.push(`  ${s.seat.padEnd(24)} ${String(s.wins).padStart(7)}  ${ci(s.rate)}`);
  }
  if (r.byTeam.length) {
    lines.push('win rate by team (games the team won)');
    for (const t of r.byTeam)
      lines.push(`  ${t.team.padEnd(24)} ${String(t.wins).padStart(6)}/${t.games}  ${ci(t.rate)}`);
  }
  if (r.byRole.length) {
    lines.push('win rate by role (per seat played)');
    for (const t of r.byRole)
      lines.push(`  ${t.role.padEnd(24)} ${String(t.wins).padStart(6)}/${t.seats}  ${ci(t.rate)}`);
  }
  if (r.firstPlayer)
    lines.push(`first player wins ${r.firstPlayer.wins}/${r.firstPlayer.games}  ${ci(r.firstPlayer.rate)}`);
  if (r.content.length) {
    lines.push(
      `content (top ${Math.min(topContent, r.content.length)} of ${r.content.length} by deaths, then times fired)`,
    );
    lines.push(
      `  ${'content'.padEnd(40)} ${'fired/g'.padStart(8)} ${'deaths'.padStart(7)} ${'escapes'.padStart(7)}  in games              decided`,
    );
    for (const c of r.content.slice(0, topContent)) {
      lines.push(
        `  ${c.content.padEnd(40)} ${c.firedPerGame.toFixed(2).padStart(8)} ${String(c.deaths).padStart(7)} ${String(c.escapes).padStart(7)}  ${ci(c.gamesShare).padEnd(22)}${ci(c.decidedShare)}`,
      );
    }
  }
  if (r.neverFired.length) lines.push(`never fired: ${r.neverFired.join(', ')}`);
  return lines;
}

/** The per-content table as CSV. */
export function contentCsv(r: Report): string {
  const head =
    'content,fired,fired_per_game,deaths,deaths_per_game,escapes,games_share,games_low,games_high,decided_share,decided_low,decided_high';
  const rows = r.content.map((c) =>
    [
      JSON.stringify(c.content),
      c.fired,
      c.firedPerGame,
      c.deaths,
      c.deathsPerGame,
      c.escapes,
      c.gamesShare.value,
      c.gamesShare.low,
      c.gamesShare.high,
      c.decidedShare.value,
      c.decidedShare.low,
      c.decidedShare.high,
    ].join(','),
  );
  return [head, ...rows, ...r.neverFired.map((id) => `${JSON.stringify(id)},0,0,0,0,0,0,0,0,0,0,0`)].join('\n') + '\n';
}

/**
 * Every rate of the report as CSV, one row each: `kind` (result, outcome, seat, bot, team, role,
 * first-player), its name, successes, trials, the rate and its 95% interval.
 */
export function ratesCsv(r: Report): string {
  const rows: Array<[string, string, number, number, Interval]> = [];
  if (r.results)
    for (const k of ['win', 'partial', 'loss'] as const)
      rows.push(['result', k, Math.round(r.results[k].value * r.games), r.games, r.results[k]]);
  for (const o of r.outcomes) rows.push(['outcome', o.outcome, o.games, r.games, o.rate]);
  for (const s of r.bySeat) rows.push(['seat', s.seat, s.wins, r.games, s.rate]);
  for (const b of r.byBot) rows.push(['bot', b.bot, b.wins, b.seats, b.rate]);
  for (const t of r.byTeam) rows.push(['team', t.team, t.wins, t.games, t.rate]);
  for (const t of r.byRole) rows.push(['role', t.role, t.wins, t.seats, t.rate]);
  if (r.firstPlayer) rows.push(['first-player', 'first', r.firstPlayer.wins, r.firstPlayer.games, r.firstPlayer.rate]);
  const head = 'kind,name,wins,of,rate,low,high';
  return (
    [head, ...rows.map(([k, n, w, of, i]) => [k, JSON.stringify(n), w, of, i.value, i.low, i.high].join(','))].join(
      '\n',
    ) + '\n'
  );
}
