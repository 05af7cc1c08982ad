// Plain Node, no dependencies: runs before anything is installed.
// Installs the workspace's packages when node_modules is missing or stale
// (the lockfile or a package.json changed since the last install).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const stamp = path.join(root, 'node_modules', '.roomsmith-install-stamp');

function manifests() {
  const files = ['package.json', 'package-lock.json', 'tools/package.json'];
  for (const group of ['packages', 'apps']) {
    const dir = path.join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) files.push(`${group}/${name}/package.json`);
  }
  return files.filter((f) => existsSync(path.join(root, f)));
}

function installHash() {
  const hash = createHash('sha256');
  hash.update(process.version.split('.')[0]);
  for (const file of manifests()) hash.update(file).update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

/** Runs a command in the repository root, inheriting stdio; exits on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

/** Installs dependencies with `npm ci` unless the last install matches the manifests. */
export function ensureDependencies() {
  const wanted = installHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  console.log('› Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(stamp, wanted);
}

/** Runs a binary from node_modules/.bin. */
export function runBin(bin, args, options) {
  run(path.join(root, 'node_modules', '.bin', bin), args, options);
}
