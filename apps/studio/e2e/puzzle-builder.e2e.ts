// Issue 12: the Puzzle card builder. A designer copies Escape Room's puzzle card
// "Next to red" into a pack of their own, changes the cell above the tested room
// in the grid editor (red → blue → green, then any room) and sees the JSON and the
// generated condition text follow; an edit typed in the JSON shows in the grid;
// undo takes a grid edit back. With a Puzzle-mode game running in the sandbox,
// the form draws its complex with the rooms where the card holds highlighted. A
// bundled crossed-out card shows its crossed positions, read-only.
import { describe, expect, it } from 'vitest';
import { useStudio } from './browser.ts';
import { fileText } from './editor-text.ts';

const PACK = 'my-puzzles';
const FILE = 'puzzles/01-adjacent-red.json';

describe('the puzzle card builder', () => {
  const studio = useStudio();

  const form = () => studio.page.locator('rs-puzzle-form');
  const cell = (at: string) => form().locator(`.pattern button[data-at="${at}"]`);
  const saved = async () => JSON.parse((await fileText(studio.page, PACK, FILE)) ?? '{}') as Record<string, unknown>;

  it('shows the Puzzle card form beside a copied puzzle card', async () => {
    const { page } = studio;
    await page.getByRole('button', { name: 'New pack' }).click();
    await page.locator('rs-new-pack-dialog input[name=id]').fill(PACK);
    await page.locator('rs-new-pack-dialog input[name=name]').fill('My puzzles');
    await page.locator('rs-new-pack-dialog input[name=dependency][value=room25]').check();
    await page.locator('rs-new-pack-dialog input[name=dependency][value=escape-room]').check();
    await page.getByRole('button', { name: 'Create pack' }).click();
    await page.locator(`rs-pack-list li[data-pack="${PACK}"][data-readonly="false"]`).waitFor();

    await page.locator('rs-pack-list li[data-pack="escape-room"] button').click();
    await page.locator(`rs-file-tree li[data-path="${FILE}"] button.file`).click();
    await form().locator('h2', { hasText: 'Puzzle card' }).waitFor();
    await page.getByRole('button', { name: 'Copy into my pack' }).click();
    await page.locator(`rs-choice-dialog button[data-choice=${PACK}]`).click();
    await expect.poll(() => fileText(page, PACK, FILE), { timeout: 15_000 }).toContain('adjacent-red');
    await page.locator(`rs-pack-list li[data-pack="${PACK}"] button`).click();
    await page.locator(`rs-file-tree li[data-path="${FILE}"] button.file`).click();
    await expect(form().locator('input[name=name]').inputValue()).resolves.toBe('Next to red');
    await expect(cell('-1,0').getAttribute('title')).resolves.toBe('red room');
    await expect(form().locator('fieldset').isDisabled()).resolves.toBe(false);
  });

  it('changes a cell in the grid, and the JSON and condition text follow', async () => {
    const text = form().locator('p.condition');
    const before = await text.textContent();
    await form().locator('select[name=brush]').selectOption('colour:blue');
    await cell('-1,0').click();
    await expect.poll(async () => JSON.stringify(await saved())).toContain('"b":"blue"');
    await expect.poll(() => text.textContent()).not.toBe(before);
    await expect(text.textContent()).resolves.toMatch(/blue/);
    await expect(cell('-1,0').getAttribute('title')).resolves.toBe('blue room');
    await form().locator('h2').scrollIntoViewIfNeeded();
    await studio.screenshot('puzzle-builder-1-grid');
  });

  it('takes a grid edit back with the editor’s undo', async () => {
    const { page } = studio;
    await form().locator('select[name=brush]').selectOption('colour:green');
    await cell('-1,0').click();
    await expect.poll(async () => JSON.stringify(await saved())).toContain('"b":"green"');
    // Undo in the editor takes the grid's change back (it went in as an edit, not a reload), and the
    // grid follows the JSON. Each form edit is its own undo step, so this goes back to blue.
    await page.locator('rs-code-editor .view-lines').click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => cell('-1,0').getAttribute('title'), { timeout: 15_000 }).toBe('blue room');
    await expect(JSON.stringify(await saved())).not.toContain('"b":"green"');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => cell('-1,0').getAttribute('title'), { timeout: 15_000 }).toBe('green room');
    await expect.poll(async () => JSON.stringify(await saved())).toContain('"b":"green"');
  });

  it('adds a cell within the bounds and refuses to clear the last one', async () => {
    await form().locator('select[name=brush]').selectOption('room');
    await cell('-1,0').click();
    await expect.poll(() => cell('-1,0').getAttribute('title')).toBe('any room');
    // A cell may require one kind of room, named from the packs; then it is cleared again.
    await form().locator('select[name=brush]').selectOption('kind:room25:central');
    await cell('1,0').click();
    await expect.poll(() => cell('1,0').getAttribute('title')).toBe('room25:central');
    await expect.poll(async () => JSON.stringify(await saved())).toContain('"def":"room25:central"');
    await cell('1,0').click();
    await expect.poll(() => cell('1,0').getAttribute('title')).toBe('no test');
    await form().locator('select[name=brush]').selectOption('room');
    // Clicking a cell set the way the brush sets clears it, but a pattern keeps at least one cell.
    await cell('-1,0').click();
    await form().locator('.problem', { hasText: 'at least one cell' }).waitFor();
    await expect.poll(() => cell('-1,0').getAttribute('title')).toBe('any room');
  });

  it('highlights the rooms of the running Puzzle-mode game where the card holds', async () => {
    const { page } = studio;
    await page.locator('rs-pack-list li[data-pack="escape-room"] button').click();
    await page.locator('rs-file-tree li[data-path="modes/puzzle.json"] button.file').click();
    await page.locator('rs-complex-preview button', { hasText: 'Play' }).click();
    await page.locator('rs-sandbox .options button').first().waitFor({ timeout: 30_000 });
    await page.locator(`rs-pack-list li[data-pack="${PACK}"] button`).click();
    await page.locator(`rs-file-tree li[data-path="${FILE}"] button.file`).click();
    const board = form().locator('.board[aria-label="Sandbox complex"]');
    await board.waitFor({ timeout: 15_000 });
    // "Any room above it, in some orientation": every room of the complex has a neighbour.
    await expect.poll(() => board.locator('[data-holds=yes]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const any = await board.locator('[data-holds=yes]').count();
    // Back to "a face-up blue room next to it": fewer rooms, computed by the engine on the same state.
    await form().locator('select[name=brush]').selectOption('colour:blue');
    await cell('-1,0').click();
    await expect.poll(() => board.locator('[data-holds=yes]').count()).toBeLessThan(any);
    await page.getByRole('button', { name: 'Editor only' }).click();
    await board.scrollIntoViewIfNeeded();
    await studio.screenshot('puzzle-builder-2-sandbox');
    await form().locator('select[name=brush]').selectOption('room');
    await cell('-1,0').click();
    await expect.poll(() => board.locator('[data-holds=yes]').count()).toBe(any);
  }, 90_000);

  it('draws a bundled crossed-out card as crossed positions of the complex, read-only', async () => {
    const { page } = studio;
    await page.getByRole('button', { name: 'Editor only' }).click();
    await page.locator('rs-pack-list li[data-pack="escape-room"] button').click();
    await page.locator('rs-file-tree li[data-path="puzzles/19-crossed-north-west.json"] button.file').click();
    await form().locator('.readonly').waitFor();
    await expect(form().locator('.pattern button.crossed').count()).resolves.toBe(3);
    await expect(cell('0,0').isDisabled()).resolves.toBe(true);
    await form().locator('.pattern').scrollIntoViewIfNeeded();
    await studio.screenshot('puzzle-builder-3-crossed-out');
  });
});
