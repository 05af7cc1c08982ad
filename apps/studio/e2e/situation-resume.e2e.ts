// Issue 14: a situation read in the middle of an action resumes that action. The match is played
// (first options) until a decision inside an action is pending; "Edit situation" then reads the
// table as it stood before the action and the decisions taken since, which the layout's turn
// replays: "Play from here" comes back to the same decision, and the moment saved as a test carries
// the turn's answers and runs green.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { screenshotDir, useStudio } from './browser.ts';
import { playSoloCopy, runSavedTestGreen } from './authoring-steps.ts';
import { fileText } from './editor-text.ts';

const PACK = 'resume';

describe('a situation read inside an action', () => {
  const studio = useStudio();

  it('resumes the action it was read in, and saves it as a test that runs green', async () => {
    const { page } = studio;
    await playSoloCopy(page, PACK, 'Resume');
    const sandbox = page.locator('rs-sandbox');
    const first = sandbox.locator('.options button').first();
    const form = page.locator('rs-situation-form');
    let inside = false;
    for (let i = 0; i < 25 && !inside; i++) {
      const step = await sandbox.locator('text=/^step \\d+$/').textContent();
      await first.click();
      await expect.poll(() => sandbox.locator('text=/^step \\d+$/').textContent()).not.toBe(step);
      await first.waitFor({ timeout: 15_000 }).catch(async (e: unknown) => {
        await page.screenshot({ path: path.join(screenshotDir, 'situation-resume-debug.png') });
        throw e;
      });
      await sandbox.getByRole('button', { name: 'Edit situation' }).click();
      await form.locator('select[name=turn-phase]').waitFor({ timeout: 15_000 });
      inside = (await form.locator('.resume').count()) > 0;
      if (!inside) await form.getByRole('button', { name: 'Cancel' }).click();
    }
    expect(inside).toBe(true);
    const prompt = async () => ({
      prompt: await sandbox.locator('.prompt').first().textContent(),
      options: await sandbox.locator('.options button').count(),
    });
    const before = await prompt();
    await expect(form.locator('.resume').textContent()).resolves.toMatch(
      /Inside an action:\s+\d+\s+decisions?\s+taken/,
    );
    await form.locator('fieldset.turn').screenshot({ path: path.join(screenshotDir, 'situation-resume-1-edit.png') });

    await form.getByRole('button', { name: 'Play from here' }).click();
    await sandbox.locator('[data-situation=edited]').waitFor({ timeout: 15_000 });
    await first.waitFor({ timeout: 15_000 });
    await expect.poll(prompt).toEqual(before);
    await sandbox.screenshot({ path: path.join(screenshotDir, 'situation-resume-2-played.png') });

    await sandbox.getByRole('button', { name: 'Save this moment as a test' }).click();
    const save = page.locator('rs-save-moment');
    await save.locator('input[name=test-name]').fill('Resumes in the middle of an action');
    await save
      .locator('label', { hasText: / is not eliminated$/ })
      .first()
      .locator('input')
      .check();
    const text = (await save.locator('[data-testid=test-preview]').textContent()) ?? '';
    const test = JSON.parse(text);
    expect(test.layout.turn.answers.length).toBeGreaterThan(0);
    await save.getByRole('button', { name: 'Save test' }).click();
    const id = 'resumes-in-the-middle-of-an-action';
    await expect.poll(() => fileText(page, PACK, `tests/${id}.json`), { timeout: 10_000 }).toBe(text);
    await runSavedTestGreen(page, PACK, id);
  }, 300_000);
});
