// Issue 14, adding setup steps and endings by form: in the author's copy of a mode, a setup step is
// picked from the effect vocabulary (its fields follow) and an ending is added as a record whose
// condition is built with pickers; each is a minimal, schema-valid edit of the mode's JSON.
import { describe, expect, it } from 'vitest';
import { useStudio } from './browser.ts';
import { copyFromRoom25, createPackOnRoom25 } from './authoring-steps.ts';
import { addEffect } from './effect-picker-steps.ts';
import { fileText } from './editor-text.ts';

const PACK = 'my-endings';
const MODE = 'modes/coop-s2.json';

interface Mode {
  setup: { steps: Array<Record<string, unknown>> };
  endings: Array<Record<string, unknown>>;
}

describe('the mode form adds setup steps and endings', () => {
  const studio = useStudio();

  it('adds a setup step from the effect picker and an ending whose condition is picked', async () => {
    const { page } = studio;
    const mode = async () => JSON.parse((await fileText(page, PACK, MODE)) ?? '{}') as Mode;
    await createPackOnRoom25(page, PACK, 'My endings');
    await copyFromRoom25(page, PACK, MODE, '"room25:');
    const form = page.locator('rs-mode-form');
    await form.locator('.composition').first().waitFor({ timeout: 20_000 });
    const before = await mode();
    await form.locator('details.lists > summary').click();
    const lists = form.locator('rs-behaviour-form');

    // A setup step: picked by name from the vocabulary, its fields shown, its sentence in words.
    await addEffect(lists, 'shuffle', 'setup/steps');
    await expect.poll(async () => (await mode()).setup.steps.length).toBe(before.setup.steps.length + 1);
    const step = (await mode()).setup.steps.at(-1);
    expect(step?.['do']).toBe('shuffle');
    const row = lists.locator(`li.effect[data-do=shuffle]`).last();
    await row.locator('input[data-param=zone]').fill('box');
    await row.locator('input[data-param=zone]').press('Tab');
    await expect.poll(async () => (await mode()).setup.steps.at(-1)).toEqual({ do: 'shuffle', zone: 'box' });
    await expect.poll(() => form.locator('ol.steps li').last().textContent()).toMatch(/Shuffles/);

    // An ending: a record with the ending schema's fields; the condition built slot by slot.
    const n = before.endings.length + 1;
    await lists.getByRole('button', { name: 'Add to endings of the mode' }).click();
    await expect.poll(async () => (await mode()).endings.at(-1)).toEqual({ when: false, outcome: 'defeat' });
    const where = `endings ${n} of the mode`;
    const ending = lists.locator('li.record').last();
    await ending.locator('input[data-param=outcome]').fill('flooded');
    await ending.locator('input[data-param=outcome]').press('Tab');
    await ending.locator(`select[aria-label="when of ${where}"]`).selectOption('branch:ge');
    await ending.locator(`select[aria-label="a of when of ${where}"]`).selectOption('branch:counter');
    await ending.locator(`input[aria-label="name of a of when of ${where}"]`).fill('key');
    await ending.locator(`input[aria-label="name of a of when of ${where}"]`).press('Tab');
    await ending.locator(`select[aria-label="b of when of ${where}"]`).selectOption('literal:number');
    await expect
      .poll(async () => (await mode()).endings.at(-1))
      .toEqual({ when: { op: 'ge', a: { op: 'counter', name: 'key' }, b: 0 }, outcome: 'flooded' });
    await expect.poll(() => form.locator('ol.endings li').count()).toBe(n);
    await expect(form.locator('ol.endings li').last().textContent()).resolves.toContain('flooded');

    // Schema-valid: the file loads without an error.
    await page.locator('rs-app .status', { hasText: 'All changes saved' }).waitFor();
    await expect
      .poll(() => page.locator(`rs-problems li[data-file="${PACK}/${MODE}"][data-severity=error]`).count(), {
        timeout: 15_000,
      })
      .toBe(0);
    await ending.scrollIntoViewIfNeeded();
    await studio.screenshot('mode-form-add-ending');
  }, 240_000);
});
