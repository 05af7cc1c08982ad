// Issue 6, the Tests panel: room25's own tests run green in the studio (with
// the runner of @roomsmith/sim, in the engine worker); a test copied into a
// pack of the author's, with one expectation broken, runs red with its
// reason; activating a test opens its file at the test.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copyFromRoom25, createPackOnRoom25 } from './authoring-steps.ts';
import { useStudio } from './browser.ts';
import { fileText } from './editor-text.ts';

const PACK = 'my-tests';
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
  const studio = useStudio();

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

describe('tests panel, a copied test', () => {
  const studio = useStudio();

  it('runs a copied test with a broken expectation: it fails with its reason, Enter opens it', async () => {
    const { page } = studio;
    await createPackOnRoom25(page, PACK, 'My tests');
    await copyFromRoom25(page, PACK, FILE, '"eliminated": true');
    await page.evaluate(
      ([p, f]) => {
        const workspace = document.querySelector('rs-app')?.workspace;
        const text = workspace?.state.packs.find((x) => x.id === p)?.files[f ?? ''] ?? '';
        workspace?.updateFile(p ?? '', f ?? '', text.replace('"eliminated": true', '"eliminated": false'));
      },
      [PACK, FILE],
    );
    // The copy's references to room25 are qualified in the worker; the edit above, made meanwhile,
    // is qualified in turn (before, it stayed unqualified and the run found only load errors).
    await expect.poll(() => fileText(page, PACK, FILE), { timeout: 30_000 }).toContain('"mode": "room25:solo"');
    await expect.poll(() => fileText(page, PACK, FILE)).toContain('"eliminated": false');
    await page.locator(`rs-pack-list li[data-pack="${PACK}"] button`).click();
    const row = page.locator(`rs-pack-tests li[data-test="${TEST}"]`);
    await row.waitFor({ timeout: 15_000 });
    await page.locator('rs-pack-tests').getByRole('button', { name: 'Run tests' }).click();
    await expect
      .poll(() => page.locator('rs-pack-tests .summary').textContent(), { timeout: 60_000 })
      .toContain('0 passed, 1 failed');
    expect(await row.getAttribute('class')).toBe('fail');
    expect(await row.locator('.reason').textContent()).toContain('kevin');
    await studio.screenshot('pack-tests-broken-copy');
    await row.locator('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => openFile(page)).toBe(`${PACK}/${FILE}`);
  }, 180_000);
});
