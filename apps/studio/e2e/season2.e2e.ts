// Issue 10, the studio's half: a character and a M.A.C. card open in their forms (copied into
// a pack of the author's, since bundled packs are read-only); editing a field changes the JSON and
// the preview. Then Cooperation Insane in the sandbox as Sarah (picked for s0), bots filling the
// other seats, played to its end; the tokens, robots, locks and M.A.C. cards panels are shot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackOnRoom25, copyFromRoom25 } from './authoring-steps.ts';
import { openStudio, type StudioSession } from './browser.ts';
import { fileText } from './editor-text.ts';

const PACK = 'season2-desk';
const SARAH = 'characters/sarah.json';
const PANIC = 'cards/mac/mac-panic.json';

describe('Season 2 in the studio', () => {
  let studio: StudioSession;
  beforeAll(async () => {
    studio = await openStudio();
    await createPackOnRoom25(studio.page, PACK, 'Season 2 desk');
  }, 120_000);
  afterAll(async () => {
    await studio?.close();
  });

  it('shows a bundled character in its form and sheet preview, read-only', { timeout: 180_000 }, async () => {
    const { page } = studio;
    await page.locator('rs-pack-list li[data-pack="room25"] button').click();
    await page.locator(`rs-file-tree li[data-path="${SARAH}"] button.file`).click();
    const form = page.locator('rs-character-form');
    await expect.poll(() => form.locator('input[name=name]').inputValue()).toBe('Sarah');
    await expect(form.locator('input[name="name-ja"]').inputValue()).resolves.toBe('サラ');
    await expect(form.locator('input[name="kit-empty-rooms"]').inputValue()).resolves.toBe('2');
    await expect(form.locator('input[name=name]').isDisabled()).resolves.toBe(true);
    // Both sides of her two-sided ability are effect lists in the behaviour form.
    const options = page.locator('rs-behaviour-form fieldset.records[data-list=options] li.record');
    await expect.poll(() => options.count()).toBe(2);
    await expect(page.locator('rs-card-preview h3').textContent()).resolves.toBe('Sarah');
    await studio.screenshot('season2-1-character-bundled');
  });

  it(
    'edits a copied character: the kit and the ability name change the JSON and the preview',
    { timeout: 180_000 },
    async () => {
      const { page } = studio;
      await copyFromRoom25(page, PACK, SARAH, '"room25:');
      const form = page.locator('rs-character-form');
      await form.locator('input[name="kit-empty-rooms"]').fill('3');
      await expect
        .poll(async () => JSON.parse((await fileText(page, PACK, SARAH)) ?? '{}').kit)
        .toEqual({ 'empty-rooms': 3 });
      await form.locator('input[name="ability-name"]').fill('Sabotage!');
      await expect
        .poll(async () => JSON.parse((await fileText(page, PACK, SARAH)) ?? '{}').abilities[0].name)
        .toEqual({ en: 'Sabotage!' });
      const preview = page.locator('rs-card-preview');
      await expect.poll(() => preview.locator('.kicker').textContent()).toContain('Sabotage!');
      await expect.poll(() => preview.locator('footer').textContent()).toContain('empty-rooms ×3');
      await expect(preview.locator('.effect-text li').count()).resolves.toBeGreaterThan(0);
      await preview.scrollIntoViewIfNeeded();
      await studio.screenshot('season2-2-character-edited');
    },
  );

  it(
    'edits a copied M.A.C. card: its name and family change the JSON and the card preview',
    { timeout: 180_000 },
    async () => {
      const { page } = studio;
      await copyFromRoom25(page, PACK, PANIC, '"family": "panic"');
      const form = page.locator('rs-card-form');
      await expect.poll(() => form.locator('input[name=family]').inputValue()).toBe('panic');
      await form.locator('input[name=name]').fill('Blind Panic');
      await form.locator('input[name=family]').fill('terror');
      await expect
        .poll(async () => JSON.parse((await fileText(page, PACK, PANIC)) ?? '{}'))
        .toMatchObject({
          name: 'Blind Panic',
          family: 'terror',
        });
      const preview = page.locator('rs-card-preview');
      await expect.poll(() => preview.locator('h3').textContent()).toBe('Blind Panic');
      await expect(preview.locator('.kicker').textContent()).resolves.toContain('M.A.C. card · terror');
      await expect(preview.locator('.effect-text li').first().textContent()).resolves.toMatch(/^When /);
      await preview.scrollIntoViewIfNeeded();
      await studio.screenshot('season2-3-card-edited');
    },
  );

  it('plays Cooperation Insane as Sarah with bots in the other seats, to the end', { timeout: 240_000 }, async () => {
    const { page } = studio;
    await page.locator('rs-pack-list li[data-pack="room25"] button').click();
    await page.locator('rs-file-tree li[data-path="modes/coop-insane.json"] button.file').click();
    // Seed 11: by the end the Robot Room has let a robot out (found by playing the same bots in node).
    await page.locator('rs-complex-preview input[name=seed]').fill('11');
    await page.locator('rs-complex-preview input[name=seats]').fill('3');
    await page.locator('rs-complex-preview input[name=seats]').dispatchEvent('change');
    await page.locator('rs-complex-preview button', { hasText: 'Play' }).click();
    await page.getByRole('button', { name: 'Game only' }).click();
    const sandbox = page.locator('rs-sandbox');
    await sandbox.locator('.options button, .result, p.problems').first().waitFor({ timeout: 30_000 });
    await expect(sandbox.locator('p.problems').count()).resolves.toBe(0);
    await sandbox.locator('select[data-pick-seat=s0]').selectOption('room25:sarah');
    const tokens = sandbox.locator('rs-seat-tokens');
    const sarah = tokens.locator('ul[data-seat=s0] li.piece', { hasText: 'Sarah' });
    await sarah.waitFor({ timeout: 30_000 });
    const seats = await sandbox
      .locator('select[data-seat]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-seat') ?? ''));
    for (const seat of seats.filter((s) => s !== 's0'))
      await sandbox.locator(`select[data-seat=${seat}]`).selectOption('bot');
    // s0 is asked, and plays Sarah (with her two Empty Rooms).
    await sandbox.locator('.options[data-seat=s0] button').first().waitFor({ timeout: 30_000 });
    await sarah.waitFor({ timeout: 30_000 });
    await expect(sarah.locator('[data-token=empty-rooms]').textContent()).resolves.toContain('×2');
    await expect(sandbox.locator('select[data-seat]').count()).resolves.toBe(3);
    await studio.screenshot('season2-4-insane-as-sarah');
    // Everyone else is a bot; hand s0 to a bot too and let the game run to its end, still as Sarah.
    await sandbox.getByRole('button', { name: 'Bots play every seat' }).click();
    await sandbox.locator('.result', { hasText: 'Game over' }).waitFor({ timeout: 60_000 });
    await expect(sandbox.locator('select[data-pick-seat=s0]').inputValue()).resolves.toBe('room25:sarah');
    await expect(tokens.locator('ul[data-seat=s0] li.piece', { hasText: 'Sarah' }).count()).resolves.toBe(1);
    await expect(tokens.locator('[data-neutral]').count()).resolves.toBeGreaterThan(0);
    // Seen through s0's eyes: the M.A.C. deck is backs only, the drawn cards face up.
    await sandbox.locator('select[name=view-as]').selectOption('s0');
    await sandbox.locator('section.tokens').scrollIntoViewIfNeeded();
    await studio.screenshot('season2-5-insane-over-tokens');
    await sandbox.locator('rs-table-zones').scrollIntoViewIfNeeded();
    await studio.screenshot('season2-6-insane-over-mac-cards');
    const deck = sandbox.locator('rs-table-zones [data-zone="mac-deck"]');
    if (await deck.count()) await expect(deck.locator('.card.face').count()).resolves.toBe(0);
  });
});
