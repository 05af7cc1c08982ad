// Draws the bench's charts (charts.ts):
//   tsx tools/bench/draw.ts summary <summary.json> <out.svg>  — a run's figures against their aims
//     (`npm run bench` does this into tools/bench/out/);
//   tsx tools/bench/draw.ts history [out.svg]                — issue 13's figures session by session,
//     from tools/bench/history.json (default out: docs/bench/engine-speed.svg).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aimedFigures, historyChart, summaryChart, type BenchRecord, type HistoryPoint } from './charts.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [what, ...args] = process.argv.slice(2);

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`chart: ${path.relative(process.cwd(), file) || file}`);
}

if (what === 'summary' && args[0] && args[1]) {
  const records = JSON.parse(readFileSync(args[0], 'utf8')) as BenchRecord[];
  const figures = aimedFigures(records);
  if (figures.length) write(path.resolve(args[1]), summaryChart(figures, 'npm run bench: each figure against its aim'));
  else console.log('chart: no figure of this run has an aim');
} else if (what === 'history') {
  const { points } = JSON.parse(readFileSync(path.join(root, 'tools/bench/history.json'), 'utf8')) as {
    points: HistoryPoint[];
  };
  const out = path.resolve(args[0] ?? path.join(root, 'docs/bench/engine-speed.svg'));
  write(out, historyChart(points, 'Issue 13, engine speed: each figure against its aim, session by session'));
} else {
  console.log('usage: tsx tools/bench/draw.ts summary <summary.json> <out.svg> | history [out.svg]');
  process.exit(2);
}
