// The effect picker: an author adds effects to a room's trigger by searching
// (by name, by words of the description, by group), reads each effect's
// one-line description and example in the list, moves through it with the
// arrow keys, picks with Enter and changes an effect's kind the same way —
// never touching the mouse or a JSON field.
import { describe, expect, it } from 'vitest';
import { type StudioSession, useStudio } from './browser.ts';
import { createPackOnRoom25, createRoomFile } from './authoring-steps.ts';
import { fileText } from './editor-text.ts';

const PACK = 'picked-rooms';
const ROOM = 'rooms/lever.json';

const room = async (studio: StudioSession) => JSON.parse((await fileText(studio.page, PACK, ROOM)) ?? '{}');
/** The id of the option the combobox points at (its active descendant). */
const activeOption = (studio: StudioSession) =>
  studio.page.locator('rs-behaviour-form input[name=add-effect]').first().getAttribute('aria-activedescendant');

describe('the effect picker', () => {
  const studio = useStudio();

  it('opens on a room’s trigger with every effect in named groups, each described with an example', async () => {
    const { page } = studio;
    await createPackOnRoom25(page, PACK, 'Picked rooms');
    await createRoomFile(page, 'lever');
    await page.locator('rs-behaviour-form select[name=add-trigger]').selectOption('enter');
    const input = page.locator('rs-behaviour-form input[name=add-effect]').first();
    await expect(input.getAttribute('role')).resolves.toBe('combobox');
    await expect(input.getAttribute('aria-label')).resolves.toBe('Add effect to trigger 1');
    await input.focus();
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.keyboard.press('ArrowDown');
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('true');
    const list = page.locator('rs-behaviour-form rs-effect-picker[name=add-effect] [role=listbox]').first();
    const groups = await list
      .locator('[role=group]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-group')));
    expect(groups).toEqual(
      expect.arrayContaining(['movement', 'knowledge', 'components', 'counters', 'flow', 'endings']),
    );
    const eliminate = list.locator('[role=option][data-value=eliminate]');
    await expect(eliminate.locator('.summary').textContent()).resolves.toMatch(/^Eliminates pieces/);
    await expect(eliminate.locator('code').textContent()).resolves.toBe('e.g. {"do": "eliminate", "piece": "piece"}');
    await expect(list.locator('[role=option]:not(:has(code))').count()).resolves.toBe(0);
    await expect(activeOption(studio)).resolves.toBe('option-if');
    await studio.screenshot('effect-picker-1-open');
  });

  it('filters as the author types, by words of a description, and picks with the arrow keys and Enter', async () => {
    const { page } = studio;
    await page.keyboard.type('face up');
    const list = page.locator('rs-behaviour-form rs-effect-picker[name=add-effect] [role=listbox]').first();
    const values = () =>
      list.locator('[role=option]').evaluateAll((els) => els.map((e) => e.getAttribute('data-value')));
    await expect.poll(values).toContain('reveal');
    expect(await values()).not.toContain('eliminate');
    await studio.screenshot('effect-picker-2-search-face-up');
    const shown = await values();
    const reveal = shown.indexOf('reveal');
    for (let i = 0; i < reveal; i += 1) await page.keyboard.press('ArrowDown');
    await expect(activeOption(studio)).resolves.toBe('option-reveal');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await room(studio)).triggers?.[0]?.do)
      .toEqual([{ do: 'reveal', component: 'target' }]);
    await expect(
      page.locator('rs-behaviour-form input[name=add-effect]').first().getAttribute('aria-expanded'),
    ).resolves.toBe('false');
  });

  it('finds a group by its name and says so when nothing matches; Escape clears, then closes', async () => {
    const { page } = studio;
    const input = page.locator('rs-behaviour-form input[name=add-effect]').first();
    await input.fill('counters');
    const list = page.locator('rs-behaviour-form rs-effect-picker[name=add-effect] [role=listbox]').first();
    await expect(list.locator('[role=group]').first().getAttribute('data-group')).resolves.toBe('counters');
    await studio.screenshot('effect-picker-3-group-counters');
    await input.fill('zzqx');
    await expect(list.locator('.empty').textContent()).resolves.toBe('No match.');
    await page.keyboard.press('Escape');
    await expect(input.inputValue()).resolves.toBe('');
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('adds by typing a name and Enter, and changes an effect’s kind the same way', async () => {
    const { page } = studio;
    const input = page.locator('rs-behaviour-form input[name=add-effect]').first();
    await input.fill('adjust-c');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await room(studio)).triggers[0].do.map((e: { do: string }) => e.do))
      .toEqual(['reveal', 'adjust-counter']);
    const kind = page.locator('rs-behaviour-form input[name=effect-do][data-path="triggers/0/do/0"]');
    await expect(kind.inputValue()).resolves.toBe('reveal');
    await expect(kind.getAttribute('aria-label')).resolves.toBe('Effect 1 of trigger 1');
    await kind.focus();
    await page.keyboard.type('eliminate');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await room(studio)).triggers[0].do[0]).toEqual({ do: 'eliminate', piece: 'piece' });
    await expect.poll(() => kind.inputValue()).toBe('eliminate');
    await page.locator('rs-behaviour-form').scrollIntoViewIfNeeded();
    await studio.screenshot('effect-picker-4-picked');
  });

  it('labels the picker’s field for assistive tech and keeps Tab moving on', async () => {
    const { page } = studio;
    const input = page.locator('rs-behaviour-form input[name=add-effect]').first();
    await input.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('false');
    const described = await input.evaluate((el) => {
      const id = el.getAttribute('aria-describedby') ?? '';
      return (el.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? '';
    });
    expect(described).toMatch(/arrow keys/);
  });
});
