// Installs Debian packages the checks need (a browser, PDF tools, servers)
// with apt-get when running as root on Debian; elsewhere the caller explains
// what to install by hand.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

let updated = false;

/** Whether this process may install Debian packages itself. */
export function canApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && existsSync('/usr/bin/apt-get');
}

/** Installs `packages` with apt-get (updating the lists once per run); returns whether it succeeded. */
export function aptInstall(packages, why) {
  if (!canApt()) return false;
  console.log(`› Installing ${packages.join(', ')} for ${why} (apt-get install)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) {
    updated = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0;
    if (!updated) return false;
  }
  return spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env }).status === 0;
}

/** The path of `binary` under /usr/bin, installing Debian's `pkg` when it is missing; null if impossible. */
export function ensureDebianTool(binary, pkg, why) {
  const file = `/usr/bin/${binary}`;
  if (existsSync(file)) return file;
  aptInstall([pkg], why);
  return existsSync(file) ? file : null;
}
