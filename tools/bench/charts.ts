// The bench's figures drawn as SVG charts (Observable Plot, rendered in Node on linkedom's DOM):
// where each figure of a run stands against its aim, and how the engine-speed figures moved from
// one session to the next. Every figure is put on one scale, "× off its aim": the measured value
// over the aim when lower is better (a slowdown ratio, a time), the aim over the value when higher
// is better (games per second, a speed-up), so 1 is the aim, under 1 is within it, and a figure
// twice as far from its aim sits twice as high whatever its unit.
import * as Plot from '@observablehq/plot';
import { parseHTML } from 'linkedom';

/** One JSON line of a bench, as `run.mjs` collects it. */
export interface BenchRecord {
  bench: string;
  median?: number;
  medianMs?: number;
  aimMs?: number;
  ratio?: number;
  aim?: number;
  verdict?: string;
  [key: string]: unknown;
}

/** A figure with an aim, read off a record. */
export interface AimedFigure {
  figure: string;
  value: number;
  aim: number;
  better: 'lower' | 'higher';
  /** value / aim (lower is better) or aim / value (higher is better): 1 at the aim, under 1 within. */
  offAim: number;
}

/**
 * The direction a record's aim is meant in. Benches write `OVER` when a figure that should stay
 * under its aim is above it and `UNDER` when one that should reach it falls short; `ok` (within
 * the aim) leaves it to the numbers: a value at or under its aim can only be within an upper bound.
 */
export function betterOf(value: number, aim: number, verdict: unknown): 'lower' | 'higher' {
  if (verdict === 'OVER') return 'lower';
  if (verdict === 'UNDER') return 'higher';
  return value <= aim ? 'lower' : 'higher';
}

/** The figures of a run that have an aim (times, ratios, rates), each placed against it. */
export function aimedFigures(records: readonly BenchRecord[]): AimedFigure[] {
  const out: AimedFigure[] = [];
  for (const r of records) {
    let value: number | undefined;
    let aim: number | undefined;
    let better: 'lower' | 'higher';
    if (typeof r.medianMs === 'number' && typeof r.aimMs === 'number') {
      [value, aim, better] = [r.medianMs, r.aimMs, 'lower'];
    } else {
      value = typeof r.ratio === 'number' ? r.ratio : typeof r.median === 'number' ? r.median : undefined;
      aim = typeof r.aim === 'number' ? r.aim : undefined;
      if (value === undefined || aim === undefined) continue;
      better = betterOf(value, aim, r.verdict);
    }
    if (!(value > 0) || !(aim > 0)) continue;
    out.push({ figure: r.bench, value, aim, better, offAim: better === 'lower' ? value / aim : aim / value });
  }
  return out;
}

/** A measured figure of one session, as `history.json` keeps them. */
export interface HistoryPoint {
  session: number;
  figure: string;
  value: number;
  aim: number;
  better: 'lower' | 'higher';
  /** How the machine was when measured ("quiet", "load 16"): busy figures are not comparable. */
  machine: string;
}

const { document } = parseHTML('<!doctype html><html><body></body></html>');

/** A number as the charts print it: ×25.7, 3,559, 4.1. */
function short(n: number): string {
  return n >= 100 ? Math.round(n).toLocaleString('en') : n >= 10 ? n.toFixed(1) : n.toFixed(2);
}

/** Room for the figures' names (summary) and the axis (history) at the left. */
const SUMMARY_LEFT = 380;
const HISTORY_LEFT = 50;

/** Where a log axis puts its ticks, and how it prints them. */
const LOG_TICKS = [0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100];
const times = (v: number): string => `×${v}`;

/** A log axis reaching the aim line and every point, with a margin, and its ticks within that reach. */
function logAxis(values: readonly number[]): { domain: [number, number]; ticks: number[] } {
  const domain: [number, number] = [Math.min(0.5, ...values) / 1.3, Math.max(2, ...values) * 1.3];
  return { domain, ticks: LOG_TICKS.filter((t) => t >= domain[0] && t <= domain[1]) };
}

/** One row per aimed figure of a run: a dot at how far it is from its aim, the aim as a line at 1. */
export function summaryChart(figures: readonly AimedFigure[], title: string): string {
  const rows = figures.map((f) => ({
    ...f,
    label: `${short(f.value)} (aim ${f.better === 'lower' ? '≤' : '≥'} ${short(f.aim)}${f.offAim <= 1 ? ', met' : ''})`,
    within: f.offAim <= 1 ? 'within its aim' : 'off its aim',
  }));
  const svg = Plot.plot({
    document,
    style: { background: 'white' },
    width: 900,
    marginTop: 72,
    marginLeft: SUMMARY_LEFT,
    marginRight: 150,
    height: 84 + 28 * Math.max(1, rows.length),
    x: {
      type: 'log',
      ...logAxis(rows.map((r) => r.offAim)),
      tickFormat: times,
      label: null,
      grid: true,
    },
    y: { label: null, domain: rows.map((r) => r.figure) },
    color: { domain: ['within its aim', 'off its aim'], range: ['#2e7d32', '#c62828'] },
    marks: [
      heading(title, SUMMARY_LEFT),
      Plot.ruleX([1], { stroke: '#333', strokeDasharray: '4,3' }),
      Plot.ruleY(rows, { y: 'figure', x1: 1, x2: 'offAim', stroke: 'within', strokeOpacity: 0.35, strokeWidth: 3 }),
      Plot.dot(rows, { y: 'figure', x: 'offAim', fill: 'within', r: 5, title: 'label' }),
      Plot.text(rows, { y: 'figure', x: 'offAim', text: 'label', dx: 10, textAnchor: 'start', fontSize: 11 }),
    ],
  });
  return svgText(svg);
}

