import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStudio, type StudioSession } from './browser.ts';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content');
const packFolders = readdirSync(contentDir).filter((f) => existsSync(path.join(contentDir, f, 'pack.json')));

describe('the served studio', () => {
  let studio: StudioSession;
  beforeAll(async () => {
    studio = await openStudio();
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('renders its title', async () => {
    await expect(studio.page.locator('rs-app h1').textContent()).resolves.toBe('Roomsmith Studio');
  });

  it('lists every pack under content/', async () => {
    const ids = await studio.page
      .locator('rs-app li[data-pack]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-pack')));
    expect(ids.length).toBe(packFolders.length);
    expect(ids.length).toBeGreaterThan(0);
    await studio.screenshot('studio-home');
  });
});
