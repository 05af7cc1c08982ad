#!/usr/bin/env node
// Runs the built JavaScript in dist/ (the published package has nothing else).
// In this repository, where the TypeScript sources sit beside the build, it
// runs the sources through tsx instead when there is no build, when any source
// is newer than it, or when ROOMSMITH_SOURCE=1 — so an edit is never hidden by
// a stale build. `npx nx build cli` (which `npm test` runs first) rebuilds it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = `${root}dist/index.mjs`;
const SOURCES = ['src', '../schema/src', '../engine/src', '../sim/src', '../print/src', 'build.mjs'];

/** Whether a file of the bundle (tests aside) changed after the build was written. */
function buildIsStale() {
  const builtAt = statSync(built).mtimeMs;
  for (const rel of SOURCES) {
    const path = root + rel;
    if (!existsSync(path)) continue;
    if (!rel.endsWith('src')) {
      if (statSync(path).mtimeMs > builtAt) return true;
      continue;
    }
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || entry.name.endsWith('.test.ts')) continue;
      if (statSync(`${entry.parentPath}/${entry.name}`).mtimeMs > builtAt) return true;
    }
  }
  return false;
}

const inRepo = existsSync(`${root}src/index.ts`);
const useSource = inRepo && (process.env.ROOMSMITH_SOURCE === '1' || !existsSync(built) || buildIsStale());
let cli;
if (useSource) {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import('../src/index.ts');
} else {
  cli = await import('../dist/index.mjs');
}
process.exitCode = await cli.main(process.argv.slice(2), cli.processIo());
