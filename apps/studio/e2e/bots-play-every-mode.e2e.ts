// Issue 6, browser test (5): bots play a whole game of every mode of every
// bundled pack in the sandbox, to the end. A pack the engine cannot compile
// is skipped with the problems the sandbox shows as the reason.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useStudio } from './browser.ts';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content');

/** Every mode file of every bundled pack: pack id, path and mode id. */
const modes = readdirSync(contentDir)
  .filter((f) => existsSync(path.join(contentDir, f, 'pack.json')) && existsSync(path.join(contentDir, f, 'modes')))
  .flatMap((folder) => {
    const packId = (JSON.parse(readFileSync(path.join(contentDir, folder, 'pack.json'), 'utf8')) as { id: string }).id;
    return readdirSync(path.join(contentDir, folder, 'modes'))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => ({ packId, file: `modes/${f}` }));
  });

describe('bots play every bundled mode to its end in the sandbox', () => {
  const studio = useStudio();

  it('finds modes to play', () => {
    expect(modes.length).toBeGreaterThan(0);
  });

  for (const { packId, file } of modes)
    it(`${packId}/${file}`, async (ctx) => {
      const { page } = studio;
      await page.locator(`rs-pack-list li[data-pack="${packId}"] button`).click();
      await page.locator(`rs-file-tree li[data-path="${file}"] button.file`).click();
      await page.locator('rs-complex-preview button', { hasText: 'Play' }).click();
      const sandbox = page.locator('rs-sandbox');
      const started = sandbox.locator('.options button, .result, p.problems').first();
      await started.waitFor({ timeout: 30_000 });
      const problems = sandbox.locator('p.problems');
      if (await problems.count()) {
        const reason = (await problems.first().textContent())?.slice(0, 300) ?? '';
        ctx.skip(`${packId} does not compile: ${reason}`);
      }
      await sandbox.getByRole('button', { name: 'Bots play every seat' }).click();
      await sandbox.locator('.result', { hasText: 'Game over' }).waitFor({ timeout: 30_000 });
      await studio.screenshot(`bots-${packId}-${path.basename(file, '.json')}`);
      await sandbox.getByRole('button', { name: 'Back to the editor' }).click();
    });
});
