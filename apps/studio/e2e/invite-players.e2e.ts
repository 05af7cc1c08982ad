// Remote playtest (issue 17), browser test: the host invites players on a
// Cooperation mode, two pages (browser contexts of their own, one at desktop
// size and one at a phone's width) join as two seats by their links, a bot
// takes the third, and they play the game to its end over the playtest server
// by clicking options and tiles on the board, with a pause and a reload
// (reconnect) on the way, and a reload of the host's own tab, which hosts the same session again. The host downloads the replay, and the test plays it
// again with the engine: every WebSocket frame each page received is the
// engine's own view and events for that page's seat at that step, and carries
// no string (id, handle, definition, label) that only another seat could see
// then. The host sees the session's per-content table and why trace.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answer, compileRuleset, createMatch, ENGINE_VERSION, eventsFor, view, type Ruleset } from '@roomsmith/engine';
import { loadPacks } from '@roomsmith/schema';
import { readPackFolder } from '@roomsmith/schema/node';
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
  view?: { seat: string; pending: { options: Record<string, unknown>; input?: unknown } | null };
  events?: unknown[];
}

/** A seat's page, with every WebSocket message it received (raw text, as it came over the wire). */
async function openSeat(context: BrowserContext, link: string): Promise<{ page: Page; raw: string[] }> {
  const page = await context.newPage();
  const raw: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => raw.push(String(f.payload))));
  await page.goto(link);
  return { page, raw };
}

/** The bundled pack the studio uploads (room25 has no dependencies), compiled as the server compiles it. */
async function room25(): Promise<Ruleset> {
  const { files } = await readPackFolder(path.resolve(here, '../../../content/room25'));
  const loaded = loadPacks([{ root: 'room25', files }], { engineVersion: ENGINE_VERSION });
  const { ruleset } = compileRuleset(loaded.packs);
  if (!ruleset) throw new Error('room25 does not compile');
  return ruleset;
}

/** Every string a JSON value holds, keys included (ids, handles, definitions, labels). */
function strings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, into);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      strings(v, into);
    }
  return into;
}

