// Issue 14, limits: a paste that would make a file larger than the studio saves is refused before
// the editor takes it, with a clear message, and nothing is lost: the text stays as it was and undo
// still undoes the author's last edit. A paste whose size the lengths cannot settle is counted in
// the loader worker: refused when its bytes are over, pasted as one undo step when they fit.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createFile, createPackOnRoom25 } from './authoring-steps.ts';
import { useStudio } from './browser.ts';
import { fileText } from './editor-text.ts';

const PACK = 'big-pastes';
const FILE = 'rooms/pasted.json';
const MB = 1024 * 1024;

/** Pastes `count` copies of `unit` into the editor where its cursor is (a real paste event). */
function paste(page: Page, unit: string, count: number): Promise<void> {
  return page.evaluate(
    ([u, n]) => {
      const input = document.querySelector('rs-code-editor .monaco-editor textarea');
      const data = new DataTransfer();
      data.setData('text/plain', String(u).repeat(Number(n)));
      input?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [unit, count] as const,
  );
}

describe('an oversized paste', () => {
  const studio = useStudio();

  it('is refused with a clear message; the text stays and undo still works', async () => {
    const { page } = studio;
    const text = () => fileText(page, PACK, FILE);
    const notice = page.locator('rs-app .notice');
    await createPackOnRoom25(page, PACK, 'Big pastes');
    await createFile(page, 'room', 'pasted', FILE);
    const original = (await text()) ?? '';
    expect(original).toContain('"kind": "room"');

    // The author's own edit: a space typed at the start of the file.
    await page.locator('rs-code-editor .monaco-editor .view-lines').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type(' ');
    await expect.poll(text).toBe(` ${original}`);

    // 5 MB of text: refused by its length alone.
    await paste(page, 'x', 5 * MB);
    await expect.poll(() => notice.textContent()).toContain('Paste refused');
    expect(await notice.textContent()).toContain(`${FILE} would be at least 5.0 MB`);
    expect(await notice.textContent()).toContain('files over 1.0 MB are not saved');
    await studio.screenshot('oversized-paste-refused');
    expect(await text()).toBe(` ${original}`);

    // 400 000 euro signs: short enough to be measured, 1.1 MB once counted in the worker.
    await page.evaluate(() => {
      const app = document.querySelector('rs-app') as unknown as { notice: string } | null;
      if (app) app.notice = '';
    });
    await paste(page, '€', 400_000);
    await expect.poll(() => notice.textContent(), { timeout: 30_000 }).toContain(`${FILE} would be 1.1 MB`);
    expect(await text()).toBe(` ${original}`);

    // Undo still undoes the author's space: the refused pastes left no step behind.
    await page.keyboard.press('Control+z');
    await expect.poll(text).toBe(original);

    // A large paste that fits (350 000 letters, counted in the worker) goes in as one undo step.
    await paste(page, 'a', 350_000);
    await expect.poll(async () => (await text())?.length, { timeout: 30_000 }).toBe(original.length + 350_000);
    await page.keyboard.press('Control+z');
    await expect.poll(text).toBe(original);
  }, 180_000);

  it('counts a typed edit of a large file off the UI thread: saved when it fits, refused when over', async () => {
    const { page } = studio;
    const text = () => fileText(page, PACK, FILE);
    const notice = page.locator('rs-app .notice');
    await page.evaluate(() => {
      const app = document.querySelector('rs-app') as unknown as { notice: string } | null;
      if (app) app.notice = '';
    });
    const original = (await text()) ?? '';
    // 349 000 three-byte letters and 1 000 plain ones: over 349 525 characters (a third of 1 MB), so
    // only a count tells, and just under 1 MB.
    await page.keyboard.press('Control+Home');
    await paste(page, `${'あ'.repeat(349)}a`, 1_000);
    await expect.poll(async () => (await text())?.length, { timeout: 30_000 }).toBe(original.length + 350_000);
    // A letter typed: counted in the worker, saved.
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('x');
    await expect.poll(async () => (await text())?.startsWith('xあ'), { timeout: 30_000 }).toBe(true);
    // 200 more three-byte letters typed in one go: over 1 MB once counted, refused; the file keeps its saved text.
    const saved = (await text()) ?? '';
    await page.keyboard.insertText('あ'.repeat(200));
    await expect.poll(() => notice.textContent(), { timeout: 30_000 }).toContain('Edit refused');
    // Just over the limit: said in bytes, since both would read "1.0 MB".
    expect(await notice.textContent()).toMatch(/would be 1,04\d,\d{3} bytes; files over 1,048,576 bytes \(1\.0 MB\)/);
    await studio.screenshot('oversized-typed-refused');
    expect(await text()).toBe(saved);
    // The editor shows the saved text again.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('rs-code-editor .view-line')?.textContent?.slice(0, 3)))
      .toBe('xああ');
  }, 180_000);
});
