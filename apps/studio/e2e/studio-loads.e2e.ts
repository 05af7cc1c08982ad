import { readdirSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStudio } from './browser.ts';
import { editorText } from './editor-text.ts';

/** A line's box once Monaco has settled: it re-renders (and detaches) lines while a model loads. */
async function settledBox(line: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  for (let tries = 0; tries < 50; tries += 1) {
    const box = await line.boundingBox();
    if (box) return box;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the line is not rendered');
}

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content');
const packIds = readdirSync(contentDir)
  .filter((f) => existsSync(path.join(contentDir, f, 'pack.json')))
  .map((f) => (JSON.parse(readFileSync(path.join(contentDir, f, 'pack.json'), 'utf8')) as { id: string }).id)
  .sort();

describe('the served studio', () => {
  const studio = useStudio();

  it('renders its title', async () => {
    await expect(studio.page.locator('rs-app h1').textContent()).resolves.toBe('Roomsmith Studio');
  });

  it('lists every pack under content/, read-only', async () => {
    const rows = studio.page.locator('rs-app li[data-pack]');
    await rows.first().waitFor();
    const ids = await rows.evaluateAll((els) =>
      els.map((e) => [e.getAttribute('data-pack'), e.getAttribute('data-readonly')]),
    );
    expect(ids).toEqual(packIds.map((id) => [id, 'true']));
    expect(ids.length).toBeGreaterThan(0);
    await studio.screenshot('studio-home');
  });

  it('opens a bundled pack file read-only in Monaco', async () => {
    const { page } = studio;
    // room25 is the reference pack: rooms with colours, modes dealt on a grid.
    await page.locator('rs-app li[data-pack="room25"] button').click();
    await page.locator('rs-file-tree li[data-path="pack.json"] button.file').click();
    await page.locator('rs-code-editor .monaco-editor .view-lines').waitFor();
    await expect.poll(() => editorText(page), { timeout: 15_000 }).toContain('"id": "room25"');
    const before = await editorText(page);
    await page.locator('rs-code-editor .view-lines').click();
    await page.keyboard.type('x');
    await page.locator('rs-code-editor .monaco-editor-overlaymessage', { hasText: 'read-only' }).waitFor();
    await expect(editorText(page)).resolves.toBe(before);
    await studio.screenshot('studio-bundled-pack-open');
  });

  it('shows the schema’s description when hovering a property of a bundled room', async () => {
    const { page } = studio;
    await page.locator('rs-file-tree li[data-path^="rooms/"] button.file').first().click();
    const colour = page.locator('rs-code-editor .view-line', { hasText: '"colour"' }).first();
    await expect.poll(() => colour.boundingBox(), { timeout: 15_000 }).not.toBeNull();
    // Hovers are shown after a delay and hidden when the mouse leaves: retry the move a few times.
    const hover = page.locator('.monaco-hover', { hasText: 'Colour' }).first();
    for (let attempt = 0; attempt < 4 && !(await hover.isVisible()); attempt += 1) {
      const box = await settledBox(colour);
      await page.mouse.move(box.x + 200, box.y + 200);
      await page.mouse.move(box.x + 30, box.y + box.height / 2);
      await hover.waitFor({ timeout: 5_000 }).catch(() => undefined);
    }
    await hover.waitFor({ timeout: 1_000 });
    await expect(page.locator('rs-preview rs-room-tile article').first().getAttribute('data-colour')).resolves.toMatch(
      /^(blue|green|yellow|red|orange|purple|grey)$/,
    );
    await studio.screenshot('studio-bundled-room-hover');
  });

  it('deals a bundled mode’s complex for a seed, and another layout for another seed', async () => {
    const { page } = studio;
    const modes = page.locator('rs-file-tree li[data-path^="modes/"] button.file');
    await modes.first().click();
    const cells = page.locator('rs-complex-preview .cell[data-room]');
    await expect.poll(() => cells.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const layout = () => cells.evaluateAll((els) => els.map((e) => e.getAttribute('data-room')).join(','));
    const first = await layout();
    await studio.screenshot('studio-dealt-complex');
    await page.locator('rs-complex-preview input[name=seed]').fill('2');
    await expect.poll(layout, { timeout: 15_000 }).not.toBe(first);
    await page.locator('rs-complex-preview input[name=seed]').fill('1');
    await expect.poll(layout, { timeout: 15_000 }).toBe(first);
  });

  it('plays the mode in the sandbox: answer a decision, then undo and redo it', async () => {
    const { page } = studio;
    await page.locator('rs-complex-preview button', { hasText: 'Play' }).click();
    const step = page.locator('rs-sandbox .bar span', { hasText: /^step \d+$/ });
    await step.waitFor();
    const before = await step.textContent();
    const options = page.locator('rs-sandbox .options');
    await options.first().waitFor();
    await studio.screenshot('sandbox-start');
    for (const seat of await options.all()) await seat.locator('button').first().click();
    await expect.poll(() => step.textContent(), { timeout: 15_000 }).not.toBe(before);
    const after = await step.textContent();
    await studio.screenshot('sandbox-after-answer');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => step.textContent(), { timeout: 15_000 }).toBe(before);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => step.textContent(), { timeout: 15_000 }).toBe(after);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export replay' }).click(),
    ]);
    const replay = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as {
      format: string;
      answers: unknown[];
    };
    expect(replay.format).toBe('roomsmith-replay@1');
    expect(replay.answers).toHaveLength(1);
    await page.locator('rs-sandbox select[name=view-as]').selectOption('s0');
    await expect.poll(() => page.locator('rs-sandbox .cell.hidden').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.locator('rs-sandbox select[data-seat=s1]').selectOption('bot');
    // The bot answers its own decisions: no buttons are left for s1 to press.
    await page
      .locator('rs-sandbox .options[data-seat=s1] button:not([disabled])')
      .first()
      .waitFor({ state: 'detached' });
    await studio.screenshot('sandbox-bot-and-seat-view');
    await page.getByRole('button', { name: 'Back to the editor' }).click();
    await page.locator('rs-code-editor .view-lines').waitFor();
  });
});
