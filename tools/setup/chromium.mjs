// Finds the browser for the end-to-end tests, installing Debian's Chromium
// with apt when running as root and none is there.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Returns a Chromium executable path, or exits with instructions. */
export function ensureChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
    process.exit(1);
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (aptInstall(['chromium'], 'the browser tests') && existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  console.error(
    [
      'The browser tests need Chromium and none was found.',
      '  • On Debian/Ubuntu as root: apt-get install -y chromium (npm test does this itself when run as root).',
      '  • Otherwise install Chromium or Chrome and point CHROMIUM_PATH at its executable, e.g.',
      '      CHROMIUM_PATH=/usr/bin/google-chrome npm test',
    ].join('\n'),
  );
  process.exit(1);
}
