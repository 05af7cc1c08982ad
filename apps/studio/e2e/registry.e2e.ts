// Sharing through a registry, from the studio, as two people do it in two
// browsers (two Chromium contexts: separate storage). A registry runs on
// loopback with the Room 25 pack published (as a maintainer would, with the
// CLI). The author builds a small pack on Room 25 and publishes it with a
// token got from the studio; publishing the same version again is refused.
// The player finds it by search, reads its rooms before installing, installs
// it and plays its mode in the sandbox. Then the author publishes a second
// pack under the scope @ada (named in the publish form, kept in pack.json as
// registryName); the player finds it by the scope, installs it, and is
// refused publishing into @ada but not into their own @bob.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFromRoom25, createPackOnRoom25, createRoomFile } from './authoring-steps.ts';
import { openStudio, screenshotDir, type StudioSession } from './browser.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PACK = 'lantern-rooms';
const SCOPED_ID = 'ember-rooms';
const SCOPED = `@ada/${SCOPED_ID}`;

/** Starts the registry process on a free port with an empty data folder; resolves once it listens. */
function startRegistry(): Promise<{ url: string; child: ChildProcess }> {
  const data = mkdtempSync(path.join(tmpdir(), 'registry-e2e-'));
  const child = spawn(process.execPath, [
    path.join(repo, 'apps/registry/bin/registry.mjs'),
    '--port',
    '0',
    '--data',
    data,
  ]);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /at (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ url, child });
    });
    child.on('exit', (code) => reject(new Error(`the registry exited (${code}): ${out}`)));
  });
}

/** Publishes a bundled pack folder with the CLI, as a maintainer does. */
function publishWithCli(dir: string, registry: string, token: string): Promise<void> {
  const cli = path.join(repo, 'packages/cli/bin/roomsmith.mjs');
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [cli, 'publish', dir, '--registry', registry, '--token', token],
      { cwd: repo },
      (e, _o, err) => (e ? reject(new Error(`publish ${dir} failed: ${err}`)) : resolve()),
    ),
  );
}

const dialog = (page: Page) => page.locator('rs-registry-dialog dialog[open]');

