// Issue 13's table of targets, filled from one `npm run bench` run: for each figure, what the issue read when
// it was filed, its aim, the goal after it, what this run measured and whether the aim is met. `run.mjs` prints
// it after the summary (`tsx tools/bench/targets.ts <summary.json>`); a figure whose bench did not run this
// time (`npm run bench -- room25` runs one) says which filter measures it.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { BenchRecord } from './charts.ts';

/** How a figure compares with its aim: at most (`le`) or at least (`ge`). */
type Direction = 'le' | 'ge';

/** One figure of the table and where a run's records give it. */
interface TargetSpec {
  figure: string;
  /** What the issue read when it was filed, in its words. */
  filed: string;
  aim: number;
  direction: Direction;
  /** The goal after it, in its words ("—" where it gives none). */
  goal: string;
  /** The `npm run bench -- <filter>` that measures it. */
  filter: string;
  /**
   * Records that give the figure, the first found first: a bench name's start (and text it must include), how
   * to read its value, and which bench it is when two give the figure.
   */
  sources: Array<{ bench: string; includes?: string; value: (r: BenchRecord) => number | undefined; label?: string }>;
  unit: (value: number) => string;
}

const num = (key: string) => (r: BenchRecord) => (typeof r[key] === 'number' ? (r[key] as number) : undefined);
const times = (v: number) => `×${Number(v.toFixed(2))}`;
const rate = (v: number) => `${Math.round(v).toLocaleString('en-US')}/s`;
const kib = (v: number) => `${(v / 1024).toFixed(1)} KiB`;
const ms = (v: number) => `${Number(v.toFixed(1))} ms`;

/** The table (issue 13, "Targets"), with the sandbox step its "Done when" names. */
export const TARGETS: readonly TargetSpec[] = [
  {
    figure: 'Room 25 coop-s1: baseline / pack',
    filed: '~×115 (no baseline yet)',
    aim: 10,
    direction: 'le',
    goal: '≤×3',
    filter: 'room25',
    sources: [{ bench: 'room25 coop-s1 baseline / pack speed', value: num('ratio') }],
    unit: times,
  },
  {
    figure: 'Room 25 coop-s1 random full games/s, one core',
    filed: '~2,000/s',
    aim: 20_000,
    direction: 'ge',
    goal: '≥100,000/s',
    filter: 'room25',
    sources: [
      { bench: 'room25 coop-s1 games/s, pack through the engine', value: num('median'), label: 'room25 bench' },
      { bench: 'random full games/s, 1 core (', value: num('median'), label: 'sim bench' },
    ],
    unit: rate,
  },
  {
    figure: 'Double Rush: baseline / pack',
    filed: '×52–59',
    aim: 10,
    direction: 'le',
    goal: '≤×1.5',
    filter: 'double-rush',
    sources: [{ bench: 'double-rush baseline / pack speed', value: num('ratio') }],
    unit: times,
  },
  {
    figure: 'Double Rush: baseline / engine floor',
    filed: '×14–18',
    aim: 3,
    direction: 'le',
    goal: '≤×1.2',
    filter: 'double-rush',
    sources: [{ bench: 'double-rush baseline / engine floor speed', value: num('ratio') }],
    unit: times,
  },
  {
    figure: 'allocated per decision, pack as batches run it',
    filed: '10.0 KiB',
    aim: 5 * 1024,
    direction: 'le',
    goal: '— (reported, halved)',
    filter: 'room25',
    sources: [{ bench: 'room25 coop-s1 bytes allocated per decision, pack', value: num('silent') }],
    unit: kib,
  },
  {
    figure: 'state copies per second: copyState / structuredClone',
    filed: '— (no copy)',
    aim: 5,
    direction: 'ge',
    goal: '—',
    filter: 'state-copy',
    sources: [{ bench: 'state copies: copyState / structuredClone speed', value: num('ratio') }],
    unit: times,
  },
  {
    figure: 'roomsmith sim: 2 workers over 1, 100,000 games, end to end',
    filed: '—',
    aim: 1.8,
    direction: 'ge',
    goal: '—',
    filter: 'sim',
    sources: [{ bench: 'roomsmith sim --workers 2 over 1 (', includes: '100000 games', value: num('ratio') }],
    unit: times,
  },
  {
    figure: 'sim pool: 2 workers over 1, warm',
    filed: '—',
    aim: 1.8,
    direction: 'ge',
    goal: '—',
    filter: 'sim',
    sources: [{ bench: 'pool: 2 workers over 1 (', value: num('ratio') }],
    unit: times,
  },
  {
    figure: 'studio sandbox step (answer → next decision), median',
    filed: '—',
    aim: 16,
    direction: 'le',
    goal: 'stays under 16 ms',
    filter: 'interactive',
    sources: [{ bench: 'studio: sandbox step', value: num('medianMs') }],
    unit: ms,
  },
];

/** One row as printed. */
export interface TargetRow {
  figure: string;
  filed: string;
  aim: string;
  goal: string;
  /** This run's value, or how to measure it. */
  now: string;
  verdict: 'met' | 'not met' | 'not run';
}

/** A spec's value in a run: the first source with a record (bench name's start, and its `includes`). */
function measured(
  spec: TargetSpec,
  records: readonly BenchRecord[],
): { value: number; label?: string; shared: boolean } | undefined {
  for (const source of spec.sources) {
    const record = records.find(
      (r) => r.bench.startsWith(source.bench) && (source.includes === undefined || r.bench.includes(source.includes)),
    );
    const value = record && source.value(record);
    // A bench that watched the machine says `claim: false` when other processes took a core's tenth or more.
    const shared = record?.['claim'] === false;
    if (value !== undefined && Number.isFinite(value))
      return source.label === undefined ? { value, shared } : { value, label: source.label, shared };
  }
  return undefined;
}

/** The table filled from a run's records. */
export function targetRows(records: readonly BenchRecord[]): TargetRow[] {
  return TARGETS.map((spec): TargetRow => {
    const found = measured(spec, records);
    const aim = `${spec.direction === 'le' ? '≤' : '≥'}${spec.unit(spec.aim)}`;
    const base = { figure: spec.figure, filed: spec.filed, aim, goal: spec.goal };
    if (!found) return { ...base, now: `not run (npm run bench -- ${spec.filter})`, verdict: 'not run' };
    const met = spec.direction === 'le' ? found.value <= spec.aim : found.value >= spec.aim;
    const label = found.label ? ` (${found.label})` : '';
    const shared = found.shared ? ' (machine shared: not a claim)' : '';
    return { ...base, now: `${spec.unit(found.value)}${label}${shared}`, verdict: met ? 'met' : 'not met' };
  });
}

/** The rows as a fixed-width text table under a header. */
export function formatTargets(rows: readonly TargetRow[]): string {
  const header = ['figure', 'when filed', 'aim', 'goal after', 'this run', 'aim met?'];
  const body = rows.map((r) => [r.figure, r.filed, r.aim, r.goal, r.now, r.verdict]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: readonly string[]) => `  ${cells.map((x, i) => x.padEnd(widths[i] ?? 0)).join('  ')}`.trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

// `tsx tools/bench/targets.ts <summary.json>`: the table for a run's records (nothing when none of its benches ran).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2];
  if (!file) {
    console.log('usage: tsx tools/bench/targets.ts <summary.json>');
    process.exit(2);
  }
  const rows = targetRows(JSON.parse(readFileSync(file, 'utf8')) as BenchRecord[]);
  if (rows.some((r) => r.verdict !== 'not run')) {
    console.log('\nIssue 13, engine speed: its targets against this run');
    console.log(formatTargets(rows));
  }
}
