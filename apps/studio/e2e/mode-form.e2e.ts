// The mode form: beside a mode, each composition's rooms with a live count
// per colour against the grid, the turns per number of characters, the setup
// steps and the endings in words; in the author's copy, counts and turns are
// edited in place and the totals follow; composition lines, setup steps and
// endings are removed (and steps and endings reordered) with buttons.
import { describe, expect, it } from 'vitest';
import { useStudio } from './browser.ts';
import { copyFromRoom25, createPackOnRoom25 } from './authoring-steps.ts';
import { fileText } from './editor-text.ts';

const PACK = 'my-modes';
const MODE = 'modes/coop-s2.json';

describe('the mode form', () => {
  const studio = useStudio();

  it('shows a bundled mode’s compositions per colour, its turns, setup steps and endings', async () => {
    const { page } = studio;
    await page.locator('rs-pack-list li[data-pack="room25"] button').click();
    await page.locator(`rs-file-tree li[data-path="${MODE}"] button.file`).click();
    const form = page.locator('rs-mode-form');
    const first = form.locator('.composition').first();
    await first.waitFor({ timeout: 20_000 });
    await expect(first.locator('.chip.total').textContent()).resolves.toMatch(/^25 of 25 cells · 3 set aside$/);
    const colours = await first
      .locator('.chip[data-colour]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-colour')));
    expect(colours).toEqual(expect.arrayContaining(['blue', 'green', 'red', 'pool']));
    await expect(form.getByRole('spinbutton', { name: 'Turns for 4 characters' }).inputValue()).resolves.toBe('8');
    await expect(form.getByRole('spinbutton', { name: 'Turns for 4 characters' }).isDisabled()).resolves.toBe(true);
    await expect(form.locator('ol.endings li').count()).resolves.toBe(3);
    await expect(form.locator('ol.steps li').first().textContent()).resolves.toMatch(/Creates the components/);
    await form.scrollIntoViewIfNeeded();
    await studio.screenshot('mode-form-1-bundled');
  });

  it('edits a copy’s counts and turns in place, the per-colour count and total following', async () => {
    const { page } = studio;
    await createPackOnRoom25(page, PACK, 'My modes');
    await copyFromRoom25(page, PACK, MODE, '"room25:');
    const form = page.locator('rs-mode-form');
    const first = form.locator('.composition').first();
    await first.waitFor({ timeout: 20_000 });
    const timer = form.getByRole('spinbutton', { name: /^Count of room25:timer in / }).first();
    await timer.fill('2');
    await timer.press('Tab');
    await expect.poll(() => first.locator('.chip.total').textContent()).toMatch(/^26 of 25 cells/);
    await expect(first.locator('.chip.total').getAttribute('data-fits')).resolves.toBe('false');
    const turns = form.getByRole('spinbutton', { name: 'Turns for 4 characters' });
    await turns.fill('9');
    await turns.press('Tab');
    await expect.poll(async () => JSON.parse((await fileText(page, PACK, MODE)) ?? '{}').setup.turns[0].turns).toBe(9);
    await first.scrollIntoViewIfNeeded();
    await studio.screenshot('mode-form-2-edited');
  });

  it('removes a composition line and an ending, and moves a setup step, with buttons', async () => {
    const { page } = studio;
    const form = page.locator('rs-mode-form');
    const first = form.locator('.composition').first();
    const mode = async () => JSON.parse((await fileText(page, PACK, MODE)) ?? '{}');
    const before = await mode();
    const lines = before.setup.compositions[0].rooms.length;
    await form
      .getByRole('button', { name: /^Remove line 1 \(/ })
      .first()
      .click();
    await expect.poll(async () => (await mode()).setup.compositions[0].rooms.length).toBe(lines - 1);
    expect((await mode()).setup.compositions[0].rooms).toEqual(before.setup.compositions[0].rooms.slice(1));
    await expect(first.locator('tbody tr').count()).resolves.toBe(lines - 1);
    const endings = before.endings.length;
    await form.getByRole('button', { name: /^Remove ending 1 / }).click();
    await expect.poll(async () => (await mode()).endings).toEqual(before.endings.slice(1));
    await expect(form.locator('ol.endings li').count()).resolves.toBe(endings - 1);
    const steps = before.setup.steps;
    await form.getByRole('button', { name: 'Move setup step 1 down' }).click();
    await expect.poll(async () => (await mode()).setup.steps.slice(0, 2)).toEqual([steps[1], steps[0]]);
    await expect(form.getByRole('button', { name: 'Move setup step 1 up' }).isDisabled()).resolves.toBe(true);
    await form.locator('ol.steps').scrollIntoViewIfNeeded();
    await studio.screenshot('mode-form-3-removed-and-moved');
  });
});
