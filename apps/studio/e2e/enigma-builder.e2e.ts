// A designer builds an Escape Room scenario with forms only: a new pack on
// room25 and escape-room, New file → enigma scenario (8 empty cards, 4 codes
// not set), cards and codes filled through the builder, no code in clear in
// the saved JSON, then "Play this scenario" and, at a Secret Code room, a
// malformed code (refused), a wrong one (nothing happens) and the right one
// (the room activates). Seed 2 deals the 4-digit Secret Code room next to the
// Central Room (row 2, column 3), so one Move then Control reaches it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createFile, createPackOnRoom25 } from './authoring-steps.ts';
import { screenshotDir, useStudio } from './browser.ts';
import { fileText } from './editor-text.ts';

const PACK = 'my-enigmas';
const SCENARIO = 'enigmas/heist.json';
const CODES = ['4711', '802', 'LAMP', 'owl'];

describe('the enigma scenario builder', () => {
  const studio = useStudio();

  const form = () => studio.page.locator('rs-enigma-form');

  it('creates a scenario skeleton from New file in a pack on room25 and escape-room', async () => {
    const { page } = studio;
    await createPackOnRoom25(page, PACK, 'My enigmas', ['escape-room']);
    await createFile(page, 'enigma-scenario', 'heist', SCENARIO);
    await expect(form().locator('li.card').count()).resolves.toBe(8);
    await expect(form().locator('[data-state=unset]').count()).resolves.toBe(4);
    // The skeleton loads (no error), and the builder shows the loader's word that no code is set yet.
    await form().locator('ul.problems li', { hasText: 'is not set yet' }).first().waitFor({ timeout: 15_000 });
    await expect(form().locator('ul.problems li.error').count()).resolves.toBe(0);
  });

  it('writes the cards through the form, with a live preview', async () => {
    for (let i = 0; i < 8; i += 1) {
      const card = form().locator('li.card').nth(i);
      await card.locator('input[name=name]').fill(`Clue ${i + 1}`);
      await card.locator('textarea[name=clue]').fill(`**Step ${i + 1}.** Look *closely* at room ${i + 1}.`);
    }
    const first = form().locator('li.card').first();
    await first.locator('figure.preview strong', { hasText: 'Step 1.' }).waitFor();
    await first.locator('figure.preview em', { hasText: 'closely' }).waitFor();
    await form().getByRole('button', { name: 'fr', exact: true }).click();
    await first.locator('textarea[name=clue]').fill('**Étape 1.** Regardez la salle 1.');
    await first.locator('figure.preview strong', { hasText: 'Étape 1.' }).waitFor();
    await first.locator('figure.preview').scrollIntoViewIfNeeded();
    await studio.screenshot('enigma-builder-cards');
    await form().getByRole('button', { name: 'en', exact: true }).click();
    await expect
      .poll(async () => JSON.parse((await fileText(studio.page, PACK, 'enigmas/heist/heist-1.json')) ?? '{}'))
      .toMatchObject({
        name: { en: 'Clue 1' },
        clue: { en: '**Step 1.** Look *closely* at room 1.', fr: '**Étape 1.** Regardez la salle 1.' },
      });
  });

  it('refuses a code of the wrong shape and stores the right ones only as salted hashes', async () => {
    const code = (i: number) => form().locator(`form.code[data-code="${i}"]`);
    await code(0).locator('input[name=code]').fill('12');
    await code(0).getByRole('button', { name: 'Set code' }).click();
    await code(0).locator('.error', { hasText: 'is not 4 digits' }).waitFor();
    for (const [i, value] of CODES.entries()) {
      await code(i).locator('input[name=code]').fill(value);
      await code(i).getByRole('button', { name: 'Set code' }).click();
      await code(i).locator('[data-state=set]').waitFor();
      await expect(code(i).locator('input[name=code]').inputValue()).resolves.toBe('');
    }
    await form().locator('p.ok', { hasText: 'No problems' }).waitFor({ timeout: 15_000 });
    await form().locator('h2').scrollIntoViewIfNeeded();
    await studio.screenshot('enigma-builder');
  }, 120_000);

  it('keeps no code in clear in the saved JSON', async () => {
    const saved = JSON.parse((await fileText(studio.page, PACK, SCENARIO)) ?? '{}') as {
      codes: Array<Record<string, string>>;
    };
    for (const c of saved.codes) {
      expect(Object.keys(c).sort()).toEqual(['room', 'salt', 'sha256']);
      expect(c['sha256']).toMatch(/^[0-9a-f]{64}$/);
    }
    const everything = await studio.page.evaluate(
      (p) => Object.values(document.querySelector('rs-app')?.workspace.pack(p)?.files ?? {}).join('\n'),
      PACK,
    );
    for (const value of CODES) expect(everything).not.toMatch(new RegExp(`"${value}"|"${value.toUpperCase()}"`));
    expect(everything).not.toMatch(/LAMP|OWL/);
  });

  it('tests a typed code against the stored hashes', async () => {
    const test = form().locator('form.test');
    await test.locator('input[name=test]').fill('lamp');
    await test.getByRole('button', { name: 'Test' }).click();
    await test.locator('output', { hasText: '✓ LAMP opens Secret Code Room (4 letters)' }).waitFor();
    await test.locator('input[name=test]').fill('4712');
    await test.getByRole('button', { name: 'Test' }).click();
    await test.locator('output', { hasText: "✗ 4712 is none of this scenario's codes" }).waitFor();
  });

  it('plays the scenario: a malformed code is refused, a wrong one does nothing, the right one activates the room', async () => {
    const { page } = studio;
    // Seed 21 deals the 4-digit Secret Code room at row 2, column 3, next to the Central Room.
    await form().locator('input[name=seed]').fill('21');
    await form().getByRole('button', { name: 'Play this scenario' }).click();
    const sandbox = page.locator('rs-sandbox');
    await sandbox.locator('strong', { hasText: 'scenario=my-enigmas:heist' }).first().waitFor();
    await sandbox.locator('[data-testid=event-log] li', { hasText: 'scenario my-enigmas:heist: 8 cards' }).waitFor();
    const option = async (matcher: { id?: string; label?: RegExp }) => {
      const buttons = sandbox.locator('.options[data-seat=s0] button:not([disabled])');
      const button = matcher.id
        ? buttons.and(sandbox.locator(`[data-option="${matcher.id}"]`))
        : buttons.filter({ hasText: matcher.label ?? /./ });
      await button.first().click();
    };
    // The starting clue, then programs: the first character moves and controls, the others look later.
    await option({ label: /row 2, column 3/ });
    await option({ id: 'program:move,control' });
    for (let k = 0; k < 3; k += 1) await option({ id: 'program:look' });
    await option({ id: 'free:none' });
    await option({ label: /Secret Code Room \(4 digits\)/ });
    for (let k = 0; k < 3; k += 1) {
      await option({ id: 'free:none' });
      await option({ id: 'act:later' });
    }
    await option({ id: 'free:none' });
    const typed = sandbox.locator('form.typed[data-seat=s0]');
    await typed.waitFor();

    await typed.locator('input[name=answer]').fill('12');
    await typed.getByRole('button', { name: 'Answer' }).click();
    await sandbox.locator('.problems[role=alert]', { hasText: 'is not 4 digits' }).waitFor();
    await expect(typed.isVisible()).resolves.toBe(true);

    await typed.locator('input[name=answer]').fill('0000');
    await typed.getByRole('button', { name: 'Answer' }).click();
    await sandbox.locator('[data-testid=event-log] li', { hasText: 'Wrong code' }).waitFor();
    await expect(sandbox.locator('[data-testid=event-log] li', { hasText: 'key = 1' }).count()).resolves.toBe(0);

    await sandbox.getByRole('button', { name: 'Undo' }).click();
    await typed.waitFor();
    await typed.locator('input[name=answer]').fill('4711');
    await typed.getByRole('button', { name: 'Answer' }).click();
    await sandbox.locator('[data-testid=event-log] li', { hasText: 'key = 1' }).waitFor();
    await sandbox.locator('.prompt', { hasText: 'Ejected' }).waitFor();
    await studio.screenshot('enigma-builder-sandbox');
  }, 180_000);

  it('exports the pack as a bundle with the scenario, its cards and no code in clear', async () => {
    const { page } = studio;
    await page.getByRole('button', { name: 'Back to the editor' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Export ${PACK} as zip` }).click(),
    ]);
    const file = path.join(screenshotDir, 'enigma-builder.zip');
    await download.saveAs(file);
    const entries = unzipSync(new Uint8Array(readFileSync(file)));
    expect(Object.keys(entries).sort()).toEqual(
      [
        SCENARIO,
        ...Array.from({ length: 8 }, (_, i) => `enigmas/heist/heist-${i + 1}.json`),
        'pack.json',
        'roomsmith-bundle.json',
      ].sort(),
    );
    const all = Object.values(entries)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    for (const value of CODES) expect(all).not.toMatch(new RegExp(`"${value}"|"${value.toUpperCase()}"`));
    expect(all).not.toMatch(/LAMP|OWL/);
  });
});
