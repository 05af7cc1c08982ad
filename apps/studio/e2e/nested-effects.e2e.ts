// Nested effect lists as forms: an author builds a room whose `enter` trigger
// runs an `if` with an `eliminate` in its `then`, entirely through the
// behaviour form (adding, reordering and removing nested effects, from the
// keyboard too), sees the JSON and the tile text follow, then plays it beside
// the editor and watches the piece that walks in get eliminated.
import { describe, expect, it } from 'vitest';
import { addEffect } from './effect-picker-steps.ts';
import { type StudioSession, useStudio } from './browser.ts';
import {
  addRoomToSetup,
  copyFromRoom25,
  createPackOnRoom25,
  createRoomFile,
  expectNoProblems,
  seedWithRoomBesideCentre,
} from './authoring-steps.ts';
import { editorText, fileText } from './editor-text.ts';

const PACK = 'nested-rooms';
const ROOM = 'rooms/trapdoor.json';
const MODE = 'modes/solo.json';
const THEN = 'triggers/0/do/0/then';
/** Holds when the room the trigger fires on has a piece on it (the one that just entered). */
const SOMEONE_HERE = '{"op": "ge", "a": {"op": "count", "of": {"select": "pieces", "on": "self"}}, "b": 1}';

const room = async (studio: StudioSession) => JSON.parse((await fileText(studio.page, PACK, ROOM)) ?? '{}');

