// Issue 14, one undo step per form edit: a name typed letter by letter into
// the room form is one step of the editor's undo, and a colour picked after
// it another; Ctrl+Z in the JSON takes back the colour first, then the whole
// name.
import { describe, expect, it } from 'vitest';
import { useStudio } from './browser.ts';
import { createPackOnRoom25, createRoomFile } from './authoring-steps.ts';
import { fileText } from './editor-text.ts';

const PACK = 'undo-steps';
const ROOM = 'rooms/steps.json';

describe('undo after form edits', () => {
  const studio = useStudio();

  it('takes back a colour, then a whole typed name, one step each', async () => {
    const { page } = studio;
    await createPackOnRoom25(page, PACK, 'Undo steps');
    await createRoomFile(page, 'steps');
    const room = async () => JSON.parse((await fileText(page, PACK, ROOM)) ?? '{}');
    const first = await room();
    const name = page.locator('rs-room-form input[name=name]').first();
    await name.fill('');
    await expect.poll(async () => JSON.stringify((await room()).name)).not.toBe(JSON.stringify(first.name));
    const cleared = await room();
    await page.waitForTimeout(1200);
    await name.pressSequentially('Keyed Room', { delay: 40 });
    await expect.poll(async () => JSON.stringify((await room()).name)).toContain('Keyed Room');
    const named = await room();
    await page.waitForTimeout(1200);
    const colour = page.locator('rs-room-form select[name=colour]');
    const other = named.colour === 'red' ? 'green' : 'red';
    await colour.selectOption(other);
    await expect.poll(async () => (await room()).colour).toBe(other);
    await page.locator('rs-code-editor .monaco-editor .view-lines').click();
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await room()).colour).toBe(named.colour);
    expect((await room()).name).toEqual(named.name);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await room()).name).toEqual(cleared.name);
  }, 120_000);
});
