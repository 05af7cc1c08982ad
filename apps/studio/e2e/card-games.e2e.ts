// Issue 6: the card games in the sandbox. Double Rush (mode `match`) and Two
// Rooms (level 1) have no grid: their stacks, sets and hands are drawn as
// piles and spreads of cards, labelled by zone and grouped by seat, through
// the eyes of the seat chosen in "View as". A few decisions of each are
// played by clicking options, and the rooms of Two Rooms by clicking them.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStudio } from './browser.ts';

async function play(page: Page, packId: string, file: string): Promise<Locator> {
  await page.locator(`rs-pack-list li[data-pack="${packId}"] button`).click();
  await page.locator(`rs-file-tree li[data-path="${file}"] button.file`).click();
  await page.locator('rs-complex-preview button', { hasText: 'Play' }).click();
  const sandbox = page.locator('rs-sandbox');
  await sandbox.locator('.options button').first().waitFor({ timeout: 30_000 });
  return sandbox;
}

/** Clicks `target` and waits for the step counter to move on. */
async function step(sandbox: Locator, target: Locator): Promise<void> {
  const counter = sandbox.locator('.bar span', { hasText: /^step \d+$/ });
  const before = await counter.textContent();
  await target.click();
  await expect.poll(() => counter.textContent()).not.toBe(before);
}

describe('stacks, sets and hands in the sandbox', () => {
  const studio = useStudio();

  it('draws Double Rush’s decks per seat and keeps a seat’s private deck hidden from the other', async () => {
    const { page } = studio;
    const sandbox = await play(page, 'double-rush', 'modes/match.json');
    const zones = sandbox.locator('rs-table-zones');
    await zones.locator('.area[data-seat=""] section[data-zone=lobby] .figure').first().waitFor();
    await step(sandbox, sandbox.locator('.options[data-seat=s0] button[data-option="option:front"]'));
    await step(sandbox, sandbox.locator('.options[data-seat=s1] button[data-option="option:front"]'));
    // Both decks are dealt; each seat's zones sit in its own area.
    const deck0 = zones.locator('.area[data-seat=s0] section[data-zone="deck@s0"]');
    await deck0.locator('.pile .card').waitFor();
    await expect(zones.locator('.area[data-seat=s1] section[data-zone="deck@s1"] .count').textContent()).resolves.toBe(
      '9',
    );
    // s0 looks at its next rooms: s0 sees them, s1 does not.
    await step(sandbox, sandbox.locator('.options[data-seat=s0] button[data-option="action:look"]'));
    await sandbox.locator('select[name=view-as]').selectOption('s0');
    await expect.poll(() => deck0.locator('.card.face').count()).toBeGreaterThan(0);
    await deck0.scrollIntoViewIfNeeded();
    await studio.screenshot('cards-1-double-rush-as-s0');
    await sandbox.locator('select[name=view-as]').selectOption('s1');
    await expect.poll(() => deck0.locator('.card.face').count()).toBe(0);
    await expect(deck0.locator('.card.back').count()).resolves.toBeGreaterThan(0);
    await studio.screenshot('cards-2-double-rush-as-s1');
    await sandbox.locator('select[name=view-as]').selectOption('all');
    const next = sandbox.locator('.options button').first();
    await step(sandbox, next);
    await step(sandbox, sandbox.locator('.options button').first());
    await expect(sandbox.locator('[data-testid=event-log] li').count()).resolves.toBeGreaterThan(3);
    await studio.screenshot('cards-3-double-rush-played');
    await sandbox.getByRole('button', { name: 'Back to the editor' }).click();
  });

  it('plays Two Rooms by clicking the rooms, whose cards stay hidden from the seat that did not open them', async () => {
    const { page } = studio;
    const sandbox = await play(page, 'two-rooms', 'modes/level-1.json');
    const zones = sandbox.locator('rs-table-zones');
    await sandbox.locator('select[name=view-as]').selectOption('s0');
    const deck = zones.locator('section[data-zone=deck]');
    await expect(deck.locator('.count').textContent()).resolves.toBe('10');
    await zones.locator('section[data-zone=room-green] .closed').waitFor();
    await studio.screenshot('cards-4-two-rooms-start-as-s0');
    // s0 opens the green room by clicking it, s1 the red one.
    await step(sandbox, zones.locator('section[data-zone=room-green] button.zone-pick'));
    await sandbox.locator('select[name=view-as]').selectOption('all');
    await step(sandbox, zones.locator('section[data-zone=room-red] button.zone-pick'));
    await expect.poll(() => zones.locator('section[data-zone=room-green] .card.face').count()).toBe(1);
    await expect.poll(() => zones.locator('section[data-zone=room-red] .card.face').count()).toBe(1);
    await step(sandbox, zones.locator('section[data-zone=room-red] button.zone-pick'));
    await zones.locator('section[data-zone=room-green]').scrollIntoViewIfNeeded();
    await studio.screenshot('cards-5-two-rooms-all');
    await sandbox.locator('select[name=view-as]').selectOption('s1');
    // The view switch re-renders asynchronously: wait for the closed room before counting cards.
    await zones.locator('section[data-zone=room-red] .closed').waitFor();
    await expect.poll(() => zones.locator('section[data-zone=room-red] .card').count()).toBe(0);
    await studio.screenshot('cards-6-two-rooms-as-s1');
    await sandbox.getByRole('button', { name: 'Back to the editor' }).click();
  });
});
