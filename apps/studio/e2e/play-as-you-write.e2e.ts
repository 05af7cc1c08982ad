// Issue 6, play as you write: a sandbox game of a copied mode with a room of
// the author's stays open while the room is edited; every edit replays the
// recorded answers over the new content. Giving the room an `eliminate`
// effect ends the game where a character walked in, so the answers after it
// no longer apply: the timeline shows where it diverged. Taking the effect
// away again replays every recorded answer, and the game stands where it did.
// The editor and the game are side by side: no view is switched to see it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRoomToSetup,
  copyFromRoom25,
  createPackOnRoom25,
  createRoomFile,
  seedWithRoomBesideCentre,
} from './authoring-steps.ts';
import { fileText } from './editor-text.ts';
import { addEffect } from './effect-picker-steps.ts';
import { openStudio, type StudioSession } from './browser.ts';

const PACK = 'live-rooms';
const ROOM = 'rooms/trapdoor.json';
const MODE = 'modes/solo.json';

describe('play as you write', () => {
  let studio: StudioSession;
  let moveDecision = 0;
  beforeAll(async () => {
    studio = await openStudio();
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('sets up a pack with a harmless room in a copy of Solo', async () => {
    const { page } = studio;
    await createPackOnRoom25(page, PACK, 'Live rooms');
    await createRoomFile(page, 'trapdoor');
    await page.locator('rs-room-form input[name=name]').fill('Trapdoor');
    await page.locator('rs-room-form select[name=colour]').selectOption('yellow');
    await copyFromRoom25(page, PACK, MODE, '"room25:central"');
    await addRoomToSetup(page, PACK, 'trapdoor');
    const seed = await seedWithRoomBesideCentre(page, PACK, 'trapdoor');
    expect(seed).toBeGreaterThan(0);
  });

  it('plays into the room by clicking its tile, then a few steps more', async () => {
    const { page } = studio;
    await page.locator('rs-complex-preview button', { hasText: 'Play' }).click();
    const sandbox = page.locator('rs-sandbox');
    const options = sandbox.locator('.options button');
    const counter = sandbox.locator('.bar span', { hasText: /^step \d+$/ });
    const answerFirst = async () => {
      const before = await counter.textContent();
      await options.first().click();
      await expect.poll(() => counter.textContent()).not.toBe(before);
    };
    await options.first().waitFor();
    const move = sandbox.locator('.options button[data-option="action:move"]');
    for (let i = 0; i < 10 && !(await move.count()); i += 1) await answerFirst();
    await move.click();
    // The tile a move may target is a button: clicking it answers the decision.
    const trap = sandbox.locator(`button.cell.target[data-room="${PACK}:trapdoor"]`).first();
    await trap.waitFor();
    await studio.screenshot('live-0-move-targets');
    moveDecision =
      Number((await sandbox.locator('.timeline span', { hasText: /^decision/ }).textContent())?.split(' ')[1]) + 1;
    await trap.click();
    await sandbox.locator('.timeline', { hasText: `decision ${moveDecision} of ${moveDecision}` }).waitFor();
    await expect(sandbox.locator('.result').count()).resolves.toBe(0);
    for (let i = 0; i < 3; i += 1) await answerFirst();
    await sandbox.locator('.timeline', { hasText: `of ${moveDecision + 3}` }).waitFor();
    await studio.screenshot('live-1-played-into-the-room');
  });

  it('gives the room an eliminate effect: the game ends there and the later answers diverge', async () => {
    const { page } = studio;
    await page.locator(`rs-pack-list li[data-pack="${PACK}"] button`).click();
    await page.locator(`rs-file-tree li[data-path="${ROOM}"] button.file`).click();
    await page.locator('rs-behaviour-form select[name=add-trigger]').selectOption('enter');
    await page.locator('rs-behaviour-form li.trigger[data-on=enter]').waitFor();
    await addEffect(page.locator('rs-behaviour-form'), 'eliminate');
    await expect.poll(async () => fileText(page, PACK, ROOM)).toContain('"eliminate"');
    await studio.screenshot('live-2a-editing-with-the-game-open');
    // Side by side: the game stayed on screen while the room was edited.
    await expect(page.locator('rs-sandbox').isVisible()).resolves.toBe(true);
    const sandbox = page.locator('rs-sandbox');
    const diverged = sandbox.locator(`rs-timeline p.diverged[data-decision="${moveDecision + 1}"]`);
    await diverged.waitFor({ timeout: 15_000 });
    await expect(diverged.textContent()).resolves.toContain('no longer legal');
    await sandbox.locator('rs-timeline .bad', { hasText: `✕ ${moveDecision + 1}` }).waitFor();
    await sandbox.locator('.timeline', { hasText: `decision ${moveDecision} of ${moveDecision}` }).waitFor();
    await sandbox.locator('li[data-piece][data-status=eliminated]').waitFor();
    await sandbox.locator('.result', { hasText: 'Game over' }).waitFor();
    await studio.screenshot('live-2-diverged');
  });

  it('takes the effect away again: every recorded answer applies again and the game goes on', async () => {
    const { page } = studio;
    await page.locator(`rs-file-tree li[data-path="${ROOM}"] button.file`).click();
    await page.getByRole('button', { name: 'Remove trigger 1' }).click();
    await expect.poll(async () => fileText(page, PACK, ROOM)).not.toContain('"eliminate"');
    // Side by side: the game stayed on screen while the room was edited.
    await expect(page.locator('rs-sandbox').isVisible()).resolves.toBe(true);
    const sandbox = page.locator('rs-sandbox');
    await sandbox.locator('rs-timeline p.diverged').waitFor({ state: 'detached', timeout: 15_000 });
    const all = moveDecision + 3;
    await sandbox.locator('.timeline', { hasText: `decision ${all} of ${all}` }).waitFor();
    await expect(sandbox.locator('.result').count()).resolves.toBe(0);
    await expect(sandbox.locator('li[data-piece][data-status=eliminated]').count()).resolves.toBe(0);
    await sandbox.locator('.options button').first().waitFor();
    await studio.screenshot('live-3-continues');
  });
});
