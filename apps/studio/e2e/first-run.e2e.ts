// The studio's first screen: instead of an empty pane it offers a new room,
// a new enigma scenario and a new mode from templates (creating the author's
// pack when they have none) and a one-minute guided tour, which can be taken
// from the keyboard or skipped, and is not offered again once done.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type StudioSession, screenshotDir, useStudio } from './browser.ts';
import { fileText } from './editor-text.ts';

const welcome = (page: Page) => page.locator('rs-welcome');
const tourCard = (page: Page) => page.locator('rs-tour section.card');

/** A fresh page of the studio in a context of its own (no packs of the author's, no tour taken). */
async function freshPage(studio: StudioSession): Promise<Page> {
  const page = await studio.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(studio.url);
  await page.locator('rs-welcome button[data-start=room]').waitFor({ timeout: 30_000 });
  return page;
}

describe('the first screen', () => {
  const studio = useStudio();

  it('offers a new room, scenario and mode from templates, and the tour', async () => {
    const { page } = studio;
    await welcome(page).locator('h2', { hasText: 'Start something' }).waitFor({ timeout: 30_000 });
    for (const label of ['New room', 'New scenario', 'New mode', 'Take the tour'])
      await expect(page.getByRole('button', { name: new RegExp(`^${label}`) }).count()).resolves.toBe(1);
    await page.locator('rs-app .status', { hasText: 'All changes saved' }).waitFor({ timeout: 30_000 });
    await studio.screenshot('first-run-1-welcome');
  });

  it('walks the tour from the keyboard, pointing at each part of the studio in turn', async () => {
    const { page } = studio;
    await page.getByRole('button', { name: 'Take the tour' }).click();
    await tourCard(page).waitFor();
    await expect(tourCard(page).getAttribute('data-step')).resolves.toBe('sidebar');
    await expect(page.locator('rs-tour .outline').count()).resolves.toBe(1);
    await studio.screenshot('first-run-2-tour-sidebar');
    // Focus starts on Next: Enter moves on; the arrow keys move too.
    await page.keyboard.press('Enter');
    await expect.poll(() => tourCard(page).getAttribute('data-step')).toBe('editor');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tourCard(page).getAttribute('data-step')).toBe('forms');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tourCard(page).getAttribute('data-step')).toBe('editor');
    const seen = ['sidebar', 'editor'];
    for (let i = 0; i < 4; i += 1) {
      await page.locator('rs-tour').getByRole('button', { name: 'Next', exact: true }).click();
      seen.push((await tourCard(page).getAttribute('data-step')) ?? '');
      if (seen.at(-1) === 'problems') await studio.screenshot('first-run-3-tour-problems');
    }
    expect(seen).toEqual(['sidebar', 'editor', 'forms', 'sandbox', 'problems', 'tests']);
    await page.locator('rs-tour').getByRole('button', { name: 'Done', exact: true }).click();
    await expect(page.locator('rs-tour').count()).resolves.toBe(0);
    await expect(page.evaluate(() => localStorage.getItem('roomsmith.tour'))).resolves.toBe('done');
  });

  it('does not offer the tour again once done, even after a reload, but can replay it and skip it with Escape', async () => {
    const { page } = studio;
    await page.reload();
    await welcome(page).locator('button[data-start=room]').waitFor({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Take the tour' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Replay the tour' }).click();
    await tourCard(page).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('rs-tour').count()).toBe(0);
  });

  it('starts a room in a pack of the author’s own, created for them, and opens its form', async () => {
    const { page } = studio;
    await page.getByRole('button', { name: /^New room/ }).click();
    await page.locator('rs-pack-list li[data-pack="my-pack"][data-readonly="false"]').waitFor();
    await page.locator('rs-file-tree li[data-path="rooms/new-room.json"] button.file[aria-current=true]').waitFor();
    await page.locator('rs-room-form').waitFor();
    await expect(welcome(page).count()).resolves.toBe(0);
    const manifest = JSON.parse((await fileText(page, 'my-pack', 'pack.json')) ?? '{}');
    expect(Object.keys(manifest.dependencies ?? {})).toContain('room25');
    await expect
      .poll(async () => JSON.parse((await fileText(page, 'my-pack', 'rooms/new-room.json')) ?? '{}'))
      .toMatchObject({ kind: 'room', id: 'new-room' });
    await studio.screenshot('first-run-4-new-room');
  });

  it('starts a scenario in the same pack once the room is gone, with its cards beside it', async () => {
    const { page } = studio;
    await page.getByRole('button', { name: 'Delete rooms/new-room.json' }).click();
    await page.getByRole('button', { name: 'Delete file' }).click();
    await page.getByRole('button', { name: /^New scenario/ }).click();
    await page
      .locator('rs-file-tree li[data-path="enigmas/new-scenario.json"] button.file[aria-current=true]')
      .waitFor();
    await page.locator('rs-enigma-form').waitFor();
    await expect(page.locator('rs-pack-list li[data-readonly="false"]').count()).resolves.toBe(1);
    await expect(page.locator('rs-file-tree li[data-path^="enigmas/new-scenario/"]').count()).resolves.toBe(8);
    await studio.screenshot('first-run-5-new-scenario');
  });

  it('starts a mode on a bundled mode, which it extends, and the loader finds nothing wrong with it', async () => {
    const page = await freshPage(studio);
    try {
      await page.getByRole('button', { name: /^New mode/ }).click();
      await page.locator('rs-file-tree li[data-path="modes/new-mode.json"] button.file[aria-current=true]').waitFor();
      const mode = JSON.parse((await fileText(page, 'my-pack', 'modes/new-mode.json')) ?? '{}');
      expect(mode).toMatchObject({ kind: 'mode', id: 'new-mode', extends: 'room25:solo' });
      await page.locator('rs-complex-preview').waitFor();
      await page.locator('rs-app .status', { hasText: 'All changes saved' }).waitFor({ timeout: 30_000 });
      await page.waitForTimeout(800);
      await expect(page.locator('rs-problems li[data-file^="my-pack/"]').count()).resolves.toBe(0);
      await page.screenshot({ path: path.join(screenshotDir, 'first-run-6-new-mode.png'), fullPage: true });
    } finally {
      await page.close();
    }
  });
});
