// Measures the built studio: the JavaScript a visitor downloads before the
// editor opens, and what opening the editor adds (Monaco, its JSON mode, its
// CSS and workers). Sizes are gzip level 9, as a server would send them.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One measured file. */
export interface Asset {
  file: string;
  bytes: number;
  gzip: number;
}

/** What the bench reports. */
export interface BundleReport {
  /** JavaScript loaded by index.html and its static imports. */
  initial: Asset[];
  /** The lazily imported Monaco chunk and what it statically imports that the first load did not. */
  monaco: Asset[];
  /** Chunks loaded later on demand (Monaco's JSON mode) and stylesheets. */
  other: Asset[];
  /** Web workers (loaded in their own threads). */
  workers: Asset[];
  totals: { initialGzip: number; monacoGzip: number };
}

function measure(dir: string, file: string): Asset {
  const data = readFileSync(path.join(dir, file));
  return { file, bytes: data.length, gzip: gzipSync(data, { level: 9 }).length };
}

/** The chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g)) if (m[1]) found.add(m[1]);
  return [...found];
}

function closure(dir: string, roots: string[], seen = new Set<string>()): Set<string> {
  for (const file of roots) {
    if (seen.has(file)) continue;
    seen.add(file);
    closure(dir, staticImports(readFileSync(path.join(dir, file), 'utf8')), seen);
  }
  return seen;
}

/** Measures `dist` (the output of `vite build`). */
export function measureBundle(dist: string): BundleReport {
  const assets = path.join(dist, 'assets');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} has no index.html: run vite build first`);
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].flatMap((m) => (m[1] ? [m[1]] : []));
  const initial = closure(assets, entries);
  const files = readdirSync(assets).sort();
  const monacoRoots = files.filter((f) => /^monaco-setup-.*\.js$/.test(f));
  const monaco = [...closure(assets, monacoRoots)].filter((f) => !initial.has(f));
  const workers = files.filter((f) => /\.worker-.*\.js$/.test(f));
  const placed = new Set([...initial, ...monaco, ...workers]);
  const other = files.filter((f) => /\.(js|css)$/.test(f) && !placed.has(f));
  const sized = (list: Iterable<string>) => [...list].sort().map((f) => measure(assets, f));
  const report: BundleReport = {
    initial: sized(initial),
    monaco: sized(monaco),
    other: sized(other),
    workers: sized(workers),
    totals: { initialGzip: 0, monacoGzip: 0 },
  };
  report.totals.initialGzip = report.initial.reduce((n, a) => n + a.gzip, 0);
  report.totals.monacoGzip = report.monaco.reduce((n, a) => n + a.gzip, 0);
  return report;
}
