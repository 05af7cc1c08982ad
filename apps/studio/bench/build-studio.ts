// Builds the studio for the benches: into a temporary folder, so a bench never
// overwrites the dist/ that `npm start` and the browser tests serve.
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** The studio's folder (apps/studio). */
export const studioDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the studio with its own vite config into `outDir` (a new temporary folder by default) and returns it. */
export async function buildStudio(
  outDir = mkdtempSync(path.join(tmpdir(), 'roomsmith-studio-bench-')),
): Promise<string> {
  await build({
    configFile: path.join(studioDir, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

// What goes into the bundle: the studio's own sources, the bundled packs and
// the packages it imports (cli is not bundled).
const repo = path.resolve(studioDir, '../..');
const inputs = [
  ...['index.html', 'vite.config.ts', 'src', 'vite'].map((p) => path.join(studioDir, p)),
  path.join(repo, 'content'),
  ...['engine', 'schema', 'sim'].map((p) => path.join(repo, 'packages', p, 'src')),
];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, f) => Math.max(m, newestMtime(path.join(p, f))), s.mtimeMs);
}

/** Whether apps/studio/dist exists and was built after the last change to anything it is built from. */
export function distIsFresh(): boolean {
  const index = path.join(studioDir, 'dist', 'index.html');
  return existsSync(index) && statSync(index).mtimeMs >= Math.max(...inputs.map(newestMtime));
}
