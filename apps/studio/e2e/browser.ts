// Launches Debian's Chromium through playwright-core, with the flags this
// sandbox needs, and serves the built studio for one test file.
import { afterAll, beforeAll } from 'vitest';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
// @ts-expect-error serve.mjs is plain JavaScript with JSDoc types
import { serveStudio } from '../serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Where browser tests leave their screenshots (gitignored). */
export const screenshotDir = path.resolve(here, '../../../test-output/screenshots/studio');

/** The browser executable: $CHROMIUM_PATH, else Debian's. */
export function chromiumPath(): string {
  const candidate = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(`No Chromium at ${candidate}. Install Debian's chromium or set CHROMIUM_PATH.`);
  }
  return candidate;
}

/** Starts headless Chromium with the flags this sandbox needs (no sandboxing as root, no network chatter). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A running studio and a browser pointed at it. */
export interface StudioSession {
  url: string;
  browser: Browser;
  page: Page;
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

/** Serves the built studio on a free port and opens it in a fresh page. */
export async function openStudio(): Promise<StudioSession> {
  const server: { url: string; close(): Promise<void> } = await serveStudio({ port: 0 });
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url);
  mkdirSync(screenshotDir, { recursive: true });
  return {
    url: server.url,
    browser,
    page,
    async screenshot(name) {
      const file = path.join(screenshotDir, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async close() {
      await browser.close();
      await server.close();
      if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    },
  };
}

/**
 * Opens a studio before the enclosing describe's tests and closes it after them (page errors
 * fail the close). The returned session reads through to the open one once `beforeAll` ran.
 */
export function useStudio(timeout = 90_000): StudioSession {
  let session: StudioSession | undefined;
  beforeAll(async () => {
    session = await openStudio();
  }, timeout);
  afterAll(async () => {
    await session?.close();
  });
  const open = (): StudioSession => {
    if (!session) throw new Error('the studio is not open yet: use it inside a test or a later hook');
    return session;
  };
  return {
    get url() {
      return open().url;
    },
    get browser() {
      return open().browser;
    },
    get page() {
      return open().page;
    },
    screenshot: (name) => open().screenshot(name),
    close: () => open().close(),
  };
}
