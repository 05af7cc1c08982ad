// Plain Node, no dependencies: runs before anything is installed.
// Installs the workspace's packages when node_modules is missing or stale
// (the lockfile or a package.json changed since the last install), under a
// lock so that two commands started together do not install over each other.
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function manifests(at) {
  const files = ['package.json', 'package-lock.json', 'tools/package.json'];
  for (const group of ['packages', 'apps']) {
    const dir = path.join(at, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) files.push(`${group}/${name}/package.json`);
  }
  return files.filter((f) => existsSync(path.join(at, f)));
}

function installHash(at) {
  const hash = createHash('sha256');
  hash.update(process.version.split('.')[0]);
  for (const file of manifests(at)) hash.update(file).update(readFileSync(path.join(at, file)));
  return hash.digest('hex');
}

/** Runs a command in the repository root, inheriting stdio; exits on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

/** Blocks the thread for `ms` milliseconds (the setup scripts are synchronous). */
function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Whether a process with this id is running (EPERM: it is, but not ours). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The holder a lock file names, or null when it names none (half-written or garbage). */
function holderOf(lockFile) {
  try {
    const holder = JSON.parse(readFileSync(lockFile, 'utf8'));
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/**
 * Runs `fn` holding an exclusive lock file (created atomically, holding the
 * holder's pid). A lock whose holder has died is stale and taken over; a lock
 * that names no holder is taken over once it is older than `staleMs` (its writer
 * may be between creating and writing it). Others wait, saying so once.
 */
export function withLock(
  lockFile,
  fn,
  { pollMs = 250, staleMs = 10_000, timeoutMs = 30 * 60_000, log = console.log } = {},
) {
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = holderOf(lockFile);
    let age = 0;
    try {
      age = Date.now() - statSync(lockFile).mtimeMs;
    } catch {
      continue; // released between our attempt and our look: try again
    }
    if (holder ? !alive(holder.pid) : age > staleMs) {
      log(`› Removing a stale install lock${holder ? ` (process ${holder.pid} is gone)` : ''}`);
      rmSync(lockFile, { force: true });
      continue;
    }
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for the install lock ${lockFile}`);
    // A lock that names no holder yet is most often being written (created, its pid not in it yet): look
    // again before telling, so that the message can name who holds it.
    if (!told && (holder || age > pollMs)) {
      log(`› Waiting for another install to finish (process ${holder?.pid ?? '?'} holds ${path.basename(lockFile)})…`);
      told = true;
    }
    sleep(pollMs);
  }
  const release = () => {
    if (holderOf(lockFile)?.pid === process.pid) rmSync(lockFile, { force: true });
  };
  process.once('exit', release);
  try {
    return fn();
  } finally {
    release();
    process.removeListener('exit', release);
  }
}

/**
 * Installs dependencies with `npm ci` unless the last install matches the
 * manifests. `npm ci` deletes node_modules first, so two commands started
 * together in one checkout (npm start + npm test) would race: the install runs
 * under a lock (outside node_modules, which it deletes), and a command that
 * waited for it finds the stamp up to date and installs nothing.
 */
export function ensureDependencies({
  at = root,
  command = ['npm', 'ci', '--no-audit', '--no-fund'],
  log = console.log,
  pollMs,
} = {}) {
  const stampFile = path.join(at, 'node_modules', '.roomsmith-install-stamp');
  const wanted = installHash(at);
  const upToDate = () => existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted;
  if (upToDate()) return;
  const status = withLock(
    path.join(at, '.roomsmith-install.lock'),
    () => {
      if (upToDate()) return 0; // installed while we waited
      log(`› Installing dependencies (${command.join(' ')})…`);
      const result = spawnSync(command[0], command.slice(1), { cwd: at, stdio: 'inherit' });
      if (result.status === 0) {
        mkdirSync(path.dirname(stampFile), { recursive: true });
        writeFileSync(stampFile, wanted);
      }
      return result.status ?? 1;
    },
    { log, ...(pollMs ? { pollMs } : {}) },
  );
  if (status !== 0) process.exit(status);
}

/** Runs a binary from node_modules/.bin. */
export function runBin(bin, args, options) {
  run(path.join(root, 'node_modules', '.bin', bin), args, options);
}
