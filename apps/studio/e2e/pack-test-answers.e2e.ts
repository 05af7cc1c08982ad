// Issue 14, answers picked from the engine's options: the pack test form replays the test's answers
// in the engine worker and offers the next decision's options by label; picking one appends it. An
// answer that no longer matches an option (here: two answers swapped) is flagged with the reason.
import { describe, expect, it } from 'vitest';
import { createFile, createPackOnRoom25 } from './authoring-steps.ts';
import { useStudio } from './browser.ts';
import { fileText } from './editor-text.ts';

const PACK = 'my-answers';
const FILE = 'tests/first-moves.json';

describe('pack test form, answers from the engine', () => {
  const studio = useStudio();

  it('appends answers picked from the offered options and flags one that no longer matches', async () => {
    const { page } = studio;
    const form = page.locator('rs-pack-test-form');
    const answers = async () =>
      ((JSON.parse((await fileText(page, PACK, FILE)) ?? '{}') as { answers?: unknown[] }).answers ?? []) as Array<{
        seat: string;
        option: string;
      }>;
    await createPackOnRoom25(page, PACK, 'My answers');
    await createFile(page, 'pack-test', 'first-moves', FILE);
    await form.locator('select[name=mode]').selectOption('room25:solo');
    await form.locator('input[name=seats]').fill('1');

    // The first decision's options come from the engine, by label; the picked one is appended.
    const pick = form.locator('.next select[name=next-s0]');
    await pick.waitFor({ timeout: 60_000 });
    const first = (await pick.locator('option').allTextContents()).map((t) => t.trim());
    expect(first.length).toBeGreaterThan(1);
    expect(first.every((label) => label.length > 0)).toBe(true);
    const firstId = await pick.inputValue();
    await form.locator('.next').getByRole('button', { name: 'Add answer' }).click();
    await expect.poll(answers).toEqual([{ seat: 's0', option: firstId }]);

    // The next decision (after the first answer) offers other options; pick its last one.
    await expect
      .poll(async () => (await pick.locator('option').allTextContents()).join('|'), { timeout: 60_000 })
      .not.toBe(first.join('|'));
    const secondId = await pick.locator('option').last().getAttribute('value');
    await pick.selectOption(secondId ?? '');
    await form.locator('.next').getByRole('button', { name: 'Add answer' }).click();
    await expect.poll(answers).toEqual([
      { seat: 's0', option: firstId },
      { seat: 's0', option: secondId },
    ]);
    // Each answer reads as the engine's label, checked against the replay.
    await expect.poll(() => form.locator('li[data-answer].checked').count(), { timeout: 60_000 }).toBe(2);
    expect(await form.locator('li[data-answer="0"]').textContent()).toContain(firstId);
    await form.locator('.next select[name=next-s0]').waitFor();
    await form.locator('fieldset[aria-label=Answers]').scrollIntoViewIfNeeded();
    await studio.screenshot('pack-test-answers-picked');

    // Swapped, the second answer comes first, where the engine does not offer it: flagged, with why.
    await form.getByRole('button', { name: 'Move answer 2 up' }).click();
    await expect.poll(answers).toEqual([
      { seat: 's0', option: secondId },
      { seat: 's0', option: firstId },
    ]);
    const flagged = form.locator('li[data-answer="0"].refused [role=alert]');
    await flagged.waitFor({ timeout: 60_000 });
    expect(await flagged.textContent()).toContain(
      `Answer 1 no longer matches an option: “${secondId}” is not an option of s0`,
    );
    expect(await form.locator('li[data-answer="1"]').textContent()).toContain('not replayed');
    expect(await form.locator('.next').textContent()).toContain('Fix or remove answer 1');
    await form.locator('fieldset[aria-label=Answers]').scrollIntoViewIfNeeded();
    await studio.screenshot('pack-test-answers-flagged');

    // Removing it leaves the first answer, checked again, and the picker back.
    await form.getByRole('button', { name: 'Remove answer 1' }).click();
    await expect.poll(answers).toEqual([{ seat: 's0', option: firstId }]);
    await expect.poll(() => form.locator('li[data-answer].checked').count(), { timeout: 60_000 }).toBe(1);
    await form.locator('.next select[name=next-s0]').waitFor();
  }, 240_000);
});
