// `npm test`: install what is missing, then every check, stopping at the first
// red: format, lint, typecheck, unit tests, content checks, browser tests.
// Ends with one summary line over every project's tests.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, runBin, root } from './deps.mjs';
import { ensureChromium } from './chromium.mjs';

ensureDependencies();
process.env.CHROMIUM_PATH = ensureChromium();
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