describe('nested effect lists edited as forms', () => {
  const studio = useStudio();

  it('creates a pack on room25 and a room in it', async () => {
    const { page } = studio;
    await createPackOnRoom25(page, PACK, 'Nested rooms');
    await createRoomFile(page, 'trapdoor');
    await page.locator('rs-room-form input[name=name]').fill('Trapdoor');
    await page.locator('rs-room-form select[name=colour]').selectOption('red');
  });

  it('builds an enter trigger running an if whose then eliminates, through the form', async () => {
    const { page } = studio;
    const form = page.locator('rs-behaviour-form');
    await form.locator('select[name=add-trigger]').selectOption('enter');
    await addEffect(form, 'if', 'triggers/0/do');
    // The if starts as its schema example; its then is a list of effect rows, not JSON text.
    const thenList = form.locator(`fieldset.nested[data-path="${THEN}"]`);
    await thenList.waitFor();
    await expect(thenList.locator('legend').textContent()).resolves.toContain('then');
    // The condition starts empty (no unrelated example); here it is typed as JSON, the advanced way.
    await form.getByRole('button', { name: 'Edit if of effect 1 of trigger 1 as JSON' }).click();
    await form.locator('li.effect[data-do=if] input[data-param=if]').fill(SOMEONE_HERE);
    await page.keyboard.press('Tab');
    // Empty the then list from the keyboard, then add two effects picked from the vocabulary.
    await form.getByRole('button', { name: 'Remove effect 1 of then of effect 1 of trigger 1' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await room(studio)).triggers[0].do[0].then).toEqual([]);
    const addToThen = form.locator(`input[name=add-effect][data-path="${THEN}"]`);
    await expect(addToThen.getAttribute('aria-label')).resolves.toBe('Add effect to then of effect 1 of trigger 1');
    await addEffect(form, 'escape', THEN);
    await thenList.locator('li.effect[data-do=escape]').waitFor();
    await addEffect(form, 'eliminate', THEN);
    await thenList.locator('li.effect[data-effect="1"][data-do=eliminate]').waitFor();
    // Move the eliminate up with the keyboard: focus follows it.
    await form.getByRole('button', { name: 'Move effect 2 of then of effect 1 of trigger 1 up' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await room(studio)).triggers[0].do[0].then.map((e: { do: string }) => e.do))
      .toEqual(['eliminate', 'escape']);
    await expect
      .poll(() =>
        page.evaluate(() => {
          let el: Element | null = document.activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          return el?.getAttribute('aria-label') ?? '';
        }),
      )
      .toBe('Move effect 1 of then of effect 1 of trigger 1 down');
    await thenList.locator('li.effect[data-effect="0"][data-do=eliminate]').waitFor();
    await studio.screenshot('nested-effects-1-reordered');
    await form.getByRole('button', { name: 'Remove effect 2 of then of effect 1 of trigger 1' }).click();
    await expect
      .poll(() => room(studio))
      .toMatchObject({
        triggers: [
          {
            on: 'enter',
            do: [{ do: 'if', if: JSON.parse(SOMEONE_HERE), then: [{ do: 'eliminate', piece: 'piece' }] }],
          },
        ],
      });
    await expect(
      thenList.locator('select[aria-label="piece of effect 1 of then of effect 1 of trigger 1"]').inputValue(),
    ).resolves.toBe('name:piece');
  });

  it('shows the nesting in the JSON, the tile text and the form, and the loader finds nothing wrong', async () => {
    const { page } = studio;
    await expect.poll(() => editorText(page), { timeout: 15_000 }).toContain('"then": [');
    const tile = page.locator('rs-preview rs-room-tile article[data-colour=red]');
    await expect
      .poll(() => tile.locator('ul.effect-text li').first().textContent())
      .toMatch(/^When a piece arrives on a component: .*then: eliminates pieces \(piece piece\)/i);
    await page.locator('rs-app .status', { hasText: 'All changes saved' }).waitFor();
    await expectNoProblems(page, PACK);
    await page.locator('rs-behaviour-form fieldset.nested[data-list=then]').scrollIntoViewIfNeeded();
    await studio.screenshot('nested-effects-2-form-and-json');
    await tile.locator('ul.effect-text').scrollIntoViewIfNeeded();
    await studio.screenshot('nested-effects-2b-tile-text');
  });

  it('follows a JSON edit of a nested list back into the form', async () => {
    const { page } = studio;
    const text = (await fileText(page, PACK, ROOM)) ?? '';
    const doc = JSON.parse(text);
    doc.triggers[0].do[0].else = [{ do: 'eliminate', piece: 'piece' }];
    // Select everything in Monaco and paste the new text (a paste keeps the text as it is).
    await page.locator('rs-code-editor .view-lines').click();
    await page.keyboard.press('Control+A');
    await page.evaluate(
      (next) => {
        const data = new DataTransfer();
        data.setData('text/plain', next);
        document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
      },
      JSON.stringify(doc, null, 2),
    );
    await expect.poll(async () => (await room(studio)).triggers[0].do[0].else).toHaveLength(1);
    const elseList = page.locator('rs-behaviour-form fieldset.nested[data-path="triggers/0/do/0/else"]');
    await elseList.locator('li.effect[data-do=eliminate]').waitFor();
    await elseList.getByRole('button', { name: 'Remove effect 1 of else of effect 1 of trigger 1' }).click();
    await expect.poll(async () => (await room(studio)).triggers[0].do[0].else).toEqual([]);
    await expect(elseList.locator('li.effect').count()).resolves.toBe(0);
  });

  it('puts the room in a copy of Solo next to the Central Room', async () => {
    const { page } = studio;
    await copyFromRoom25(page, PACK, MODE, '"room25:central"');
    await addRoomToSetup(page, PACK, 'trapdoor');
    const seed = await seedWithRoomBesideCentre(page, PACK, 'trapdoor');
    expect(seed).toBeGreaterThan(0);
  });

  it('plays beside the room’s form and sees the nested eliminate happen', async () => {
    const { page } = studio;
    await page.locator('rs-complex-preview button', { hasText: 'Play' }).click();
    const sandbox = page.locator('rs-sandbox');
    const options = sandbox.locator('.options button');
    await options.first().waitFor({ timeout: 15_000 });
    // Open the room beside the game: the game stays on screen.
    await page.locator(`rs-file-tree li[data-path="${ROOM}"] button.file`).click();
    await page.locator('rs-behaviour-form li.effect[data-do=if]').waitFor();
    await expect(page.getByRole('button', { name: 'Side by side' }).getAttribute('aria-pressed')).resolves.toBe('true');
    const move = sandbox.locator('.options button[data-option="action:move"]');
    for (let i = 0; i < 10 && !(await move.count()); i += 1) {
      const step = await sandbox.locator('.bar span', { hasText: /^step \d+$/ }).textContent();
      await options.first().click();
      await expect.poll(() => sandbox.locator('.bar span', { hasText: /^step \d+$/ }).textContent()).not.toBe(step);
    }
    await move.click();
    await sandbox.locator('.options button[data-option^="target:"]').first().waitFor();
    const targets = await sandbox
      .locator('.options button[data-option^="target:"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-option')));
    const trapdoors = await sandbox
      .locator(`.cell[data-room="${PACK}:trapdoor"]`)
      .evaluateAll((els) => els.map((e) => `target:${e.getAttribute('data-component') ?? ''}`));
    const target = targets.find((t) => t && trapdoors.includes(t));
    expect(target).toBeTruthy();
    await sandbox.locator(`.options button[data-option="${target}"]`).click();
    await sandbox.locator('[data-testid=event-log] li', { hasText: /is eliminated/ }).waitFor();
    await sandbox.locator('li[data-piece][data-status=eliminated]').waitFor();
    await studio.screenshot('nested-effects-3-played-side-by-side');
    await page.locator('rs-behaviour-form fieldset.nested[data-list=then]').scrollIntoViewIfNeeded();
    await studio.screenshot('nested-effects-3b-form-beside-the-game');
  });

  it('edits a choose-option’s options, each with its own effect list, and takes it away again', async () => {
    const { page } = studio;
    await page.getByRole('button', { name: 'Editor only' }).click();
    const form = page.locator('rs-behaviour-form');
    await addEffect(form, 'choose-option', 'triggers/0/do');
    const options = form.locator('fieldset.records[data-path="triggers/0/do/1/options"]');
    const count = await options.locator('li.record').count();
    await options.getByRole('button', { name: 'Add to options of effect 2 of trigger 1' }).click();
    await options.locator(`li.record[data-record="${count}"]`).waitFor();
    await addEffect(options, 'eliminate', `triggers/0/do/1/options/${count}/do`);
    await expect
      .poll(async () => (await room(studio)).triggers[0].do[1].options[count].do)
      .toEqual([{ do: 'eliminate', piece: 'piece' }]);
    await options.scrollIntoViewIfNeeded();
    await studio.screenshot('nested-effects-4-choose-option');
    await form.getByRole('button', { name: 'Remove effect 2 of trigger 1' }).click();
    await expect.poll(async () => (await room(studio)).triggers[0].do).toHaveLength(1);
  });
});
