// The editor and the game side by side: "Play" puts the sandbox beside the
// editor, so an edit to a room shows in the running game without switching
// views. The divider is a labelled separator moved by drag or keyboard and
// remembered across reloads; a narrow window shows one at a time.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addRoomToSetup, copyFromRoom25, createPackOnRoom25, createRoomFile } from './authoring-steps.ts';
import { fileText } from './editor-text.ts';
import { useStudio } from './browser.ts';

const PACK = 'side-rooms';
const ROOM = 'rooms/lantern.json';
const MODE = 'modes/solo.json';

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
}

/** Opens the copied Solo and plays it. */
async function play(page: Page): Promise<void> {
  await page.locator(`rs-file-tree li[data-path="${MODE}"] button.file`).click();
  await page.locator('rs-complex-preview button', { hasText: 'Play' }).click();
  await page.locator('rs-sandbox .options button').first().waitFor({ timeout: 15_000 });
}

describe('the editor and the game side by side', () => {
  const studio = useStudio();

  it('sets up a pack whose copy of Solo deals a room of the author’s', async () => {
    const { page } = studio;
    await createPackOnRoom25(page, PACK, 'Side rooms');
    await createRoomFile(page, 'lantern');
    await page.locator('rs-room-form input[name=name]').fill('Lantern');
    await page.locator('rs-room-form select[name=colour]').selectOption('yellow');
    await copyFromRoom25(page, PACK, MODE, '"room25:central"');
    await addRoomToSetup(page, PACK, 'lantern');
  });

  it('plays with the editor and the game on screen together', async () => {
    const { page } = studio;
    await page.locator('rs-complex-preview button', { hasText: 'Play' }).click();
    const sandbox = page.locator('rs-sandbox');
    await sandbox.locator('.options button').first().waitFor({ timeout: 15_000 });
    await expect(page.locator('main').getAttribute('aria-label')).resolves.toBe('Editor and game');
    await expect(page.getByRole('button', { name: 'Side by side' }).getAttribute('aria-pressed')).resolves.toBe('true');
    const editor = await box(page.locator('rs-code-editor .monaco-editor'));
    const game = await box(sandbox);
    expect(editor.width).toBeGreaterThan(200);
    expect(game.width).toBeGreaterThan(300);
    expect(editor.x + editor.width).toBeLessThanOrEqual(game.x);
    await studio.screenshot('side-by-side-0-playing');
  });

  it('shows an edit to a room in the running game without switching views', async () => {
    const { page } = studio;
    const sandbox = page.locator('rs-sandbox');
    const tiles = sandbox.locator(`.cell[data-room="${PACK}:lantern"]`);
    await expect.poll(() => tiles.first().textContent()).toContain('Lantern');
    await page.locator(`rs-file-tree li[data-path="${ROOM}"] button.file`).click();
    await page.locator('rs-room-form input[name=name]').fill('Storm Lantern');
    await expect.poll(() => fileText(page, PACK, ROOM)).toContain('Storm Lantern');
    await expect.poll(() => tiles.first().textContent(), { timeout: 15_000 }).toContain('Storm Lantern');
    await expect(sandbox.isVisible()).resolves.toBe(true);
    await expect(page.locator('rs-room-form').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Back to the game' }).count()).resolves.toBe(0);
    await studio.screenshot('side-by-side-1-renamed-in-the-game');
  });

  it('shows JSON the game cannot load as the sandbox’s problems, beside the typo', async () => {
    const { page } = studio;
    const problems = page.locator('rs-sandbox p.problems');
    await page.locator('rs-code-editor .view-lines').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(',');
    await problems.first().waitFor({ timeout: 15_000 });
    await studio.screenshot('side-by-side-2-broken-json');
    await page.keyboard.press('Control+z');
    await problems.first().waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('moves the divider from the keyboard and remembers it across a reload', async () => {
    const { page } = studio;
    const divider = page.getByRole('separator', { name: 'Resize the editor and the game' });
    await expect(divider.getAttribute('aria-valuenow')).resolves.toBe('50');
    const before = await box(page.locator('rs-code-editor .monaco-editor'));
    await divider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(divider.getAttribute('aria-valuenow')).resolves.toBe('60');
    await expect
      .poll(async () => (await box(page.locator('rs-code-editor .monaco-editor'))).width)
      .toBeGreaterThan(before.width + 50);
    await page.reload();
    await page.locator(`rs-pack-list li[data-pack="${PACK}"]`).waitFor();
    await play(page);
    await expect(page.getByRole('separator').getAttribute('aria-valuenow')).resolves.toBe('60');
  });

  it('drags the divider with the mouse', async () => {
    const { page } = studio;
    const divider = page.getByRole('separator');
    const main = await box(page.locator('main'));
    const at = await box(divider);
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    await page.mouse.move(main.x + main.width * 0.4, at.y + at.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(divider.getAttribute('aria-valuenow')).resolves.toBe('40');
  });

  it('shows one at a time in a narrow window, and both again when it widens', async () => {
    const { page } = studio;
    await page.setViewportSize({ width: 900, height: 800 });
    const sideBySide = page.getByRole('button', { name: 'Side by side' });
    await expect.poll(() => sideBySide.isDisabled()).toBe(true);
    await expect(page.locator('main').getAttribute('aria-label')).resolves.toBe('Sandbox');
    await expect(page.locator('rs-code-editor').isVisible()).resolves.toBe(false);
    await studio.screenshot('side-by-side-3-narrow-game');
    await page.getByRole('button', { name: 'Editor only' }).click();
    await expect(page.locator('rs-sandbox').isVisible()).resolves.toBe(false);
    await page.locator('rs-code-editor .monaco-editor').waitFor();
    await page.getByRole('button', { name: 'Back to the game' }).click();
    await expect(page.locator('rs-sandbox').isVisible()).resolves.toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.locator('main').getAttribute('aria-label')).toBe('Editor and game');
  });

  it('switches to the editor or the game alone from the layout buttons', async () => {
    const { page } = studio;
    await page.getByRole('button', { name: 'Game only' }).click();
    await expect(page.locator('rs-code-editor').isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Game only' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Editor only' }).click();
    await expect(page.locator('rs-sandbox').isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Side by side' }).click();
    await expect(page.locator('rs-sandbox').isVisible()).resolves.toBe(true);
    await expect(page.locator('rs-code-editor').isVisible()).resolves.toBe(true);
  });
});
