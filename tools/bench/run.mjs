// `npm run bench`: finds every *.bench.ts under tools/bench, packages and apps,
// runs each in its own process, then prints one summary of medians and ratios.
// Benchmarks are not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIP = new Set(['node_modules', 'dist', '.nx', 'test-output', '.git']);

/** Every *.bench.ts below a folder, sorted. */
function benchFiles(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...benchFiles(full));
    else if (entry.name.endsWith('.bench.ts')) out.push(full);
  }
  return out.sort();
}

const filter = process.argv[2];
const files = ['tools/bench', 'packages', 'apps']
  .flatMap((d) => benchFiles(path.join(root, d)))
  .filter((f) => !filter || f.includes(filter));
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const summary = [];
let failed = 0;
for (const file of files) {
  const rel = path.relative(root, file);
  console.log(`\n› ${rel}`);
  const result = spawnSync(tsx, [file], {
    cwd: path.dirname(file),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for (const line of (result.stdout ?? '').split('\n')) {
    if (!line.startsWith('{')) {
      if (line) console.log(line);
      continue;
    }
    try {
      const record = JSON.parse(line);
      if (record && typeof record.bench === 'string') summary.push({ file: rel, ...record });
    } catch {
      console.log(line);
    }
  }
  if (result.status !== 0) {
    failed += 1;
    console.log(`✖ ${rel} exited with ${result.status}`);
  }
}

const ms = (n) => (n < 10 ? `${n.toFixed(3)} ms` : `${n.toFixed(1)} ms`);
console.log('\nSummary (medians; ratio = median / aim, under 1 is within the aim)');
for (const r of summary) {
  if (typeof r.medianMs === 'number') {
    const aim =
      typeof r.aimMs === 'number' ? `  aim ${ms(r.aimMs)}  ×${r.ratio.toFixed(2)}${r.ratio <= 1 ? '' : '  OVER'}` : '';
    console.log(`  ${r.bench.padEnd(56)} ${ms(r.medianMs).padStart(10)}${aim}`);
  } else {
    const { file: _file, bench, ...rest } = r;
    console.log(`  ${bench.padEnd(56)} ${JSON.stringify(rest)}`);
  }
}
// The run's figures with an aim, drawn against it (tools/bench/charts.ts), beside the JSON they come from.
if (summary.length) {
  const out = path.join(root, 'tools/bench/out');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  const draw = spawnSync(
    tsx,
    [path.join(root, 'tools/bench/draw.ts'), 'summary', path.join(out, 'summary.json'), path.join(out, 'summary.svg')],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (draw.status !== 0) failed += 1;
  // Issue 13's table: each engine-speed figure this run measured, against the issue's aim.
  const targets = spawnSync(tsx, [path.join(root, 'tools/bench/targets.ts'), path.join(out, 'summary.json')], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (targets.status !== 0) failed += 1;
}
console.log(`\n${files.length} bench file(s), ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
