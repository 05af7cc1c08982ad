// Issue 14, the pack test form: in a pack on room25, New file → pack test opens the form beside
// the JSON; the name, mode, seats and an expectation are set through it (each a minimal edit of
// the file), and "Run this test" runs it through the Tests panel's runner and shows the verdict.
import { describe, expect, it } from 'vitest';
import { createFile, createPackOnRoom25 } from './authoring-steps.ts';
import { useStudio } from './browser.ts';
import { fileText } from './editor-text.ts';

const PACK = 'my-checks';
const FILE = 'tests/nobody-dies-before-the-first-move.json';

describe('pack test form', () => {
  const studio = useStudio();

  it('writes a pack test through the form and runs it', async () => {
    const { page } = studio;
    const form = page.locator('rs-pack-test-form');
    const json = async () => JSON.parse((await fileText(page, PACK, FILE)) ?? '{}') as Record<string, unknown>;
    await createPackOnRoom25(page, PACK, 'My checks');
    await createFile(page, 'pack-test', 'nobody-dies-before-the-first-move', FILE);
    await form.locator('h2', { hasText: 'Edit pack test' }).waitFor();

    await form.locator('input[name=name]').fill('Nobody dies before the first move.');
    await form.locator('select[name=mode]').selectOption('room25:solo');
    await expect.poll(async () => (await json())['mode']).toBe('room25:solo');
    await form.locator('input[name=seats]').fill('1');
    await form.locator('select[name=expect-kind]').selectOption('event');
    await form.locator('input[name=expect-type]').fill('eliminated');
    await form.locator('input[name=expect-count]').fill('0');
    await form.getByRole('button', { name: 'Add expectation' }).click();
    await expect
      .poll(async () => json())
      .toMatchObject({
        name: 'Nobody dies before the first move.',
        mode: 'room25:solo',
        seats: 1,
      });
    await expect
      .poll(async () => (await json())['expect'])
      .toContainEqual({ expect: 'event', type: 'eliminated', count: 0 });
    await form.locator('li[data-expectation]', { hasText: 'Event eliminated never happens' }).waitFor();

    await form.getByRole('button', { name: 'Run this test' }).click();
    const verdict = form.locator('.verdict');
    await expect.poll(() => verdict.textContent(), { timeout: 90_000 }).toMatch(/Passed|Failed|Cannot run/);
    // The test file loads clean (a new test starts with one expectation: s0 decides first).
    await expect
      .poll(() => page.locator(`rs-problems li[data-file="${FILE}"][data-severity=error]`).count(), { timeout: 15_000 })
      .toBe(0);
    await form.locator('.run').scrollIntoViewIfNeeded();
    await studio.screenshot('pack-test-form');
    expect(await verdict.textContent()).toContain('Passed');

    // A form edit is one step of the editor's undo; an edit drops the verdict of the text before.
    await page.waitForTimeout(1200);
    await form.locator('select[name=expect-kind]').selectOption('flag');
    await form.locator('input[name=expect-flag]').fill('dark');
    await form.getByRole('button', { name: 'Add expectation' }).click();
    await expect.poll(async () => ((await json())['expect'] as unknown[]).length).toBe(3);
    await expect.poll(() => verdict.textContent()).not.toContain('Passed');
    await page.locator('rs-code-editor .monaco-editor .view-lines').click();
    await page.keyboard.press('Control+z');
    await expect.poll(async () => ((await json())['expect'] as unknown[]).length).toBe(2);
    await expect.poll(() => form.locator('li[data-expectation]').count()).toBe(2);
  }, 240_000);
});

describe('pack test form, a bundled test', () => {
  const studio = useStudio();

  it("shows room25's test read-only, its answers and expectations in words", async () => {
    const { page } = studio;
    const form = page.locator('rs-pack-test-form');
    await page.locator('rs-pack-list li[data-pack="room25"] button').click();
    await page
      .locator('rs-file-tree li[data-path="tests/acid-bath-kills-the-one-already-there.json"] button.file')
      .click();
    await form.locator('p.readonly').waitFor();
    expect(await form.locator('input[name=name]').isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: 'Add expectation' }).isDisabled()).toBe(true);
    expect(await form.locator('select[name=mode]').inputValue()).toBe('solo');
    // Once the engine has replayed them, the answers read as its option labels, with their ids.
    await form.locator('li[data-answer].checked', { hasText: 's0: Move' }).waitFor();
    await form.locator('li[data-answer].checked', { hasText: 'Acid Bath at row 2, column 3' }).waitFor();
    await form.locator('li[data-expectation]', { hasText: 'Kevin is eliminated' }).waitFor();
  }, 120_000);
});
