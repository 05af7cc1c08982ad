// Issue 14, Done when: a designer builds a room whose condition and target are
// made with pickers only (no text typed into a JSON field), sets up a
// situation by hand in the sandbox (the room placed next to the Central Room,
// face up), plays into it, saves that moment as a pack test (expectations
// ticked from the state, the file previewed first) and runs it green in the
// Tests panel.
import { describe, expect, it } from 'vitest';
import { useStudio } from './browser.ts';
import { createPackOnRoom25, createRoomFile, expectNoProblems } from './authoring-steps.ts';
import { fileText } from './editor-text.ts';
import { addEffect } from './effect-picker-steps.ts';

const PACK = 'keyed-situations';
const ROOM = 'rooms/keyed.json';
const MODE = 'modes/solo.json';
const IF = 'if of effect 1 of trigger 1';
const TARGET = 'piece of effect 1 of then of effect 1 of trigger 1';
const NAME = 'The keyed room eliminates whoever enters without a key';
const TEST = 'the-keyed-room-eliminates-whoever-enters-without-a-key';

describe('a situation set up by hand, saved as a test', () => {
  const studio = useStudio();

  it('builds the room with pickers only: whoever enters without a key is eliminated', async () => {
    const { page } = studio;
    await createPackOnRoom25(page, PACK, 'Keyed situations');
    await createRoomFile(page, 'keyed');
    const slot = (label: string) => page.locator(`rs-behaviour-form select[aria-label="${label}"]`);
    await page.locator('rs-behaviour-form select[name=add-trigger]').selectOption('enter');
    await addEffect(page.locator('rs-behaviour-form'), 'if', 'triggers/0/do');
    await slot(IF).selectOption('branch:eq');
    await slot(`a of ${IF}`).selectOption('branch:piece-var');
    await slot(`of of a of ${IF}`).selectOption('name:piece');
    await page.locator(`rs-behaviour-form input[aria-label="name of a of ${IF}"]`).fill('keys');
    await page.keyboard.press('Tab');
    await slot(`b of ${IF}`).selectOption('literal:number');
    await slot(TARGET).selectOption('name:piece');
    await expect
      .poll(async () => JSON.parse((await fileText(page, PACK, ROOM)) ?? '{}').triggers?.[0]?.do?.[0])
      .toEqual({
        do: 'if',
        if: { op: 'eq', a: { op: 'piece-var', of: 'piece', name: 'keys' }, b: 0 },
        then: [{ do: 'eliminate', piece: 'piece' }],
      });
    // No field was typed as JSON: every raw-JSON toggle is still off.
    const pressed = await page
      .locator('rs-behaviour-form button[aria-pressed=true]', { hasText: /JSON/ })
      .count()
      .catch(() => 0);
    expect(pressed).toBe(0);
  }, 120_000);

  it('copies a bundled mode into the pack and opens it in the sandbox', async () => {
    const { page } = studio;
    await page.locator('rs-pack-list li[data-pack="room25"] button').click();
    await page.locator(`rs-file-tree li[data-path="${MODE}"] button.file`).click();
    await page.getByRole('button', { name: 'Copy into my pack' }).click();
    await page.locator(`rs-choice-dialog button[data-choice=${PACK}]`).click();
    await expect.poll(() => fileText(page, PACK, MODE), { timeout: 15_000 }).toContain('"room25:central"');
    await page.locator('rs-complex-preview .cell[data-room="room25:central"]').waitFor();
    await page.locator('rs-complex-preview button', { hasText: 'Play' }).click();
    await page.locator('rs-sandbox .options button').first().waitFor({ timeout: 30_000 });
  }, 90_000);

  it('sets up the situation by hand: the keyed room above the Central Room, face up', async () => {
    const { page } = studio;
    await page.locator('rs-sandbox').getByRole('button', { name: 'Edit situation' }).click();
    const form = page.locator('rs-situation-form');
    const room = form.locator('select[aria-label="Room at row 2, column 3"]');
    await room.waitFor({ timeout: 15_000 });
    await room.selectOption(`${PACK}:keyed`);
    await form.locator('input[aria-label="Room at row 2, column 3 face up"]').check();
    await form.locator('legend', { hasText: 'Rooms on the cells' }).scrollIntoViewIfNeeded();
    await studio.screenshot('situation-1-edit');
    await form.getByRole('button', { name: 'Play from here' }).click();
    await page.locator('rs-sandbox [data-situation=edited]').waitFor({ timeout: 15_000 });
    const keyed = page.locator(`rs-sandbox .cell[data-room="${PACK}:keyed"]`);
    await expect(keyed.count()).resolves.toBe(1);
    await expect(keyed.getAttribute('class')).resolves.not.toContain('down');
  }, 60_000);

  it('plays into the keyed room: the character is eliminated', async () => {
    const { page } = studio;
    const options = page.locator('rs-sandbox .options button');
    await options.first().waitFor({ timeout: 15_000 });
    const move = page.locator('rs-sandbox .options button[data-option="action:move"]');
    const stepText = () => page.locator('rs-sandbox .bar span', { hasText: /^step \d+$/ }).textContent();
    for (let i = 0; i < 10 && !(await move.count()); i += 1) {
      const step = await stepText();
      await options.first().click();
      await expect.poll(stepText).not.toBe(step);
    }
    await move.click();
    const component = await page.locator(`rs-sandbox .cell[data-room="${PACK}:keyed"]`).getAttribute('data-component');
    await page.locator(`rs-sandbox .options button[data-option="target:${component}"]`).click();
    await page.locator('rs-sandbox li[data-piece][data-status=eliminated]').waitFor({ timeout: 15_000 });
    await page.locator('rs-sandbox .result', { hasText: 'Game over' }).waitFor();
    await studio.screenshot('situation-2-eliminated');
  }, 60_000);

  it('saves the moment as a test: expectations ticked from the state, the file previewed first', async () => {
    const { page } = studio;
    await page.locator('rs-sandbox').getByRole('button', { name: 'Save this moment as a test' }).click();
    const form = page.locator('rs-save-moment');
    await form.locator('input[name=test-name]').fill(NAME);
    const eliminated = form.locator('label', { hasText: / is eliminated$/ }).locator('input');
    await expect(eliminated.count()).resolves.toBe(1);
    await eliminated.check();
    await form
      .locator('label', { hasText: /^\s*The game ended:/ })
      .locator('input')
      .check();
    const preview = form.locator('[data-testid=test-preview]');
    const text = (await preview.textContent()) ?? '';
    const test = JSON.parse(text);
    expect(test).toMatchObject({ kind: 'pack-test', id: TEST, mode: `${PACK}:solo`, seats: 1 });
    expect(test.layout.grid[1][2]).toBe(`${PACK}:keyed`);
    expect(test.answers.length).toBeGreaterThan(0);
    expect(test.expect).toEqual([
      expect.objectContaining({ expect: 'figure', eliminated: true }),
      expect.objectContaining({ expect: 'outcome' }),
    ]);
    await form.scrollIntoViewIfNeeded();
    await studio.screenshot('situation-3-save-preview');
    await form.getByRole('button', { name: 'Save test' }).click();
    await expect.poll(() => fileText(page, PACK, `tests/${TEST}.json`), { timeout: 10_000 }).toBe(text);
  }, 60_000);

  it('runs the saved test green in the Tests panel', async () => {
    const { page } = studio;
    await page.locator(`rs-pack-list li[data-pack="${PACK}"] button`).click();
    const row = page.locator(`rs-pack-tests li[data-test="${TEST}"]`);
    await row.waitFor({ timeout: 15_000 });
    await page.locator('rs-app .status', { hasText: 'All changes saved' }).waitFor();
    await expectNoProblems(page, PACK);
    await page.locator('rs-pack-tests').getByRole('button', { name: 'Run tests' }).click();
    await expect
      .poll(() => page.locator('rs-pack-tests .summary').textContent(), { timeout: 60_000 })
      .toContain('1 passed, 0 failed');
    expect(await row.getAttribute('class')).toBe('pass');
    await row.scrollIntoViewIfNeeded();
    await studio.screenshot('situation-4-test-green');
  }, 120_000);
});
