// The dashboard's charts as plain SVG (Lit `svg` templates): estimates with
// their 95% intervals as bars and whiskers, paired differences as dots and
// whiskers around zero, and a histogram. Each bar carries a <title> (hover)
// and the chart a summary for screen readers; the numbers are also in tables.
import { html, svg, type TemplateResult } from 'lit';
import { ticks, type Bin, type IntervalRow } from './chart-data.ts';

const WIDTH = 640;
const LABEL = 190;
const RIGHT = 24;
const ROW = 26;
const AXIS = 26;

/** How an interval chart reads its values. */
export interface IntervalChartOptions {
  /** The chart's name (figure caption, data-chart). */
  name: string;
  caption: string;
  format: (x: number) => string;
  /** Differences: a dot and its whisker around a zero line, on a scale symmetric about zero. */
  difference?: boolean;
  /** The least reach of the scale (so a difference of exactly zero still has a readable axis). */
  minReach?: number;
}

/** Bars (or dots, for differences) with 95% interval whiskers, one row per estimate. */
export function intervalChart(rows: readonly IntervalRow[], o: IntervalChartOptions): TemplateResult {
  const height = rows.length * ROW + AXIS + 6;
  const reach = Math.max(
    o.minReach ?? 1e-9,
    ...rows.flatMap((r) => [Math.abs(r.interval.low), Math.abs(r.interval.high)]),
  );
  const axis = o.difference
    ? ticks(reach, 3)
    : ticks(Math.max(...rows.map((r) => r.interval.high), 0.01) > 0.5 ? 1 : reach, 5);
  const top = axis.at(-1) ?? 1;
  const [lo, hi] = o.difference ? [-top, top] : [0, top];
  const x = (v: number) => LABEL + ((v - lo) / (hi - lo)) * (WIDTH - LABEL - RIGHT);
  const values = o.difference
    ? [
        ...axis
          .slice(1)
          .map((t) => -t)
          .reverse(),
        ...axis,
      ]
    : axis;
  const summary = rows.map((r) => `${r.label} ${o.format(r.interval.value)}`).join('; ');
  return html`<figure class="chart" data-chart=${o.name}>
    <figcaption>${o.caption}</figcaption>
    <svg viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${o.caption}: ${summary}">
      ${values.map(
        (t) =>
          svg`<line class="grid${t === 0 && o.difference ? ' zero' : ''}" x1=${x(t)} x2=${x(t)} y1="0" y2=${height - AXIS}></line>
          <text class="tick" x=${x(t)} y=${height - 8} text-anchor="middle">${o.format(t)}</text>`,
      )}
      ${rows.map((r, n) => {
        const y = n * ROW + ROW / 2;
        const { value, low, high } = r.interval;
        const tip = `${r.label}: ${o.format(value)} (95% interval ${o.format(low)} to ${o.format(high)})${r.note ? ` — ${r.note}` : ''}`;
        return svg`<g class="row" data-label=${r.label} data-value=${value} data-low=${low} data-high=${high}>
          <title>${tip}</title>
          <text class="label" x=${LABEL - 8} y=${y + 4} text-anchor="end">${truncate(r.label, 26)}</text>
          ${
            o.difference
              ? svg`<circle class="dot" cx=${x(value)} cy=${y} r="4.5"></circle>`
              : svg`<rect class="bar" x=${x(0)} y=${y - 8} width=${Math.max(0, x(value) - x(0))} height="16" rx="2"></rect>`
          }
          <line class="whisker" x1=${x(low)} x2=${x(high)} y1=${y} y2=${y}></line>
          <line class="whisker" x1=${x(low)} x2=${x(low)} y1=${y - 5} y2=${y + 5}></line>
          <line class="whisker" x1=${x(high)} x2=${x(high)} y1=${y - 5} y2=${y + 5}></line>
        </g>`;
      })}
    </svg>
  </figure>`;
}

/** A histogram of game lengths. */
export function histogram(bins: readonly Bin[], o: { name: string; caption: string; unit: string }): TemplateResult {
  const height = 180;
  const left = 44;
  const plot = height - AXIS - 8;
  const axis = ticks(Math.max(1, ...bins.map((b) => b.count)), 4);
  const top = axis.at(-1) ?? 1;
  const w = (WIDTH - left - RIGHT) / Math.max(1, bins.length);
  const y = (v: number) => 8 + plot - (v / top) * plot;
  const every = Math.ceil(bins.length / 8);
  const total = bins.reduce((s, b) => s + b.count, 0);
  const span = (b: Bin) => (b.from === b.to ? `${b.from}` : `${b.from}–${b.to}`);
  return html`<figure class="chart" data-chart=${o.name}>
    <figcaption>${o.caption}</figcaption>
    <svg
      viewBox="0 0 ${WIDTH} ${height}"
      role="img"
      aria-label="${o.caption}: ${total} games from ${bins[0]?.from ?? 0} to ${bins.at(-1)?.to ?? 0} ${o.unit}"
    >
      ${axis.map(
        (t) => svg`<line class="grid" x1=${left} x2=${WIDTH - RIGHT} y1=${y(t)} y2=${y(t)}></line>
          <text class="tick" x=${left - 6} y=${y(t) + 4} text-anchor="end">${t}</text>`,
      )}
      ${bins.map(
        (b, n) => svg`<g class="bin" data-from=${b.from} data-to=${b.to} data-count=${b.count}>
          <title>${span(b)} ${o.unit}: ${b.count} game${b.count === 1 ? '' : 's'}</title>
          <rect class="bar" x=${left + n * w + 1} y=${y(b.count)} width=${Math.max(1, w - 2)} height=${y(0) - y(b.count)}></rect>
          ${n % every === 0 ? svg`<text class="tick" x=${left + n * w + w / 2} y=${height - 8} text-anchor="middle">${b.from}</text>` : ''}
        </g>`,
      )}
    </svg>
  </figure>`;
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
