// `npx tsx bench/bundle-size.bench.ts` (or `npm run bench studio`): builds the
// studio into a temporary folder, prints its bundle sizes and fails when the
// JavaScript loaded before Monaco exceeds the 300 kB gzip budget.
import { rmSync } from 'node:fs';
import { buildStudio } from './build-studio.ts';
import { measureBundle, type Asset } from './bundle-size.ts';

/** The gzip budget for JavaScript loaded before the editor opens. */
export const INITIAL_BUDGET = 300 * 1024;

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const rows = (title: string, assets: Asset[]) =>
  [
    `${title}:`,
    ...assets.map((a) => `  ${a.file.padEnd(40)} ${kb(a.bytes).padStart(11)}  gzip ${kb(a.gzip).padStart(10)}`),
  ].join('\n');

const dist = await buildStudio();
const report = measureBundle(dist);
rmSync(dist, { recursive: true, force: true });
console.log(
  [
    rows('before Monaco (index.html and its static imports)', report.initial),
    rows('Monaco (lazy, on first file open)', report.monaco),
    rows('later on demand / stylesheets', report.other),
    rows('workers', report.workers),
    '',
    `JS before Monaco: ${kb(report.totals.initialGzip)} gzip (budget ${kb(INITIAL_BUDGET)})`,
    `Monaco chunk:     ${kb(report.totals.monacoGzip)} gzip`,
  ].join('\n'),
);
console.log(
  JSON.stringify({
    bench: 'studio: JS gzip before Monaco / Monaco chunk',
    initialKb: +(report.totals.initialGzip / 1024).toFixed(1),
    budgetKb: INITIAL_BUDGET / 1024,
    monacoKb: +(report.totals.monacoGzip / 1024).toFixed(1),
  }),
);
if (report.totals.initialGzip > INITIAL_BUDGET) {
  console.error('The JavaScript loaded before Monaco is over budget.');
  process.exitCode = 1;
}
