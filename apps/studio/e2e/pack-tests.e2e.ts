// Issue 6, the Tests panel: room25's own tests run green in the studio (with
// the runner of @roomsmith/sim, in the engine worker); a test copied into a
// pack of the author's, with one expectation broken, runs red with its
// reason; activating a test opens its file at the test.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFromRoom25, createPackOnRoom25 } from './authoring-steps.ts';
import { openStudio, type StudioSession } from './browser.ts';

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

// In a page of its own: after room25's 340 tests ran in the same page, this run has ended with no
// verdicts in the full browser suite (not reproduced alone).
describe('tests panel, a copied test', () => {
  let studio: StudioSession;
  beforeAll(async () => {
    studio = await openStudio();
  });
  afterAll(async () => {
    await studio?.close();
  });

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
    await page.locator(`rs-pack-list li[data-pack="${PACK}"] button`).click();
    const row = page.locator(`rs-pack-tests li[data-test="${TEST}"]`);
    await row.waitFor({ timeout: 15_000 });
    // The run loads room25 and the new pack into the test worker first. In the full browser suite the
    // first run's verdicts have been seen to vanish before the summary showed (not reproduced alone):
    // run again, at most three times, and report the panel's text if no summary ever shows.
    const summary = page.locator('rs-pack-tests .summary');
    const run = page.locator('rs-pack-tests').getByRole('button', { name: 'Run tests' });
    let shown = '';
    for (let attempt = 0; attempt < 3 && !shown.includes('0 passed, 1 failed'); attempt += 1) {
      await run.click();
      shown = await expect
        .poll(async () => (await summary.textContent()) ?? '', { timeout: 40_000 })
        .toContain('0 passed, 1 failed')
        .then(
          () => '0 passed, 1 failed',
          async () => (await page.locator('rs-pack-tests').textContent()) ?? '',
        );
    }
    expect(shown, 'the Tests panel after three runs').toContain('0 passed, 1 failed');
    expect(await row.getAttribute('class')).toBe('fail');
    expect(await row.locator('.reason').textContent()).toContain('kevin');
    await studio.screenshot('pack-tests-broken-copy');
    await row.locator('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => openFile(page)).toBe(`${PACK}/${FILE}`);
  }, 180_000);
});
