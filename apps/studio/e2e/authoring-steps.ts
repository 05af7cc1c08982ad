// Steps several browser tests take the same way, written once: a pack on top
// of room25, a room file in it, a bundled file copied into the pack, the room
// added to a copied mode's setup, a seed dealing it next to the Central
// Room, and a saved pack test run green. Each step waits until the studio
// shows its result.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { fileText, NEXT_TO_CENTRE } from './editor-text.ts';

/** Creates an editable pack `id` that depends on room25 (and on the bundled packs `also` names). */
export async function createPackOnRoom25(
  page: Page,
  id: string,
  name: string,
  also: readonly string[] = [],
): Promise<void> {
  await page.getByRole('button', { name: 'New pack' }).click();
  await page.locator('rs-new-pack-dialog input[name=id]').fill(id);
  await page.locator('rs-new-pack-dialog input[name=name]').fill(name);
  for (const dependency of ['room25', ...also])
    await page.locator(`rs-new-pack-dialog input[name=dependency][value=${dependency}]`).check();
  await page.getByRole('button', { name: 'Create pack' }).click();
  await page.locator(`rs-pack-list li[data-pack="${id}"][data-readonly="false"]`).waitFor();
}

/** Creates a file of `kind` named `id` (New file) in the open pack and waits until `path` is the open file. */
export async function createFile(page: Page, kind: string, id: string, path: string): Promise<void> {
  await page.getByRole('button', { name: 'New file' }).click();
  await page.locator('rs-new-file-dialog select[name=kind]').selectOption(kind);
  await page.locator('rs-new-file-dialog input[name=id]').fill(id);
  await page.getByRole('button', { name: 'Create file' }).click();
  await page.locator(`rs-file-tree li[data-path="${path}"] button.file[aria-current=true]`).waitFor();
}

/** Creates `rooms/<id>.json` in the open pack and waits until it is the open file. */
export function createRoomFile(page: Page, id: string): Promise<void> {
  return createFile(page, 'room', id, `rooms/${id}.json`);
}

/** Copies room25's file `path` into `pack`; resolves once the copy holds `marker` (a text only the copy can hold). */
export async function copyFromRoom25(page: Page, pack: string, path: string, marker: string): Promise<void> {
  await page.locator('rs-pack-list li[data-pack="room25"] button').click();
  await page.locator(`rs-file-tree li[data-path="${path}"] button.file`).click();
  await page.getByRole('button', { name: 'Copy into my pack' }).click();
  await page.locator(`rs-choice-dialog button[data-choice=${pack}]`).click();
  await expect.poll(() => fileText(page, pack, path), { timeout: 15_000 }).toContain(marker);
}

/** With a copied mode open: puts four of `room` into its first composition instead of empty rooms. */
export async function addRoomToSetup(page: Page, pack: string, room: string): Promise<void> {
  const form = page.locator('rs-setup-form');
  await form.locator('select[name=room]').selectOption(room);
  await form.locator('input[name=count]').fill('4');
  // The copy deals its first composition (the beginner one) unless a match option names another.
  await form.locator('select[name=list]').selectOption({ index: 0 });
  const empty = form.locator('select[name=instead-of] option', { hasText: 'room25:empty ×8' });
  await form.locator('select[name=instead-of]').selectOption((await empty.getAttribute('value')) ?? '');
  await form.getByRole('button', { name: 'Add to setup' }).click();
  await page.locator(`rs-complex-preview .cell[data-room="${pack}:${room}"]`).first().waitFor({ timeout: 15_000 });
}

/** Tries seeds 1–40 in the complex preview until `pack:room` is dealt next to the Central Room; the seed (0 if none). */
export async function seedWithRoomBesideCentre(page: Page, pack: string, room: string): Promise<number> {
  const cells = () =>
    page.locator('rs-complex-preview .cell').evaluateAll((els) => els.map((e) => e.getAttribute('data-room')));
  for (let s = 1; s <= 40; s += 1) {
    const before = (await cells()).join();
    await page.locator('rs-complex-preview input[name=seed]').fill(String(s));
    if (s > 1) await expect.poll(async () => (await cells()).join(), { timeout: 10_000 }).not.toBe(before);
    const all = await cells();
    if (NEXT_TO_CENTRE.some((i) => all[i] === `${pack}:${room}`)) return s;
  }
  return 0;
}

/** Opens `pack`, waits for its test `id` to be listed with no errors in the pack, runs the tests and waits for "1 passed, 0 failed". */
export async function runSavedTestGreen(page: Page, pack: string, id: string): Promise<void> {
  await page.locator(`rs-pack-list li[data-pack="${pack}"] button`).click();
  await page.locator(`rs-pack-tests li[data-test="${id}"]`).waitFor({ timeout: 15_000 });
  await page.locator('rs-app .status', { hasText: 'All changes saved' }).waitFor();
  await expect
    .poll(() => page.locator(`rs-problems li[data-file^="${pack}/"][data-severity=error]`).count(), {
      timeout: 15_000,
    })
    .toBe(0);
  await page.locator('rs-pack-tests').getByRole('button', { name: 'Run tests' }).click();
  await expect
    .poll(() => page.locator('rs-pack-tests .summary').textContent(), { timeout: 60_000 })
    .toContain('1 passed, 0 failed');
}

/**
 * Waits until the Problems panel lists nothing in `pack`: past the loader's debounce (250 ms after the
 * last change), then as long as a loaded machine needs for the worker to answer.
 */
export async function expectNoProblems(page: Page, pack: string): Promise<void> {
  await page.waitForTimeout(300);
  await expect.poll(() => page.locator(`rs-problems li[data-file^="${pack}/"]`).count(), { timeout: 15_000 }).toBe(0);
}

/** A new pack `id` with a copy of room25's Solo mode, played in the sandbox up to its first decision. */
export async function playSoloCopy(page: Page, id: string, name: string): Promise<void> {
  await createPackOnRoom25(page, id, name);
  await copyFromRoom25(page, id, 'modes/solo.json', '"room25:central"');
  await page.locator('rs-complex-preview button', { hasText: 'Play' }).click();
  await page.locator('rs-sandbox .options button').first().waitFor({ timeout: 30_000 });
}