const HISTORY_HEIGHT = 460;
const HISTORY_TOP = 72;
const HISTORY_BOTTOM = 30;
// The least distance between two end-of-line labels, in pixels: a line of 11px text and a little air.
const LABEL_GAP = 13;

/**
 * The rows with a `labelY` for their end-of-line label: at the row's own value, moved down just enough
 * that no two labels are nearer than LABEL_GAP pixels on a log axis of `domain` drawn `height` pixels
 * high (two figures ending at the same value would otherwise print over each other).
 */
export function spreadLabels<R extends { offAim: number }>(
  rows: readonly R[],
  domain: readonly [number, number],
  height: number,
): Array<R & { labelY: number }> {
  const gap = (LABEL_GAP / height) * Math.log(domain[1] / domain[0]);
  const placed = rows.map((r) => ({ ...r, labelY: r.offAim })).sort((a, b) => b.offAim - a.offAim);
  for (let i = 1; i < placed.length; i++) {
    const above = placed[i - 1] as R & { labelY: number };
    const row = placed[i] as R & { labelY: number };
    row.labelY = Math.min(row.labelY, above.labelY / Math.exp(gap));
  }
  return placed;
}

/** Each figure's distance from its aim, session by session: one line per figure, the aim at 1. */
export function historyChart(points: readonly HistoryPoint[], title: string): string {
  const rows = points.map((p) => ({
    ...p,
    offAim: p.better === 'lower' ? p.value / p.aim : p.aim / p.value,
    label: `${p.figure}: ${short(p.value)} (session ${p.session}, ${p.machine})`,
  }));
  const y = logAxis(rows.map((r) => r.offAim));
  const last = spreadLabels(
    [...new Map(rows.map((r) => [r.figure, r])).values()],
    y.domain,
    HISTORY_HEIGHT - HISTORY_TOP - HISTORY_BOTTOM,
  );
  const sessions = [...new Set(rows.map((r) => r.session))].sort((a, b) => a - b);
  const svg = Plot.plot({
    document,
    style: { background: 'white' },
    width: 900,
    height: HISTORY_HEIGHT,
    marginTop: HISTORY_TOP,
    marginBottom: HISTORY_BOTTOM,
    marginLeft: HISTORY_LEFT,
    marginRight: 300,
    x: {
      label: 'session',
      ticks: sessions,
      tickFormat: (s: number) => `s${s}`,
      domain: [Math.min(...sessions), Math.max(...sessions)],
    },
    y: {
      type: 'log',
      ...y,
      tickFormat: times,
      label: null,
      grid: true,
    },
    color: { legend: false },
    marks: [
      heading(title, HISTORY_LEFT),
      Plot.ruleY([1], { stroke: '#333', strokeDasharray: '4,3' }),
      Plot.line(rows, { x: 'session', y: 'offAim', stroke: 'figure', strokeWidth: 2 }),
      Plot.dot(rows, { x: 'session', y: 'offAim', fill: 'figure', r: 3.5, title: 'label' }),
      Plot.text(last, {
        x: 'session',
        y: 'labelY',
        fill: 'figure',
        text: (r: (typeof rows)[number]) => `${r.figure} ${short(r.value)}`,
        dx: 8,
        textAnchor: 'start',
        fontSize: 11,
      }),
    ],
  });
  return svgText(svg);
}

/** The chart's title and what its scale means, above the frame (a standalone SVG has no figure around it). */
function heading(title: string, marginLeft: number): Plot.Markish {
  const at = { frameAnchor: 'top-left', dx: 10 - marginLeft, textAnchor: 'start' } as const;
  return Plot.marks(
    Plot.text([title], { ...at, dy: -58, fontSize: 14, fontWeight: 'bold' }),
    Plot.text([SCALE], { ...at, dy: -38, fontSize: 11, fill: '#555' }),
  );
}

const SCALE =
  'Scale: how far each figure is from its aim (value ÷ aim where lower is better, aim ÷ value where higher is better); ×1 is the aim, under it is within.';

/** A plotted SVG as a standalone file's text. */
function svgText(svg: ReturnType<typeof Plot.plot>): string {
  // With a legend or a caption Plot wraps the svg in a <figure>, which is not an SVG file.
  if (svg.tagName.toLowerCase() !== 'svg') throw new Error('a bench chart must be a bare svg (no legend, no caption)');
  if (!svg.getAttribute('xmlns')) svg.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${svg.outerHTML}\n`;
}
