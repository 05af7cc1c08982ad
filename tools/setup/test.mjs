// `npm test`: install what is missing, then every check, stopping at the first
// red: format, lint, typecheck, unit tests, content checks, browser tests.
// Ends with one summary line over every project's tests.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, runBin, root } from './deps.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureDebianTool } from './apt.mjs';

ensureDependencies();
process.env.CHROMIUM_PATH = ensureChromium();
// The print tests render their PDFs to PNG pages with poppler's pdftoppm.
const pdftoppm = ensureDebianTool('pdftoppm', 'poppler-utils', 'the print-and-play tests');
if (pdftoppm) process.env.PDFTOPPM_PATH = pdftoppm;
else
  console.warn('pdftoppm (poppler-utils) is missing and cannot be installed here: the PDF page renders are skipped.');
process.env.REDIS_SERVER = (await import('./redis.mjs')).ensureRedis() ?? '';
process.env.NX_DAEMON = 'false';
process.env.NX_TUI = 'false';

const countsDir = path.join(root, 'test-output', 'counts');
rmSync(countsDir, { recursive: true, force: true });

const nx = (targets) =>
  runBin('nx', ['run-many', '-t', ...targets, '--nxBail', '--outputStyle=static', '--parallel=2']);

console.log('› Format check (prettier)');
runBin('prettier', ['--check', '--cache', '--log-level=warn', '.']);
console.log('› Lint and typecheck');
nx(['lint', 'typecheck']);
console.log('› Unit tests and content checks');
nx(['test', 'validate']);
console.log('› Browser tests (Chromium)');
nx(['e2e']);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(countsDir)) {
  for (const file of readdirSync(countsDir)) {
    const counts = JSON.parse(readFileSync(path.join(countsDir, file), 'utf8'));
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