describe('sharing a pack through a registry from the studio', () => {
  let studio: StudioSession;
  let registry: { url: string; child: ChildProcess };
  let playerContext: BrowserContext;
  let player: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    registry = await startRegistry();
    const res = await fetch(`${registry.url}/api/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'maintainer' }),
    });
    await publishWithCli('content/room25', registry.url, ((await res.json()) as { token: string }).token);
    studio = await openStudio();
    playerContext = await studio.browser.newContext({ viewport: { width: 1280, height: 800 } });
    player = await playerContext.newPage();
    player.on('pageerror', (e) => errors.push(e.message));
    await player.goto(studio.url);
  }, 180_000);
  afterAll(async () => {
    await playerContext?.close();
    await studio?.close();
    registry?.child.kill();
    expect(errors).toEqual([]);
  });

  it('publishes the author’s pack with a token got from the studio', async () => {
    const { page } = studio;
    await createPackOnRoom25(page, PACK, 'Lantern rooms');
    await createRoomFile(page, 'lantern');
    await page.locator('rs-room-form input[name=name]').fill('Lantern');
    await copyFromRoom25(page, PACK, 'modes/solo.json', '"room25:central"');
    await page.locator(`rs-pack-list li[data-pack="${PACK}"] button`).click();
    await page.getByRole('button', { name: `Publish ${PACK} to a registry` }).click();
    await dialog(page).locator('input[name=registry]').fill(registry.url);
    await dialog(page).locator('summary', { hasText: 'No token yet?' }).click();
    await dialog(page).getByLabel('User name').fill('ada');
    await dialog(page).getByRole('button', { name: 'Get a token' }).click();
    await expect.poll(() => dialog(page).locator('input[name=token]').inputValue()).not.toBe('');
    await dialog(page).getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => dialog(page).locator('.status').textContent(), { timeout: 30_000 })
      .toBe(`Published ${PACK} 0.1.0 to ${registry.url}.`);
    await studio.screenshot('registry-0-published');
  }, 120_000);

  it('refuses to publish the same version again, saying why', async () => {
    const { page } = studio;
    await dialog(page).getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => dialog(page).locator('.error').textContent(), { timeout: 30_000 })
      .toMatch(/already published; versions are immutable/);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
  });

  it('finds the pack by search in another browser and shows its rooms before installing', async () => {
    await player.getByRole('button', { name: 'Registry…' }).click();
    await dialog(player).locator('input[name=registry]').fill(registry.url);
    await dialog(player).getByLabel('Search packs').fill('lantern');
    await dialog(player).getByRole('button', { name: 'Search' }).click();
    const hit = dialog(player).locator(`li[data-pack="${PACK}"] button`);
    await hit.click();
    await dialog(player).locator('.contents li[data-entity="lantern"]', { hasText: 'Lantern' }).waitFor();
    await expect(dialog(player).locator('.details').textContent()).resolves.toMatch(/by\s+ada/);
    await player.screenshot({ path: path.join(screenshotDir, 'registry-1-found.png') });
  });

  it('installs it (its dependency is already in the studio) and plays its mode in the sandbox', async () => {
    await dialog(player)
      .getByRole('button', { name: `Install ${PACK}` })
      .click();
    await expect
      .poll(() => dialog(player).locator('.status').textContent(), { timeout: 30_000 })
      .toBe(`Installed ${PACK} 0.1.0.`);
    await dialog(player).getByRole('button', { name: 'Close' }).click();
    await player.locator(`rs-pack-list li[data-pack="${PACK}"][data-readonly="false"]`).waitFor();
    await player.locator(`rs-pack-list li[data-pack="${PACK}"] button`).click();
    await player.locator('rs-file-tree li[data-path="modes/solo.json"] button.file').click();
    await player.locator('rs-complex-preview button', { hasText: 'Play' }).click();
    const options = player.locator('rs-sandbox .options button');
    await options.first().waitFor({ timeout: 30_000 });
    const counter = player.locator('rs-sandbox .bar span', { hasText: /^step \d+$/ });
    const before = await counter.textContent();
    await options.first().click();
    await expect.poll(() => counter.textContent()).not.toBe(before);
    await player.screenshot({ path: path.join(screenshotDir, 'registry-2-playing.png') });
  }, 120_000);

  it('says the pack is installed when nothing changed since', async () => {
    await player.getByRole('button', { name: 'Registry…' }).click();
    await dialog(player).getByLabel('Search packs').fill('lantern');
    await dialog(player).getByRole('button', { name: 'Search' }).click();
    await dialog(player).locator(`li[data-pack="${PACK}"] button`).click();
    await dialog(player)
      .getByRole('button', { name: `Reinstall ${PACK}` })
      .click();
    await expect
      .poll(() => dialog(player).locator('.status').textContent(), { timeout: 30_000 })
      .toBe(`${PACK} 0.1.0 is already installed.`);
    await dialog(player).getByRole('button', { name: 'Close' }).click();
  });

  it('publishes a second pack under the author’s scope, named in the publish form', async () => {
    const { page } = studio;
    await createPackOnRoom25(page, SCOPED_ID, 'Ember rooms');
    await createRoomFile(page, 'ember');
    await page.locator('rs-room-form input[name=name]').fill('Ember');
    await page.locator(`rs-pack-list li[data-pack="${SCOPED_ID}"] button`).click();
    await page.getByRole('button', { name: `Publish ${SCOPED_ID} to a registry` }).click();
    await expect(dialog(page).locator('input[name=token]').inputValue()).resolves.not.toBe('');
    await dialog(page).locator('input[name=publish-as]').fill(SCOPED);
    await dialog(page).getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => dialog(page).locator('.status').textContent(), { timeout: 30_000 })
      .toBe(`Published ${SCOPED} 0.1.0 to ${registry.url}.`);
    await expect(dialog(page).locator('h2').textContent()).resolves.toBe(`Publish ${SCOPED} 0.1.0`);
    await studio.screenshot('registry-3-scoped-published');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
  }, 120_000);

  it('finds the scoped pack by its scope in the other browser and installs it under its pack id', async () => {
    await player.getByRole('button', { name: 'Registry…' }).click();
    await dialog(player).getByLabel('Search packs').fill('ada');
    await dialog(player).getByRole('button', { name: 'Search' }).click();
    await dialog(player).locator(`li[data-pack="${SCOPED}"] button`).click();
    await dialog(player).locator('.contents li[data-entity="ember"]', { hasText: 'Ember' }).waitFor();
    await expect(dialog(player).locator('.details').textContent()).resolves.toMatch(
      new RegExp(`${SCOPED} 0\\.1\\.0 · pack id ${SCOPED_ID} · by\\s+ada`),
    );
    await player.screenshot({ path: path.join(screenshotDir, 'registry-4-scoped-found.png') });
    await dialog(player)
      .getByRole('button', { name: `Install ${SCOPED}` })
      .click();
    await expect
      .poll(() => dialog(player).locator('.status').textContent(), { timeout: 30_000 })
      .toBe(`Installed ${SCOPED} 0.1.0.`);
    await dialog(player).getByRole('button', { name: 'Close' }).click();
    await player.locator(`rs-pack-list li[data-pack="${SCOPED_ID}"][data-readonly="false"]`).waitFor();
  }, 120_000);

  it('refuses the other browser a publish into the author’s scope, saying whose it is, and takes its own', async () => {
    await createPackOnRoom25(player, 'bob-rooms', 'Bob rooms');
    await player.locator('rs-pack-list li[data-pack="bob-rooms"] button').click();
    await player.getByRole('button', { name: 'Publish bob-rooms to a registry' }).click();
    await dialog(player).locator('input[name=registry]').fill(registry.url);
    await dialog(player).locator('summary', { hasText: 'No token yet?' }).click();
    await dialog(player).getByLabel('User name').fill('bob');
    await dialog(player).getByRole('button', { name: 'Get a token' }).click();
    await expect.poll(() => dialog(player).locator('input[name=token]').inputValue()).not.toBe('');
    await dialog(player).locator('input[name=publish-as]').fill('@ada/bob-rooms');
    await dialog(player).getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => dialog(player).locator('.error').textContent(), { timeout: 30_000 })
      .toBe('the scope @ada belongs to ada, not to bob: publish under a scope of yours (such as @bob/…) or ask ada');
    await player.screenshot({ path: path.join(screenshotDir, 'registry-5-scope-refused.png') });
    await dialog(player).locator('input[name=publish-as]').fill('@bob/bob-rooms');
    await dialog(player).getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => dialog(player).locator('.status').textContent(), { timeout: 30_000 })
      .toBe(`Published @bob/bob-rooms 0.1.0 to ${registry.url}.`);
  }, 120_000);
});
