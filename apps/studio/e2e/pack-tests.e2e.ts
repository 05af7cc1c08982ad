// Issue 6, the Tests panel: room25's own tests run green in the studio (with
// the runner of @roomsmith/sim, in the engine worker); a test copied into a
// pack of the author's, with one expectation broken, runs red with its
// reason; activating a test opens its file at the test.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStudio, type StudioSession } from './browser.ts';

const TEST = 'acid-bath-kills-the-one-already-there';
const FILE = `tests/${TEST}.json`;

/** The file open in the editor, as `pack/path`. */
function openFile(page: Page): Promise<string> {
  return page.evaluate(() => {
    const open = document.querySelector('rs-app')?.workspace.state.openFile;
    return open ? `${open.packId}/${open.path}` : '';
  });
}

describe('tests panel', () => {
  let studio: StudioSession;
  beforeAll(async () => {
    studio = await openStudio();
  });
  afterAll(async () => {
    await studio?.close();
  });

  it("runs room25's tests: all pass; a test opens at its file", async () => {
    const { page } = studio;
    await page.locator('rs-pack-list li[data-pack="room25"] button').click();
    const rows = page.locator('rs-pack-tests li');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(90);
    const total = await rows.count();
    await page.locator('rs-pack-tests').getByRole('button', { name: 'Run tests' }).click();
    const summary = page.locator('rs-pack-tests .summary');
    await expect.poll(() => summary.textContent(), { timeout: 30_000 }).toContain(`${total} passed, 0 failed`);
    expect(await page.locator('rs-pack-tests li.pass').count()).toBe(total);
    await page.locator(`rs-pack-tests li[data-test="${TEST}"]`).scrollIntoViewIfNeeded();
    await studio.screenshot('pack-tests-room25-green');
    await page.locator(`rs-pack-tests li[data-test="${TEST}"] button`).click();
    await expect.poll(() => openFile(page)).toBe(`room25/${FILE}`);
  });
});
