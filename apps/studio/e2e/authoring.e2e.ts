// The author's round trip: create a pack and a room, see a typo reported on
// the right line, reload and find the work still there, then export, delete
// and import the pack and get the same bytes back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { screenshotDir, useStudio } from './browser.ts';
import { editorText } from './editor-text.ts';

const ROOM = 'my-rooms/rooms/acid-bath.json';

describe('authoring a pack in the studio', () => {
  const studio = useStudio();

  async function exportZip(name: string): Promise<Buffer> {
    const { page } = studio;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export my-rooms as zip' }).click(),
    ]);
    const file = path.join(screenshotDir, `${name}.zip`);
    await download.saveAs(file);
    expect(download.suggestedFilename()).toBe('my-rooms-0.1.0.zip');
    return readFileSync(file);
  }

  it('creates a pack that depends on a bundled one, and a room in it', async () => {
    const { page } = studio;
    await page.getByRole('button', { name: 'New pack' }).click();
    await page.locator('rs-new-pack-dialog input[name=id]').fill('my-rooms');
    await page.locator('rs-new-pack-dialog input[name=name]').fill('My rooms');
    await page.locator('rs-new-pack-dialog input[name=dependency]').first().check();
    await studio.screenshot('authoring-new-pack-dialog');
    await page.getByRole('button', { name: 'Create pack' }).click();
    await page.locator('rs-pack-list li[data-pack="my-rooms"][data-readonly="false"]').waitFor();

    await page.getByRole('button', { name: 'New file' }).click();
    await page.locator('rs-new-file-dialog input[name=id]').fill('acid-bath');
    await page.getByRole('button', { name: 'Create file' }).click();
    await page.locator('rs-file-tree li[data-path="rooms/acid-bath.json"] button.file[aria-current=true]').waitFor();
    await expect.poll(() => editorText(page), { timeout: 15_000 }).toContain('"id": "acid-bath"');
    await page.locator('rs-preview rs-room-tile h3', { hasText: 'Acid Bath' }).waitFor();
  });

  it('updates the tile preview as the name is edited', async () => {
    const { page } = studio;
    const name = page.locator('rs-code-editor .view-line', { hasText: '"Acid Bath"' }).first();
    await expect.poll(() => name.boundingBox(), { timeout: 15_000 }).not.toBeNull();
    await page.locator('rs-code-editor .view-lines').click();
    await page.keyboard.press('Control+F');
    await page.keyboard.type('Acid Bath');
    await page.keyboard.press('Escape');
    await page.keyboard.type('Acid Pool');
    await page.locator('rs-preview rs-room-tile h3', { hasText: 'Acid Pool' }).waitFor();
    await studio.screenshot('authoring-room-preview');
  });

  it('edits the room through the form, and the JSON and the tile follow', async () => {
    const { page } = studio;
    await page.locator('rs-room-form select[name=colour]').selectOption('red');
    await page.locator('rs-room-form input[name=copies]').fill('2');
    await page.locator('rs-room-form textarea[name=text]').fill('Room for one.');
    await page.locator('rs-preview rs-room-tile article[data-colour=red]').waitFor();
    await expect.poll(() => editorText(page), { timeout: 15_000 }).toMatch(/"colour": "red"/);
    await expect
      .poll(() => editorText(page))
      .toMatch(/"colour": "red",\n {2}"copies": 2,\n {2}"text": "Room for one\."\n}/);
    await studio.screenshot('authoring-room-form');
    // Undo in the editor takes the form's last change back: it went in as an edit, not a reload.
    await page.locator('rs-code-editor .view-lines').click();
    await page.keyboard.press('Control+z');
    await expect
      .poll(() => page.locator('rs-room-form textarea[name=text]').inputValue(), { timeout: 15_000 })
      .toBe('');
    await page.keyboard.press('Control+Shift+z');
    await expect
      .poll(() => page.locator('rs-room-form textarea[name=text]').inputValue(), { timeout: 15_000 })
      .toBe('Room for one.');
    // The colour list still shows the JSON's colour after the form re-renders.
    await expect(page.locator('rs-room-form select[name=colour]').inputValue()).resolves.toBe('red');
  });

  it('gives the room a French name through the form, written as a language map', async () => {
    const { page } = studio;
    const form = page.locator('rs-room-form');
    await form.getByLabel('Language code').fill('fr');
    await form.getByRole('button', { name: 'Add language' }).click();
    await form.locator('input[name=name-fr]').fill("Bain d'acide");
    await expect
      .poll(() => editorText(page), { timeout: 15_000 })
      .toMatch(/"name": \{\n {4}"en": "Acid Pool",\n {4}"fr": "Bain d'acide"\n {2}\}/);
    await expect(form.locator('input[name=name]').inputValue()).resolves.toBe('Acid Pool');
    await expect(form.locator('select[name=colour]').inputValue()).resolves.toBe('red');
    await studio.screenshot('authoring-room-form-names');
  });

  it('shows a typo as a marker on its line and as an entry in the Problems panel', async () => {
    const { page } = studio;
    await page.locator('rs-code-editor .view-lines').click();
    // Delete the comma that ends line 2 ("kind": "room",): line 3 now lacks one before it.
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    const entry = page.locator(`rs-problems li[data-file="${ROOM}"][data-severity=error]`);
    await page.locator(`rs-problems li[data-file="${ROOM}"][data-line="3"]`).waitFor();
    await expect(entry.count()).resolves.toBe(1);
    await expect(entry.textContent()).resolves.toMatch(new RegExp(`${ROOM}:3:3\\s*invalid JSON: expected ","`));
    // A squiggle sits on the third line of the editor (line height 21px → top 42px).
    const squiggleTops = () =>
      page
        .locator('rs-code-editor .view-overlays .squiggly-error')
        .evaluateAll((els) => els.map((el) => (el.parentElement as HTMLElement).style.top));
    await expect.poll(squiggleTops, { timeout: 15_000 }).toContain('42px');
    // Hovering it shows the loader's message (Monaco's own JSON check words it differently).
    const box = await page.locator('rs-code-editor .view-line').nth(2).boundingBox();
    if (!box) throw new Error('line 3 is not rendered');
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.locator('.monaco-hover', { hasText: 'invalid JSON: expected ","' }).first().waitFor();
    await studio.screenshot('authoring-typo-marker');
  });

  it('jumps to the problem when its entry is activated from the keyboard', async () => {
    const { page } = studio;
    await page.keyboard.press('Control+End');
    await page.locator(`rs-problems li[data-file="${ROOM}"] button`).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => {
      const status = document.querySelector('rs-code-editor .monaco-editor');
      return status?.contains(document.activeElement) ?? false;
    });
    // Monaco draws the current line on its next animation frame after the cursor moved.
    const line = () =>
      page
        .locator('rs-code-editor .view-overlays .current-line')
        .first()
        .evaluate((el) => (el.parentElement as HTMLElement).style.top);
    await expect.poll(line).toBe('42px');
  });

  it('keeps the pack and the typo after a reload', async () => {
    const { page } = studio;
    await page.locator('rs-app .status', { hasText: 'All changes saved' }).waitFor();
    await page.reload();
    await page.locator('rs-pack-list li[data-pack="my-rooms"]').waitFor();
    await page.locator(`rs-problems li[data-file="${ROOM}"]`).waitFor();
    await expect(editorText(page)).resolves.toMatch(/"kind": "room"\n {2}"id"/);
    await studio.screenshot('authoring-after-reload');
  });

  it('keeps an edit made just before the page is reloaded', async () => {
    const { page } = studio;
    await page.locator('rs-code-editor .view-lines').click();
    await page.keyboard.press('Control+End');
    const before = await page.locator('rs-code-editor .view-line').count();
    await page.keyboard.type('\n');
    await page.reload();
    await page.locator('rs-pack-list li[data-pack="my-rooms"]').waitFor();
    await page.locator('rs-code-editor .view-lines').waitFor();
    await expect(page.locator('rs-code-editor .view-line').count()).resolves.toBe(before + 1);
  });

  it('exports, deletes and imports the pack back byte for byte', async () => {
    const { page } = studio;
    const first = await exportZip('my-rooms-first');
    await page.getByRole('button', { name: 'Delete pack my-rooms' }).click();
    await studio.screenshot('authoring-delete-confirm');
    await page.locator('rs-choice-dialog button[data-choice=delete]').click();
    await page.locator('rs-pack-list li[data-pack="my-rooms"]').waitFor({ state: 'detached' });

    await page.locator('rs-app #import-input').setInputFiles(path.join(screenshotDir, 'my-rooms-first.zip'));
    await page.locator('rs-pack-list li[data-pack="my-rooms"]').waitFor();
    await page.locator(`rs-problems li[data-file="${ROOM}"][data-line="3"]`).waitFor();
    const second = await exportZip('my-rooms-second');
    expect(unzipSync(second)).toEqual(unzipSync(first));
    expect(second.equals(first)).toBe(true);
    expect(Object.keys(unzipSync(first))).toEqual(['roomsmith-bundle.json', 'pack.json', 'rooms/acid-bath.json']);
  });

  it('asks before importing a pack whose id is taken, and can import it renamed', async () => {
    const { page } = studio;
    const bytes = [...readFileSync(path.join(screenshotDir, 'my-rooms-first.zip'))];
    await page.evaluate((data) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], 'my-rooms.zip', { type: 'application/zip' }));
      const aside = document.querySelector('rs-app')?.shadowRoot?.querySelector('aside');
      aside?.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, bytes);
    await page.locator('rs-choice-dialog button[data-choice=rename]').waitFor();
    await studio.screenshot('authoring-import-conflict');
    await page.locator('rs-choice-dialog button[data-choice=rename]').click();
    await page.locator('rs-pack-list li[data-pack="my-rooms-2"]').waitFor();
  });
});
