// Remote playtest (issue 17), browser test: the host invites players on a
// Cooperation mode, two pages (browser contexts of their own) join as two
// seats by their links, a bot takes the third, and they play the game to its
// end over the playtest server, with a pause and a reload (reconnect) on the
// way; each page's socket carries only its own seat's view, options and
// events. The host downloads the replay.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStudio, screenshotDir, type StudioSession } from './browser.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.resolve(here, '../../playtest/bin/playtest.mjs');

/** Starts the playtest server on a free port (a process, as `npm start` runs it). */
function startPlaytest(): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, [bin, '--port', '0', '--host', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /at (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ url, process: child });
    });
    child.once('exit', (code) => reject(new Error(`the playtest server exited (${code})`)));
  });
}

interface Frame {
  type: string;
  seat?: string;
  view?: { seat: string; pending: { options: Record<string, unknown> } | null };
  events?: Array<{ data?: { visibleTo?: string[]; handles?: unknown } }>;
}

/** A seat's page, with every WebSocket message it received. */
async function openSeat(context: BrowserContext, link: string): Promise<{ page: Page; frames: Frame[] }> {
  const page = await context.newPage();
  const frames: Frame[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => frames.push(JSON.parse(typeof f.payload === 'string' ? f.payload : '{}') as Frame)),
  );
  await page.goto(link);
  return { page, frames };
}

describe('inviting players to a remote playtest', () => {
  let studio: StudioSession;
  let server: { url: string; process: ChildProcess };
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    server = await startPlaytest();
    studio = await openStudio();
  }, 60_000);
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await studio?.close();
    server?.process.kill();
  });

  it('gives two people a seat each, a bot the third, and plays a Cooperation game to its end over the server', async () => {
    const { page } = studio;
    await page.evaluate((url) => localStorage.setItem('roomsmith.playtestUrl', url), server.url);
    await page.locator('rs-pack-list li[data-pack="room25"] button').click();
    await page.locator('rs-file-tree li[data-path="modes/coop-s1.json"] button.file').click();
    const invite = page.locator('rs-invite-players');
    await invite.locator('input[name="invite-seats"]').fill('3');
    await invite.locator('button', { hasText: 'Invite players' }).click();
    const links = invite.locator('ul[aria-label="Seat links"] input');
    await links.first().waitFor({ timeout: 30_000 });
    expect(await links.count()).toBe(4); // three seats and the lobby
    const linkOf = (seat: string) => invite.locator(`li[data-seat="${seat}"] input`).inputValue();
    const s0Link = await linkOf('s0');
    const s1Link = await linkOf('s1');
    expect(s0Link).toMatch(/\/seat#[A-Za-z0-9_-]{43}$/);

    // Two remote players, each in a browser context of their own.
    const [first, second] = [await studio.browser.newContext(), await studio.browser.newContext()];
    contexts.push(first, second);
    const s0 = await openSeat(first, s0Link);
    const s1 = await openSeat(second, s1Link);
    const seats = [s0, s1];
    await expect.poll(() => s0.page.locator('#title').textContent(), { timeout: 15_000 }).toContain('Seat s0');
    await expect.poll(() => s1.page.locator('#title').textContent(), { timeout: 15_000 }).toContain('Seat s1');
    await expect
      .poll(() => invite.locator('li[data-seat="s1"] .who').textContent(), { timeout: 10_000 })
      .toContain('online');

    // The host gives the empty seat to a bot.
    await invite.locator('button', { hasText: 'Fill empty seats with bots' }).click();
    await expect.poll(() => invite.locator('li[data-seat="s2"] .who').textContent()).toContain('bot');

    // Both people play by clicking their own options (the button may go as the page redraws:
    // a short timeout, then the next round).
    const play = async (until: () => Promise<boolean>, rounds: number) => {
      let clicks = 0;
      for (let round = 0; round < rounds && !(await until()); round++) {
        for (const { page: seatPage } of seats) {
          const option = seatPage.locator('#decision button').first();
          if (await option.isVisible().catch(() => false)) {
            await option.click({ timeout: 1000 }).catch(() => undefined);
            clicks++;
          }
        }
        await s0.page.waitForTimeout(100);
      }
      return clicks;
    };
    let played = 0;
    expect(await play(async () => ++played > 6, 100)).toBeGreaterThanOrEqual(3);

    // The host pauses (the seats say so and offer nothing), then resumes.
    await invite.locator('button', { hasText: 'Pause' }).click();
    await expect.poll(() => s0.page.locator('#status').textContent()).toContain('Paused');
    expect(await s0.page.locator('#decision button').count()).toBe(0);
    await invite.locator('button', { hasText: 'Resume' }).click();
    await expect.poll(() => s1.page.locator('#status').textContent()).not.toContain('Paused');

    // A dropped connection: s0's page reloads from its link and resumes its seat.
    await s0.page.reload();
    await expect.poll(() => s0.page.locator('#title').textContent(), { timeout: 15_000 }).toContain('Seat s0');
    await expect.poll(() => s0.page.locator('#conn').textContent()).toBe('connected');

    // Then they play the game to its end.
    const ended = async () => ((await s0.page.locator('#status').textContent()) ?? '').startsWith('Ended');
    await play(ended, 600);
    expect(await s0.page.locator('#status').textContent()).toMatch(/^Ended: game over/);
    await expect.poll(() => invite.locator('p.status').textContent(), { timeout: 10_000 }).toContain('Ended');
    await studio.screenshot('invite-players-host');
    await s0.page.screenshot({ path: path.join(screenshotDir, 'invite-players-seat.png') });

    // Every message a page received was about its own seat, with its own options only, and no
    // event meant for other seats (nor the engine's id-to-handle table of another seat).
    for (const [index, { frames }] of seats.entries()) {
      const me = `s${index}`;
      const updates = frames.filter((f) => f.type === 'update');
      expect(updates.length).toBeGreaterThan(0);
      for (const u of updates) {
        expect(u.seat).toBe(me);
        expect(u.view?.seat).toBe(me);
        expect(Object.keys(u.view?.pending?.options ?? {}).every((s) => s === me)).toBe(true);
        for (const e of u.events ?? []) {
          if (e.data?.visibleTo) expect(e.data.visibleTo).toContain(me);
          expect(e.data?.handles).toBeUndefined();
        }
      }
    }

    const download = page.waitForEvent('download');
    await invite.locator('button', { hasText: 'Download replay' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^playtest-.*\.replay\.json$/);
    const text = await (await file.createReadStream()).toArray();
    const record = JSON.parse(Buffer.concat(text as Buffer[]).toString()) as {
      format: string;
      answers: unknown[];
      seats: number;
    };
    expect(record.format).toBe('roomsmith-replay@1');
    expect(record.seats).toBe(3);
    expect(record.answers.length).toBeGreaterThan(6);
  }, 240_000);
});
