// Modifiers and plain parameters with pickers: an author adds a standing rule
// to a room from the searchable, grouped modifier picker, sets its scope from a
// dropdown, its actions from the actions the loaded packs declare (chips with
// ✕), switches it to another rule and sets a bounded number; then an effect's
// marker is picked from the markers the packs declare. Each pick is a minimal
// JSON edit, and the sentence follows.
import { describe, expect, it } from 'vitest';
import { type StudioSession, useStudio } from './browser.ts';
import { createPackOnRoom25, createRoomFile, expectNoProblems } from './authoring-steps.ts';
import { fileText } from './editor-text.ts';
import { addEffect } from './effect-picker-steps.ts';

const PACK = 'standing-rules';
const ROOM = 'rooms/ruled.json';

const room = async (studio: StudioSession) => JSON.parse((await fileText(studio.page, PACK, ROOM)) ?? '{}');

describe('modifiers and plain parameters with pickers', () => {
  const studio = useStudio();

  it('adds a modifier from a searchable list grouped by what it restricts', async () => {
    const { page } = studio;
    await createPackOnRoom25(page, PACK, 'Standing rules');
    await createRoomFile(page, 'ruled');
    const add = page.locator('rs-behaviour-form input[name=add-modifier]');
    await add.fill('forbid');
    const groups = await page
      .locator('rs-behaviour-form rs-effect-picker[name=add-modifier] [role=group]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-group')));
    expect(groups).toEqual(expect.arrayContaining(['actions', 'programming']));
    await add.fill('forbid-action');
    await add.press('Enter');
    await expect.poll(async () => (await room(studio)).modifiers?.[0]?.rule).toBe('forbid-action');
  });

  it('sets the scope from a dropdown and the sentence follows', async () => {
    const { page } = studio;
    await page.locator('rs-behaviour-form select[aria-label="scope of modifier 1"]').selectOption('self');
    await expect.poll(async () => (await room(studio)).modifiers[0].scope).toBe('self');
    const reads = page.locator('rs-behaviour-form p.effect-text[aria-label="Modifier 1 reads"]');
    await expect.poll(() => reads.textContent()).toContain('self');
  });

  it('offers the actions the packs declare and edits the list as chips', async () => {
    const { page } = studio;
    const adder = page.locator('rs-behaviour-form input[aria-label="Add to actions of modifier 1"]');
    const offered = await adder.evaluate((input) =>
      [...((input as HTMLInputElement).list?.options ?? [])].map((o) => o.value),
    );
    expect(offered).toEqual(expect.arrayContaining(['move', 'look', 'push', 'control']));
    await page.getByRole('button', { name: 'Remove push from actions of modifier 1' }).click();
    await expect.poll(async () => (await room(studio)).modifiers[0].actions).toEqual(['control']);
    await adder.fill('look');
    await adder.press('Tab');
    await expect.poll(async () => (await room(studio)).modifiers[0].actions).toEqual(['control', 'look']);
    await page.locator('rs-behaviour-form li[data-modifier="0"]').scrollIntoViewIfNeeded();
    await studio.screenshot('typed-fields-1-modifier');
  });

  it('switches the rule and keeps a number within the schema’s bounds', async () => {
    const { page } = studio;
    const rule = page.locator('rs-behaviour-form input[name=modifier-rule]');
    await rule.fill('max-program');
    await rule.press('Enter');
    await expect.poll(async () => (await room(studio)).modifiers[0]).toEqual({ rule: 'max-program', count: 1 });
    const count = page.locator('rs-behaviour-form input[aria-label="count of modifier 1"]');
    await expect(count.getAttribute('min')).resolves.toBe('0');
    await count.fill('2');
    await count.press('Tab');
    await expect.poll(async () => (await room(studio)).modifiers[0].count).toBe(2);
    const reads = page.locator('rs-behaviour-form p.effect-text[aria-label="Modifier 1 reads"]');
    await expect.poll(() => reads.textContent()).toContain('2');
  });

  it('picks an effect’s marker among the markers the packs declare', async () => {
    const { page } = studio;
    await page.locator('rs-behaviour-form select[name=add-trigger]').selectOption('enter');
    await addEffect(page.locator('rs-behaviour-form'), 'add-marker', 'triggers/0/do');
    await expect.poll(async () => (await room(studio)).triggers?.[0]?.do?.[0]?.marker).toBe('do-not-cross');
    const marker = page.locator('rs-behaviour-form input[aria-label="marker of effect 1 of trigger 1"]');
    const offered = await marker.evaluate((input) =>
      [...((input as HTMLInputElement).list?.options ?? [])].map((o) => o.value),
    );
    expect(offered).toEqual(expect.arrayContaining(['do-not-cross', 'lock']));
    await marker.fill('lock');
    await marker.press('Tab');
    await expect.poll(async () => (await room(studio)).triggers[0].do[0].marker).toBe('lock');
    const reads = page.locator('rs-behaviour-form p.effect-text[aria-label="Effect 1 of trigger 1 reads"]');
    await expect.poll(() => reads.textContent()).toContain('lock');
    await page.locator('rs-app .status', { hasText: 'All changes saved' }).waitFor();
    await expectNoProblems(page, PACK);
    await page.locator('rs-behaviour-form li.effect[data-do=add-marker]').scrollIntoViewIfNeeded();
    await studio.screenshot('typed-fields-2-marker');
  });
});
