// Issue 6, browser test (1): a new author makes a pack on top of room25, a
// red room that eliminates whoever enters (trigger and effect picked from
// the vocabulary in the form), sees it checked and previewed, copies a
// bundled mode into the pack, adds the room to the copy's setup, deals a
// seed where the room lies next to the Central Room, plays until a character
// walks in, and sees the character eliminated.
import { describe, expect, it } from 'vitest';
import { addEffect } from './effect-picker-steps.ts';
import { useStudio } from './browser.ts';
import {
  addRoomToSetup,
  createPackOnRoom25,
  createRoomFile,
  expectNoProblems,
  seedWithRoomBesideCentre,
} from './authoring-steps.ts';
import { editorText, fileText } from './editor-text.ts';

const PACK = 'red-rooms';
const ROOM = 'rooms/red-alert.json';
const MODE = 'modes/solo.json';

describe('a new room in a copy of a bundled mode, played in the sandbox', () => {
  const studio = useStudio();

  it('creates a pack that depends on room25, and a room in it', async () => {
    const { page } = studio;
    await createPackOnRoom25(page, PACK, 'Red rooms');
    await createRoomFile(page, 'red-alert');
    await studio.screenshot('new-room-1-created');
  });

  it('fills the room form, picking the trigger and the effect from the vocabulary', async () => {
    const { page } = studio;
    await page.locator('rs-room-form input[name=name]').fill('Red Alert');
    await page.locator('rs-room-form select[name=colour]').selectOption('red');
    await page.locator('rs-room-form textarea[name=text]').fill('Whoever enters is eliminated.');
    await page.locator('rs-behaviour-form select[name=add-trigger]').selectOption('enter');
    await page.locator('rs-behaviour-form li.trigger[data-on=enter]').waitFor();
    await addEffect(page.locator('rs-behaviour-form'), 'eliminate');
    await expect
      .poll(() => page.locator('rs-behaviour-form select[aria-label="piece of effect 1 of trigger 1"]').inputValue(), {
        timeout: 10_000,
      })
      .toBe('name:piece');
    await expect
      .poll(async () => JSON.parse((await fileText(page, PACK, ROOM)) ?? '{}'))
      .toMatchObject({
        colour: 'red',
        triggers: [{ on: 'enter', do: [{ do: 'eliminate', piece: 'piece' }] }],
      });
    // The JSON beside the form shows the same, and the loader finds nothing wrong.
    await expect.poll(() => editorText(page), { timeout: 15_000 }).toContain('"do": "eliminate"');
    const tile = page.locator('rs-preview rs-room-tile article[data-colour=red]');
    await tile.waitFor();
    await expect(tile.locator('ul.effect-text li').first().textContent()).resolves.toContain(
      'When a piece arrives on a component: eliminates pieces',
    );
    await page.locator('rs-app .status', { hasText: 'All changes saved' }).waitFor();
    await expectNoProblems(page, PACK);
    await studio.screenshot('new-room-2-form-and-tile');
    await page.locator('rs-behaviour-form').scrollIntoViewIfNeeded();
    await studio.screenshot('new-room-2b-trigger-and-effect');
  });

  it('copies a bundled mode into the pack, with its references qualified', async () => {
    const { page } = studio;
    await page.locator('rs-pack-list li[data-pack="room25"] button').click();
    await page.locator(`rs-file-tree li[data-path="${MODE}"] button.file`).click();
    await page.getByRole('button', { name: 'Copy into my pack' }).click();
    await studio.screenshot('new-room-3a-copy-dialog');
    await page.locator(`rs-choice-dialog button[data-choice=${PACK}]`).click();
    await page.locator(`rs-file-tree li[data-path="${MODE}"] button.file[aria-current=true]`).waitFor();
    await expect.poll(() => fileText(page, PACK, MODE), { timeout: 15_000 }).toContain('"room25:central"');
    await page.locator('rs-complex-preview .cell[data-room="room25:central"]').waitFor();
    await studio.screenshot('new-room-3-mode-copied');
  });

  it('adds the room to the copy’s setup in place of some empty rooms', async () => {
    const { page } = studio;
    await addRoomToSetup(page, PACK, 'red-alert');
    await expect
      .poll(async () => JSON.parse((await fileText(page, PACK, MODE)) ?? '{}').setup.compositions[0].rooms)
      .toContainEqual({
        room: 'red-alert',
        count: 4,
      });
    await expect(page.locator(`rs-problems li[data-file^="${PACK}/"]`).count()).resolves.toBe(0);
    await studio.screenshot('new-room-4-setup');
  });

  it('finds a seed that deals the room next to the Central Room', async () => {
    const { page } = studio;
    const seed = await seedWithRoomBesideCentre(page, PACK, 'red-alert');
    expect(seed).toBeGreaterThan(0);
    // The packs loaded: the mode's pack and room25 always, the others if ticked.
    const packs = page.locator('rs-complex-preview input[name=pack]');
    await expect(
      packs.evaluateAll((els) => els.map((e) => [(e as HTMLInputElement).value, (e as HTMLInputElement).disabled])),
    ).resolves.toEqual(
      expect.arrayContaining([
        [PACK, true],
        ['room25', true],
        ['two-rooms', false],
      ]),
    );
    await studio.screenshot('new-room-5-seed');
  });

  it('plays until a character enters the room, and sees it eliminated', async () => {
    const { page } = studio;
    await page.locator('rs-complex-preview button', { hasText: 'Play' }).click();
    const options = page.locator('rs-sandbox .options button');
    await options.first().waitFor();
    // Answer what comes first (the starting clue, any question the mode asks before an action) until a move is offered.
    const move = page.locator('rs-sandbox .options button[data-option="action:move"]');
    for (let i = 0; i < 10 && !(await move.count()); i += 1) {
      const step = await page.locator('rs-sandbox .bar span', { hasText: /^step \d+$/ }).textContent();
      await options.first().click();
      await expect
        .poll(() => page.locator('rs-sandbox .bar span', { hasText: /^step \d+$/ }).textContent())
        .not.toBe(step);
    }
    await move.click();
    await page.locator('rs-sandbox .options button[data-option^="target:"]').first().waitFor();
    const red = page.locator(`rs-sandbox .cell[data-room="${PACK}:red-alert"]`);
    const targets = await page
      .locator('rs-sandbox .options button[data-option^="target:"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-option')));
    const reds = await red.evaluateAll((els) => els.map((e) => `target:${e.getAttribute('data-component') ?? ''}`));
    const target = targets.find((t) => t && reds.includes(t));
    expect(target).toBeTruthy();
    await studio.screenshot('new-room-6-about-to-enter');
    await page.locator(`rs-sandbox .options button[data-option="${target}"]`).click();
    await page.locator('rs-sandbox [data-testid=event-log] li', { hasText: /is eliminated/ }).waitFor();
    await page.locator('rs-sandbox li[data-piece][data-status=eliminated]').waitFor();
    await page.locator('rs-sandbox .result', { hasText: 'Game over' }).waitFor();
    await studio.screenshot('new-room-7-eliminated');
  });

  it('jumps along the timeline, inspects the state, and plays an exported replay back', async () => {
    const { page } = studio;
    const sandbox = page.locator('rs-sandbox');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sandbox.getByRole('button', { name: 'Export replay' }).click(),
    ]);
    const replayPath = (await download.path()) ?? '';
    await sandbox.locator('input[name=timeline]').fill('0');
    await sandbox.locator('.timeline', { hasText: /decision 0 of \d+/ }).waitFor();
    await sandbox.locator('li[data-piece][data-status=eliminated]').waitFor({ state: 'detached' });
    await sandbox.locator('rs-state-inspector summary', { hasText: 'State inspector' }).click();
    await sandbox.locator('rs-state-inspector details[data-part=pieces] summary').click();
    await expect(sandbox.locator('rs-state-inspector details[data-part=pieces] pre').textContent()).resolves.toContain(
      '"status": "active"',
    );
    await studio.screenshot('new-room-8-timeline-and-inspector');
    await sandbox.locator('#replay-input').setInputFiles(replayPath);
    await sandbox.locator('.timeline', { hasText: /decision (\d+) of \1$/ }).waitFor();
    await sandbox.locator('li[data-piece][data-status=eliminated]').waitFor();
    await expect(sandbox.locator('p.problems').count()).resolves.toBe(0);
    await studio.screenshot('new-room-9-replay-imported');
  });
});
