// Two tabs on one pack. An idle tab takes in the other tab's saves at once;
// a tab whose unsaved change meets a newer save of the same file by the
// other tab does not overwrite it: it says so and offers to reload theirs or
// keep its own (saved over theirs, knowingly). Nothing is lost silently.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorText, fileText } from './editor-text.ts';
import { openStudio, screenshotDir, type StudioSession } from './browser.ts';

const PACK = 'shared-pack';
const ROOM = 'rooms/door.json';

/** The room's name as a tab holds it. */
async function roomName(page: Page): Promise<string | undefined> {
  const text = await fileText(page, PACK, ROOM);
  return text ? (JSON.parse(text) as { name?: string }).name : undefined;
}

/** The room's name as stored in IndexedDB (what a reload would show). */
function storedName(page: Page): Promise<string | undefined> {
  return page.evaluate(
    ([packId, path]) =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('roomsmith-studio');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result
            .transaction('packs')
            .objectStore('packs')
            .get(packId ?? '');
          get.onsuccess = () => {
            const text = (get.result as { files: Record<string, string> } | undefined)?.files[path ?? ''];
            open.result.close();
            resolve(text ? (JSON.parse(text) as { name?: string }).name : undefined);
          };
        };
      }),
    [PACK, ROOM],
  );
}

const nameField = (page: Page) => page.locator('rs-room-form input[name=name]');
const question = (page: Page) => page.locator('rs-choice-dialog dialog[open]');

describe('two tabs on one pack', () => {
  let studio: StudioSession;
  let context: BrowserContext;
  let one: Page;
  let two: Page;
  const errors: string[] = [];
  /** A tab of the shared context (one browser window: same IndexedDB, same localStorage). */
  async function openTab(): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(studio.url);
    return page;
  }
  beforeAll(async () => {
    studio = await openStudio();
    context = await studio.browser.newContext({ viewport: { width: 1280, height: 800 } });
    one = await openTab();
  });
  afterAll(async () => {
    await context?.close();
    await studio?.close();
    expect(errors).toEqual([]);
  });

  it('opens the same room of the same pack in two tabs', async () => {
    await one.getByRole('button', { name: 'New pack' }).click();
    await one.locator('rs-new-pack-dialog input[name=id]').fill(PACK);
    await one.locator('rs-new-pack-dialog input[name=name]').fill('Shared pack');
    await one.getByRole('button', { name: 'Create pack' }).click();
    await one.getByRole('button', { name: 'New file' }).click();
    await one.locator('rs-new-file-dialog select[name=kind]').selectOption('room');
    await one.locator('rs-new-file-dialog input[name=id]').fill('door');
    await one.getByRole('button', { name: 'Create file' }).click();
    await nameField(one).fill('Door');
    await one.locator('rs-app .status', { hasText: 'All changes saved' }).waitFor();
    await expect.poll(() => storedName(one)).toBe('Door');
    // The second tab remembers the same session: it opens the same room.
    two = await openTab();
    await nameField(two).waitFor();
    await expect(nameField(two).inputValue()).resolves.toBe('Door');
  });

  it('shows the other tab’s save at once in an idle tab', async () => {
    await nameField(one).fill('Oak door');
    await expect.poll(() => roomName(two), { timeout: 10_000 }).toBe('Oak door');
    await expect.poll(() => nameField(two).inputValue()).toBe('Oak door');
    await expect.poll(() => editorText(two)).toContain('"name": "Oak door"');
    await expect(question(two).count()).resolves.toBe(0);
  });

  /**
   * Both tabs change the room at nearly the same time. Which one saves first depends on how
   * busy each page is (each has its own 400 ms autosave timer), so the tab that saves second
   * is the one that meets the other's newer save: it asks, the other tab does not.
   */
  async function clash(forOne: string, forTwo: string) {
    await nameField(one).fill(forOne);
    await nameField(two).fill(forTwo);
    const asker = await Promise.any([
      question(one)
        .waitFor({ timeout: 10_000 })
        .then(() => one),
      question(two)
        .waitFor({ timeout: 10_000 })
        .then(() => two),
    ]);
    const other = asker === one ? two : one;
    return { asker, other, mine: asker === one ? forOne : forTwo, theirs: asker === one ? forTwo : forOne };
  }

  it('does not overwrite the other tab’s newer save: it tells the user and offers a choice', async () => {
    const { asker, other, mine, theirs } = await clash('Iron door', 'Glass door');
    await expect(question(asker).locator('h2').textContent()).resolves.toBe(`${ROOM} changed in another tab`);
    await expect(storedName(asker)).resolves.toBe(theirs);
    await expect(roomName(asker)).resolves.toBe(mine);
    await asker.locator('rs-app .status', { hasText: 'Changed in another tab' }).waitFor();
    await asker.screenshot({ path: path.join(screenshotDir, 'two-tabs-0-conflict.png') });
    await expect(question(other).count()).resolves.toBe(0);
    await question(asker).getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(() => storedName(asker)).toBe(mine);
  });

  it('"Keep mine" saves the tab’s text over theirs, and the other tab takes it in', async () => {
    const { asker, other, mine } = await clash('Brass door', 'Steel door');
    await question(asker).getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(() => storedName(asker)).toBe(mine);
    await expect.poll(() => roomName(other), { timeout: 10_000 }).toBe(mine);
    await asker.locator('rs-app .status', { hasText: 'All changes saved' }).waitFor();
  });

  it('"Reload theirs" drops the tab’s change and shows the other tab’s version', async () => {
    const { asker, theirs } = await clash('Stone door', 'Paper door');
    await question(asker).getByRole('button', { name: 'Reload theirs' }).click();
    await expect.poll(() => roomName(asker)).toBe(theirs);
    await expect.poll(() => nameField(asker).inputValue()).toBe(theirs);
    await expect(storedName(asker)).resolves.toBe(theirs);
    await asker.locator('rs-app .status', { hasText: 'All changes saved' }).waitFor();
  });

  it('puts the choice off with Cancel, saves nothing of that file, and asks again from the header', async () => {
    const { asker, other, mine, theirs } = await clash('Wooden door', 'Secret door');
    await question(asker).getByRole('button', { name: 'Cancel' }).click();
    const resolve = asker.getByRole('button', { name: /Resolve 1 file changed in another tab/ });
    await resolve.waitFor();
    await expect(storedName(asker)).resolves.toBe(theirs);
    await asker.screenshot({ path: path.join(screenshotDir, 'two-tabs-1-put-off.png') });
    await resolve.click();
    await question(asker).getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(() => storedName(asker)).toBe(mine);
    await expect.poll(() => roomName(other), { timeout: 10_000 }).toBe(mine);
  });
});