/** The view as the server sends it to `seat`: only that seat's typed-answer format, if any. */
function sentView(v: ReturnType<typeof view>, seat: string): string {
  const pending = v.pending;
  if (pending?.input) {
    const own = pending.input[seat];
    if (own) pending.input = { [seat]: own };
    else delete pending.input;
  }
  return JSON.stringify(v);
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
    const [first, second] = [
      await studio.browser.newContext({ viewport: { width: 1400, height: 900 } }),
      await studio.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }),
    ];
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

    // The seat page is a board: the grid of rooms (face down where the seat cannot identify them), the
    // pieces on them, and options as buttons and as highlighted tiles a click answers.
    expect(await s0.page.locator('#board .grid .tile').count()).toBe(25);
    expect(await s0.page.locator('#board .tile.down').count()).toBeGreaterThan(0);
    expect(await s0.page.locator('#board .tile.up').count()).toBeGreaterThan(0);
    expect(await s0.page.locator('#board .piece').count()).toBeGreaterThanOrEqual(3);
    expect(await s1.page.locator('#me .piece.mine').count()).toBeGreaterThan(0);
    const waitForTileChoice = async (seatPage: Page) => {
      for (let i = 0; i < 60; i++) {
        if (await seatPage.locator('#board .tile.choice').count()) return true;
        await play(async () => false, 1);
      }
      return false;
    };
    expect(await waitForTileChoice(s0.page)).toBe(true);
    await s0.page.screenshot({ path: path.join(screenshotDir, 'invite-players-seat-desktop.png') });
    const before = s0.raw.length;
    await s0.page.locator('#board .tile.choice').first().click({ timeout: 2000 });
    await expect.poll(() => s0.raw.length).toBeGreaterThan(before);
    expect(s0.raw.slice(before).some((m) => (JSON.parse(m) as Frame).type === 'update')).toBe(true);
    await s1.page.screenshot({ path: path.join(screenshotDir, 'invite-players-seat-phone.png'), fullPage: true });
    // Readable at a phone's width: the board fits the screen without scrolling sideways.
    expect(await s1.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

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

    // The host's tab reloads: it hosts the same session again (the same links; its controls work).
    await page.reload();
    await page.locator('rs-pack-list li[data-pack="room25"] button').click();
    await page.locator('rs-file-tree li[data-path="modes/coop-s1.json"] button.file').click();
    await links.first().waitFor({ timeout: 30_000 });
    expect(await linkOf('s0')).toBe(s0Link);
    await invite.locator('button', { hasText: 'Pause' }).click();
    await expect.poll(() => s1.page.locator('#status').textContent()).toContain('Paused');
    await invite.locator('button', { hasText: 'Resume' }).click();
    await expect.poll(() => s1.page.locator('#status').textContent()).not.toContain('Paused');

    // Then they play the game to its end.
    const ended = async () => ((await s0.page.locator('#status').textContent()) ?? '').startsWith('Ended');
    await play(ended, 600);
    expect(await s0.page.locator('#status').textContent()).toMatch(/^Ended: game over/);
    await expect.poll(() => invite.locator('p.status').textContent(), { timeout: 10_000 }).toContain('Ended');
    await s0.page.screenshot({ path: path.join(screenshotDir, 'invite-players-seat.png') });

    // The host sees the session's analytics as the Playtest dashboard shows a simulated game's.
    await invite.locator('button', { hasText: 'Show analytics' }).click();
    const analytics = invite.locator('dialog.analytics-dialog section.analytics');
    await analytics.waitFor({ timeout: 15_000 });
    expect(await analytics.locator('table.content-table tbody tr').count()).toBeGreaterThan(0);
    expect(await analytics.locator('.trace p').count()).toBeGreaterThan(0);
    await studio.screenshot('invite-players-host');
    await invite.locator('button[aria-label="Close the session analytics"]').click();

    const download = page.waitForEvent('download');
    await invite.locator('button', { hasText: 'Download replay' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^playtest-.*\.replay\.json$/);
    const text = await (await file.createReadStream()).toArray();
    const replayText = Buffer.concat(text as Buffer[]).toString();
    const record = JSON.parse(replayText) as {
      format: string;
      answers: unknown[];
      seats: number;
    };
    expect(record.format).toBe('roomsmith-replay@1');
    expect(record.seats).toBe(3);
    expect(record.answers.length).toBeGreaterThan(6);

    // Play the replay again with the engine: each frame a page received is, at some step, exactly the
    // engine's view for its seat, with events the seat may read; and no frame carries a string that
    // only another seat could see at that step (a room another seat looked at, a handle's real id, …).
    const ruleset = await room25();
    const rec = record as unknown as {
      mode: string;
      seed: number | string;
      seats: number;
      answers: Array<Array<{ seat: string; option: string }>>;
    };
    let match = createMatch(ruleset, { mode: rec.mode, seed: rec.seed, seats: rec.seats });
    const log = [...match.log];
    const all = ['s0', 's1', 's2'];
    const viewsAt: Array<Record<string, string>> = [];
    const snap = () =>
      viewsAt.push(Object.fromEntries(all.map((s) => [s, sentView(view(ruleset, match.state, s), s)])));
    snap();
    for (const given of rec.answers) {
      const step = answer(ruleset, match, given);
      match = step.match;
      log.push(...step.events);
      snap();
    }
    expect(match.state.result).not.toBeNull();
    let hiddenChecked = 0;
    for (const [index, { raw }] of seats.entries()) {
      const me = `s${index}`;
      const stepOf = new Map(viewsAt.map((v, k) => [v[me] as string, k]));
      const readable = new Set(eventsFor(log, me).map((e) => JSON.stringify(e)));
      const updates = raw
        .map((text) => ({ text, frame: JSON.parse(text) as Frame }))
        .filter((f) => f.frame.type === 'update');
      expect(updates.length).toBeGreaterThan(0);
      for (const { text, frame } of updates) {
        expect(frame.seat).toBe(me);
        const k = stepOf.get(JSON.stringify(frame.view));
        expect(k, `a frame of ${me} that is no engine view of ${me}`).toBeDefined();
        for (const e of frame.events ?? []) expect(readable.has(JSON.stringify(e))).toBe(true);
        const mine = strings(JSON.parse(viewsAt[k as number]?.[me] ?? '{}'));
        for (const other of all.filter((s) => s !== me)) {
          const theirs = strings(JSON.parse(viewsAt[k as number]?.[other] ?? '{}'));
          for (const secret of theirs) {
            if (mine.has(secret) || secret.length < 3) continue;
            hiddenChecked++;
            expect(text.includes(JSON.stringify(secret)), `${me} received ${secret}, which only ${other} saw`).toBe(
              false,
            );
          }
        }
      }
    }
    // The check had something to check: other seats saw things these seats did not.
    expect(hiddenChecked).toBeGreaterThan(0);

    // The host opens the replay in the sandbox of the same mode: it plays to the same end.
    await page.locator('rs-complex-preview button', { hasText: 'Play' }).click();
    const sandbox = page.locator('rs-sandbox');
    await sandbox.locator('.options button, .result').first().waitFor({ timeout: 30_000 });
    await sandbox
      .locator('#replay-input')
      .setInputFiles({ name: 'session.replay.json', mimeType: 'application/json', buffer: Buffer.from(replayText) });
    await sandbox.locator('.result', { hasText: 'Game over' }).waitFor({ timeout: 30_000 });
    expect(await sandbox.locator('p.problems').count()).toBe(0);
    await studio.screenshot('invite-players-replay-in-sandbox');
  }, 300_000);
});
