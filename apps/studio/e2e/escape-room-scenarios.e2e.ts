// Each sample scenario of the Escape Room pack played in the sandbox as a person plays it:
// opened from its file, "Play this scenario", every decision clicked and every code typed.
// The won line of play comes from tools/escape-room/find-win.ts (a full-information search
// that finds the codes from the scenario's salted hashes, as a person finds them from the
// cards), run here as a separate process; the lost game looks at every room and never acts,
// until the countdown runs out.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStudio, type StudioSession } from './browser.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SEED = 1;

/** The answers of a won game of `scenario` with seed 1, as find-win.ts prints them in a replay. */
function wonAnswers(scenario: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const args = ['--import', 'tsx', 'tools/escape-room/find-win.ts', String(SEED), scenario];
    execFile(process.execPath, args, { cwd: root, maxBuffer: 1 << 24 }, (error, stdout) => {
      if (error) return reject(error);
      const replay = JSON.parse(stdout) as { answers: Array<Array<{ option: string }>> };
      resolve(replay.answers.map((a) => a[0]?.option ?? ''));
    });
  });
}

describe.each(['night-shift', 'blackout'])('the sample scenario %s in the sandbox', (scenario) => {
  let studio: StudioSession;
  let won: Promise<string[]>;
  beforeAll(async () => {
    won = wonAnswers(scenario);
    won.catch(() => undefined);
    studio = await openStudio();
  }, 60_000);
  afterAll(async () => {
    await studio?.close();
  });

  /** Opens the scenario's file in the bundled pack and plays it with seed 1. */
  async function play(): Promise<Locator> {
    const { page } = studio;
    const back = page.getByRole('button', { name: 'Back to the editor' });
    if (await back.count()) await back.click();
    await page.locator('rs-pack-list li[data-pack="escape-room"] button').first().click();
    await page.locator(`rs-file-tree li[data-path="enigmas/${scenario}.json"] button.file`).click();
    const form = page.locator('rs-enigma-form');
    await form.locator('input[name=seed]').fill(String(SEED));
    await form.getByRole('button', { name: 'Play this scenario' }).click();
    const sandbox = page.locator('rs-sandbox');
    await sandbox.locator('[data-testid=event-log] li', { hasText: `scenario escape-room:${scenario}` }).waitFor();
    await expect(sandbox.locator('.result').count()).resolves.toBe(0);
    return sandbox;
  }

  /** Answers the pending decision: types a code, or clicks the option with this id. */
  async function answer(sandbox: Locator, option: string, step: number): Promise<void> {
    // The timeline's range ends at the number of decisions answered so far.
    const timeline = sandbox.locator('rs-timeline input[name=timeline]');
    const answered = async () => Number((await timeline.getAttribute('max')) ?? '0');
    const before = await answered();
    if (option.startsWith('text:')) {
      const typed = sandbox.locator('form.typed[data-seat=s0]');
      await typed.locator('input[name=answer]').fill(option.slice('text:'.length));
      await typed.getByRole('button', { name: 'Answer' }).click();
    } else {
      const button = sandbox.locator(`.options[data-seat=s0] button[data-option="${option}"]:not([disabled])`);
      await button.waitFor({ timeout: 20_000 }).catch(() => {
        throw new Error(`answer ${step}: no option ${option} offered`);
      });
      await button.click();
    }
    await expect.poll(answered, { timeout: 20_000, message: `answer ${step} (${option}) taken` }).toBe(before + 1);
  }

  it('is won by clicking every decision and typing the four codes', async () => {
    const sandbox = await play();
    const answers = await won;
    for (const [i, option] of answers.entries()) await answer(sandbox, option, i);
    await sandbox.locator('.result', { hasText: 'Game over' }).waitFor({ timeout: 30_000 });
    await expect(sandbox.locator('.result').textContent()).resolves.toMatch(/total-victory/);
    await studio.screenshot(`escape-room-${scenario}-won`);
  }, 300_000);

  it('is lost when the countdown runs out', async () => {
    const sandbox = await play();
    const prefer = ['program:look', 'free:none', 'act:later'];
    for (let step = 0; step < 400 && !(await sandbox.locator('.result').count()); step++) {
      const offered = await sandbox
        .locator('.options[data-seat=s0] button:not([disabled])')
        .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-option') ?? ''));
      const pick = prefer.find((p) => offered.includes(p)) ?? offered[0];
      if (!pick) {
        await sandbox.page().waitForTimeout(100);
        continue;
      }
      await answer(sandbox, pick, step);
    }
    await expect(sandbox.locator('.result').textContent()).resolves.toMatch(/time-up/);
    await expect(sandbox.locator('.result').textContent()).resolves.not.toMatch(/victory/);
    await studio.screenshot(`escape-room-${scenario}-lost`);
  }, 300_000);
});
