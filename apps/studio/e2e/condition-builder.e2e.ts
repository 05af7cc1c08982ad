// Conditions and targets built with pickers: an author makes a room that
// eliminates whoever enters without a key — the `if`'s test and the
// eliminate's target are picked slot by slot (the names the trigger binds
// offered by name, each branch's slots following), nothing typed into a JSON
// field; the sentence of the whole effect follows every pick, and the JSON
// stays one "advanced" toggle away.
import { describe, expect, it } from 'vitest';
import { type StudioSession, useStudio } from './browser.ts';
import { createPackOnRoom25, createRoomFile, expectNoProblems } from './authoring-steps.ts';
import { fileText } from './editor-text.ts';
import { addEffect } from './effect-picker-steps.ts';

const PACK = 'keyed-rooms';
const ROOM = 'rooms/keyed.json';
const IF = 'if of effect 1 of trigger 1';
const TARGET = 'piece of effect 1 of then of effect 1 of trigger 1';

const room = async (studio: StudioSession) => JSON.parse((await fileText(studio.page, PACK, ROOM)) ?? '{}');

describe('conditions and selectors built with pickers', () => {
  const studio = useStudio();

  it('starts an if with an empty test, not the schema’s example', async () => {
    const { page } = studio;
    await createPackOnRoom25(page, PACK, 'Keyed rooms');
    await createRoomFile(page, 'keyed');
    await page.locator('rs-behaviour-form select[name=add-trigger]').selectOption('enter');
    await addEffect(page.locator('rs-behaviour-form'), 'if', 'triggers/0/do');
    await expect.poll(async () => (await room(studio)).triggers?.[0]?.do?.[0]?.do).toBe('if');
    expect((await room(studio)).triggers[0].do[0]).not.toHaveProperty('if');
    await expect(page.locator(`rs-behaviour-form select[aria-label="${IF}"]`).inputValue()).resolves.toBe('');
  });

  it('offers the tests grouped as the schema groups them, and narrows them by a search', async () => {
    const { page } = studio;
    const select = page.locator(`rs-behaviour-form select[aria-label="${IF}"]`);
    const groups = await select.locator('optgroup').evaluateAll((els) => els.map((e) => e.getAttribute('label')));
    expect(groups).toEqual(
      expect.arrayContaining(['Values', 'Comparison', 'Logic', 'Arithmetic', 'Reading the table']),
    );
    await page.locator(`rs-behaviour-form input[aria-label="Search the choices of ${IF}"]`).fill('comparison equal');
    const left = await select.locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
    expect(left).toEqual(['', 'branch:eq', 'branch:ne', 'branch:le', 'branch:ge']);
    await studio.screenshot('condition-builder-0-search');
  });

  it('builds the test slot by slot: the entering piece’s keys equal 0', async () => {
    const { page } = studio;
    const slot = (label: string) => page.locator(`rs-behaviour-form select[aria-label="${label}"]`);
    await slot(IF).selectOption('branch:eq');
    await slot(`a of ${IF}`).selectOption('branch:piece-var');
    // The names the enter trigger binds are offered by name.
    const offered = await slot(`of of a of ${IF}`)
      .locator('optgroup[label="Bound names"] option')
      .evaluateAll((els) => els.map((e) => e.textContent?.trim()));
    expect(offered).toEqual(expect.arrayContaining(['self', 'piece', 'from']));
    await slot(`of of a of ${IF}`).selectOption('name:piece');
    await page.locator(`rs-behaviour-form input[aria-label="name of a of ${IF}"]`).fill('keys');
    await page.keyboard.press('Tab');
    await slot(`b of ${IF}`).selectOption('literal:number');
    await expect
      .poll(async () => (await room(studio)).triggers[0].do[0].if)
      .toEqual({ op: 'eq', a: { op: 'piece-var', of: 'piece', name: 'keys' }, b: 0 });
    const reads = page.locator('rs-behaviour-form p.effect-text[aria-label="Effect 1 of trigger 1 reads"]');
    await expect.poll(() => reads.textContent()).toContain('eq(a: piece-var(of: piece, name: keys), b: 0)');
  });

  it('picks the eliminate’s target by name, and the sentence follows', async () => {
    const { page } = studio;
    const target = page.locator(`rs-behaviour-form select[aria-label="${TARGET}"]`);
    await expect(target.inputValue()).resolves.toBe('branch:except');
    await target.selectOption('name:piece');
    await expect
      .poll(async () => (await room(studio)).triggers[0].do[0].then)
      .toEqual([{ do: 'eliminate', piece: 'piece' }]);
    const reads = page.locator('rs-behaviour-form p.effect-text[aria-label="Effect 1 of trigger 1 reads"]');
    await expect.poll(() => reads.textContent()).toMatch(/then: Eliminates pieces \(piece piece\)/);
    await page.locator('rs-app .status', { hasText: 'All changes saved' }).waitFor();
    await expectNoProblems(page, PACK);
    await page.locator('rs-behaviour-form li.effect[data-do=if]').scrollIntoViewIfNeeded();
    await studio.screenshot('condition-builder-1-built');
  });

  it('keeps the JSON one toggle away, and every picker labelled', async () => {
    const { page } = studio;
    const toggle = page.getByRole('button', { name: `Edit ${IF} as JSON` });
    await toggle.click();
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    const raw = page.locator('rs-behaviour-form li.effect[data-do=if] input[data-param=if]');
    await expect(raw.inputValue().then((t) => JSON.parse(t))).resolves.toEqual({
      op: 'eq',
      a: { op: 'piece-var', of: 'piece', name: 'keys' },
      b: 0,
    });
    await studio.screenshot('condition-builder-2-json');
    await toggle.click();
    await page.locator(`rs-behaviour-form select[aria-label="${IF}"]`).waitFor();
    const unlabelled = await page
      .locator('rs-behaviour-form rs-value-builder')
      .evaluateAll(
        (builders) =>
          builders.flatMap((b) =>
            [...(b.shadowRoot?.querySelectorAll('select, input, button') ?? [])].filter(
              (c) => !c.getAttribute('aria-label') && !c.closest('label') && !c.textContent?.trim(),
            ),
          ).length,
      );
    expect(unlabelled).toBe(0);
  });
});
