// What the dashboard's charts draw, computed apart from drawing (and tested):
// the rows of an interval chart, the bins of a histogram, tick values, the
// heat of a room, and the per-content table's order.
import type { ContentRow, Interval, Report } from '@roomsmith/sim';

/** One labelled estimate with its 95% interval (a bar and its whisker). */
export interface IntervalRow {
  label: string;
  interval: Interval;
  /** Extra words after the label ("412 of 1,000"). */
  note?: string;
}

/** One bar of a histogram: values from `from` to `to` (inclusive) and how many games. */
export interface Bin {
  from: number;
  to: number;
  count: number;
}

/** Win / partial / loss, then each outcome, as interval rows. */
export function outcomeRows(r: Report): IntervalRow[] {
  const rows: IntervalRow[] = [];
  if (r.results) {
    rows.push({ label: 'any win', interval: r.results.win });
    if (r.results.partial.value > 0) rows.push({ label: 'partial win', interval: r.results.partial });
    rows.push({ label: 'loss for all', interval: r.results.loss });
  }
  for (const o of r.outcomes)
    rows.push({
      label: o.outcome,
      interval: o.rate,
      note: `${o.games.toLocaleString('en')} of ${r.games.toLocaleString('en')}`,
    });
  return rows;
}

/** Win rate of each seat, then of each bot kind when the seats mix kinds. */
export function seatRows(r: Report, seats: readonly string[]): IntervalRow[] {
  const wins = new Map(r.bySeat.map((s) => [s.seat, s]));
  const rows: IntervalRow[] = seats.map((seat) => {
    const s = wins.get(seat);
    return {
      label: `seat ${seat}`,
      interval: s?.rate ?? { value: 0, low: 0, high: r.games ? 1 - Math.pow(0.025, 1 / r.games) : 1 },
      note: `${s?.wins ?? 0} wins`,
    };
  });
  if (r.byBot.length > 1)
    for (const b of r.byBot)
      rows.push({ label: `${b.bot} bot`, interval: b.rate, note: `${b.wins} of ${b.seats} seats` });
  return rows;
}

/** Win rate of each team (games it won) and each role (seats of it that won), when the mode deals them. */
export function sideRows(r: Report): IntervalRow[] {
  return [
    ...r.byTeam.map((t) => ({
      label: `team ${t.team}`,
      interval: t.rate,
      note: `${t.wins} of ${t.games} games`,
    })),
    ...r.byRole.map((t) => ({
      label: `role ${t.role}`,
      interval: t.rate,
      note: `${t.wins} of ${t.seats} seats`,
    })),
  ];
}

/** Game lengths (decisions → games) in at most `maxBins` equal-width bins covering min to max. */
export function lengthBins(lengths: Readonly<Record<number, number>>, maxBins = 24): Bin[] {
  const values = Object.keys(lengths).map(Number);
  if (!values.length) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const width = Math.max(1, Math.ceil((max - min + 1) / maxBins));
  const bins: Bin[] = [];
  for (let from = min; from <= max; from += width) bins.push({ from, to: from + width - 1, count: 0 });
  for (const [value, count] of Object.entries(lengths)) {
    const bin = bins[Math.floor((Number(value) - min) / width)];
    if (bin) bin.count += count;
  }
  return bins;
}

/** Up to `count` round tick values from 0 to at least `max` (1, 2 or 5 times a power of ten apart). */
export function ticks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = Math.pow(10, Math.floor(Math.log10(raw)));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = 0; v < max + step / 2; v += step) out.push(Number(v.toPrecision(12)));
  if ((out.at(-1) ?? 0) < max) out.push(Number(((out.at(-1) ?? 0) + step).toPrecision(12)));
  return out;
}

/** Per room (content id without a path): deaths per game, times fired per game, share of games it fired in. */
export interface RoomHeat {
  deathsPerGame: number;
  firedPerGame: number;
  gamesShare: number;
}

/** The rooms' heat from the per-content table (rows about a part of a definition are left out). */
export function roomHeat(rows: readonly ContentRow[]): Map<string, RoomHeat> {
  const heat = new Map<string, RoomHeat>();
  for (const r of rows)
    if (!r.content.includes(' '))
      heat.set(r.content, {
        deathsPerGame: r.deathsPerGame,
        firedPerGame: r.firedPerGame,
        gamesShare: r.gamesShare.value,
      });
  return heat;
}

/** A fill for a share of the hottest value (on the dark theme): dim amber through bright red; slate for nothing at all. */
export function heatColour(value: number, max: number): string {
  if (!(value > 0) || !(max > 0)) return 'hsl(220 12% 20%)';
  const t = Math.min(1, value / max);
  return `hsl(${Math.round(45 - 45 * t)} ${Math.round(60 + 30 * t)}% ${Math.round(28 + 20 * t)}%)`;
}

/** Columns the per-content table sorts by. */
export type ContentSort = 'content' | 'fired' | 'deaths' | 'games' | 'decided';

/** The rows sorted by a column (numbers largest first, names A–Z), ties by name. */
export function sortContent(rows: readonly ContentRow[], by: ContentSort, name: (id: string) => string): ContentRow[] {
  const value = (r: ContentRow): number =>
    by === 'fired'
      ? r.firedPerGame
      : by === 'deaths'
        ? r.deathsPerGame
        : by === 'games'
          ? r.gamesShare.value
          : by === 'decided'
            ? r.decidedShare.value
            : 0;
  return [...rows].sort(
    (x, y) => (by === 'content' ? 0 : value(y) - value(x)) || name(x.content).localeCompare(name(y.content)),
  );
}

/** The `top` content rows by a share (games it decided, or fired in), largest first, as interval rows; rows at zero left out. */
export function topContentRows(
  rows: readonly ContentRow[],
  by: 'decidedShare' | 'gamesShare',
  name: (id: string) => string,
  top = 8,
): IntervalRow[] {
  return rows
    .filter((r) => r[by].value > 0)
    .sort((x, y) => y[by].value - x[by].value || name(x.content).localeCompare(name(y.content)))
    .slice(0, top)
    .map((r) => ({ label: name(r.content), interval: r[by], note: `${r.deathsPerGame.toFixed(2)} deaths per game` }));
}
