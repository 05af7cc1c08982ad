// Issue 14, situations by hand beyond rooms and places: in the sandbox's Edit situation a cell is
// left empty (no room) and a figure starts eliminated; the match plays from that table, and the
// moment saved as a test carries both in its layout (null on the cell, "status": "eliminated") and
// runs green. Then a turn in progress: the match starts in a later phase of turn 3 at a chosen
// figure with what it has still to play, and that moment too is saved as a test that runs green.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { screenshotDir, useStudio } from './browser.ts';
import { playSoloCopy, runSavedTestGreen } from './authoring-steps.ts';
import { fileText } from './editor-text.ts';

const PACK = 'gaps';
const MODE = 'modes/solo.json';
const NAME = 'A gap in the complex and a figure already out';
const TEST = 'a-gap-in-the-complex-and-a-figure-already-out';

describe('a situation with an empty cell and an eliminated figure', () => {
  const studio = useStudio();

  it('plays from an empty cell and an eliminated figure, and saves them in the test layout', async () => {
    const { page } = studio;
    await playSoloCopy(page, PACK, 'Gaps');

    await page.locator('rs-sandbox').getByRole('button', { name: 'Edit situation' }).click();
    const form = page.locator('rs-situation-form');
    const corner = form.locator('select[aria-label="Room at row 1, column 1"]');
    await corner.waitFor({ timeout: 15_000 });
    await corner.selectOption('');
    await expect(form.locator('.cell[data-cell="0,0"]').getAttribute('class')).resolves.toContain('empty');
    await expect(form.locator('input[aria-label="Room at row 1, column 1 face up"]').isDisabled()).resolves.toBe(true);
    const figures = form.locator('.figure[data-figure]');
    expect(await figures.count()).toBeGreaterThan(1);
    const last = figures.last();
    await last.locator('select[name=status]').selectOption('eliminated');
    await expect(last.locator('select[name=where]').isDisabled()).resolves.toBe(true);
    // The empty cell is no longer a place a figure may stand.
    await expect(figures.first().locator('select[name=where] option[value="cell:0,0"]').count()).resolves.toBe(0);
    await form.locator('.cells').screenshot({ path: path.join(screenshotDir, 'situation-gaps-1-cells.png') });
    await form
      .locator('fieldset', { hasText: 'Figures' })
      .screenshot({ path: path.join(screenshotDir, 'situation-gaps-1-figures.png') });

    await form.getByRole('button', { name: 'Play from here' }).click();
    await page.locator('rs-sandbox [data-situation=edited]').waitFor({ timeout: 15_000 });
    await expect(page.locator('rs-sandbox .grid .cell').first().getAttribute('class')).resolves.toContain('empty');
    await expect(page.locator('rs-sandbox li[data-piece][data-status=eliminated]').count()).resolves.toBe(1);
    await page
      .locator('rs-sandbox .grid')
      .screenshot({ path: path.join(screenshotDir, 'situation-gaps-2-played.png') });

    await page.locator('rs-sandbox').getByRole('button', { name: 'Save this moment as a test' }).click();
    const save = page.locator('rs-save-moment');
    await save.locator('input[name=test-name]').fill(NAME);
    const eliminated = save.locator('label', { hasText: / is eliminated$/ }).locator('input');
    await expect(eliminated.count()).resolves.toBe(1);
    await eliminated.check();
    const text = (await save.locator('[data-testid=test-preview]').textContent()) ?? '';
    const test = JSON.parse(text);
    expect(test.layout.grid[0][0]).toBeNull();
    expect(test.layout.figures.at(-1)).toMatchObject({ status: 'eliminated' });
    expect(test.layout.figures.at(-1)).not.toHaveProperty('cell');
    await save.getByRole('button', { name: 'Save test' }).click();
    await expect.poll(() => fileText(page, PACK, `tests/${TEST}.json`), { timeout: 10_000 }).toBe(text);

    await runSavedTestGreen(page, PACK, TEST);
  }, 240_000);

  it('starts inside a turn: the phase, whose turn, what is left to play, saved in the test layout', async () => {
    const { page } = studio;
    await page.locator('rs-pack-list li[data-pack="room25"] button').click();
    await page.locator(`rs-pack-list li[data-pack="${PACK}"] button`).click();
    await page.locator(`rs-file-tree li[data-path="${MODE}"] button.file`).click();
    await page.locator('rs-complex-preview button', { hasText: 'Play' }).click();
    await page.locator('rs-sandbox .options button').first().waitFor({ timeout: 30_000 });
    await page.locator('rs-sandbox').getByRole('button', { name: 'Edit situation' }).click();
    const form = page.locator('rs-situation-form');
    const phase = form.locator('select[name=turn-phase]');
    await phase.waitFor({ timeout: 15_000 });
    // A fresh game is not inside a turn yet.
    await expect(phase.inputValue()).resolves.toBe('');
    await phase.selectOption('act-2');
    await form.locator('input[name=turn-number]').fill('3');
    await form.locator('input[name=turn-number]').press('Tab');
    await form.locator('select[name=turn-actor]').selectOption('2');
    await form.locator('.plan[data-plan="2"] select[name=plan-add]').selectOption('look');
    await expect(form.locator('.plan[data-plan="2"]').textContent()).resolves.toContain('still plays: look');
    await form.locator('fieldset.turn').screenshot({ path: path.join(screenshotDir, 'situation-turn-1-edit.png') });

    await form.getByRole('button', { name: 'Play from here' }).click();
    await page.locator('rs-sandbox [data-situation=edited]').waitFor({ timeout: 15_000 });
    await page.locator('rs-sandbox .options button').first().waitFor({ timeout: 15_000 });
    // The game and the turn are already under way: neither starts again.
    const log = (await page.locator('rs-sandbox section.log li').allTextContents()).join('\n');
    expect(log).not.toContain('The game begins');
    expect(log).not.toMatch(/^Turn \d/m);

    await page.locator('rs-sandbox').getByRole('button', { name: 'Save this moment as a test' }).click();
    const save = page.locator('rs-save-moment');
    await save.locator('input[name=test-name]').fill('Franck plays his look in the second action of turn 3');
    await save
      .locator('label', { hasText: / is not eliminated$/ })
      .first()
      .locator('input')
      .check();
    const text = (await save.locator('[data-testid=test-preview]').textContent()) ?? '';
    const test = JSON.parse(text);
    expect(test.layout.turn).toEqual({ phase: 'act-2', number: 3, actor: 2 });
    expect(test.layout.figures[2].plan).toEqual(['look']);
    await save.getByRole('button', { name: 'Save test' }).click();
    const id = 'franck-plays-his-look-in-the-second-action-of-turn-3';
    await expect.poll(() => fileText(page, PACK, `tests/${id}.json`), { timeout: 10_000 }).toBe(text);
    await page.locator(`rs-pack-list li[data-pack="${PACK}"] button`).click();
    await page.locator(`rs-pack-tests li[data-test="${id}"]`).waitFor({ timeout: 15_000 });
    await page.locator('rs-app .status', { hasText: 'All changes saved' }).waitFor();
    await page.locator('rs-pack-tests').getByRole('button', { name: 'Run tests' }).click();
    await expect
      .poll(() => page.locator('rs-pack-tests .summary').textContent(), { timeout: 60_000 })
      .toContain('2 passed, 0 failed');
  }, 240_000);
});
