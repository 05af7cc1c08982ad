// Issue 15, the Playtest dashboard: a small batch of Solo runs in a worker
// with progress; the outcome chart with 95% intervals, the game-length
// histogram, the heat map and the per-content table appear with numbers that
// add up; a game from the list opens in the sandbox at its final step. A big
// batch is cancelled and reports the games played so far, and an A/B against
// a baseline of unchanged packs finds no difference.
import { describe, expect, it } from 'vitest';
import { useStudio } from './browser.ts';

const GAMES = 24;

describe('the Playtest dashboard', () => {
  const studio = useStudio();

  const dash = () => studio.page.locator('rs-playtest');
  const summary = async () => ((await dash().locator('.summary').textContent()) ?? '').replace(/\s+/g, ' ');

  it('runs a small batch and draws its outcomes, game lengths, rooms and content', async () => {
    const { page } = studio;
    await page.locator('rs-playtest button.open').click();
    await dash().locator('dialog[open]').waitFor();
    await dash().locator('select[name=mode]').selectOption('room25:solo');
    await dash().locator('input[name=games]').fill(String(GAMES));
    await dash().locator('input[name=games]').dispatchEvent('change');
    await dash().locator('input[name=seed]').fill('1');
    await dash().locator('input[name=seed]').dispatchEvent('change');
    await dash().locator('button.run').click();
    const outcomes = dash().locator('[data-chart=outcomes] g.row');
    await outcomes.first().waitFor({ timeout: 50_000 });
    await studio.screenshot('playtest-0-results');
    await expect(summary()).resolves.toContain(`${GAMES} games of room25:solo`);

    const rows = await outcomes.evaluateAll((gs) =>
      gs.map((g) => ({
        label: g.getAttribute('data-label'),
        value: Number(g.getAttribute('data-value')),
        low: Number(g.getAttribute('data-low')),
        high: Number(g.getAttribute('data-high')),
      })),
    );
    const win = rows.find((r) => r.label === 'any win');
    const loss = rows.find((r) => r.label === 'loss for all');
    expect((win?.value ?? 0) + (loss?.value ?? 0)).toBeCloseTo(1, 6);
    const eps = 1e-9;
    for (const r of rows) {
      expect(r.low, r.label ?? '').toBeLessThanOrEqual(r.value + eps);
      expect(r.high, r.label ?? '').toBeGreaterThanOrEqual(r.value - eps);
      expect(r.low, r.label ?? '').toBeGreaterThanOrEqual(-eps);
      expect(r.high, r.label ?? '').toBeLessThanOrEqual(1 + eps);
    }

    const binCounts = await dash()
      .locator('[data-chart=length] g.bin')
      .evaluateAll((gs) => gs.map((g) => Number(g.getAttribute('data-count'))));
    expect(binCounts.reduce((a, b) => a + b, 0)).toBe(GAMES);

    await expect(dash().locator('.heat .cell[data-room]').count()).resolves.toBeGreaterThan(5);
    const fired = await dash()
      .locator('[data-testid=content-table] tbody tr td:nth-child(2)')
      .evaluateAll((tds) => tds.map((td) => Number(td.textContent)));
    expect(fired.length).toBeGreaterThan(0);
    expect(fired.every((n) => n >= 0)).toBe(true);
    await expect(dash().locator('[data-testid=games-table] tbody tr[data-seed]').count()).resolves.toBe(GAMES);
    await expect(dash().locator('[data-chart=decided] g.row').count()).resolves.toBeGreaterThan(0);
    const unlabelled = await dash().evaluate((host) =>
      [...(host.shadowRoot?.querySelectorAll<HTMLElement>('button, input, select') ?? [])]
        .filter(
          (el) =>
            !(
              (el.getAttribute('aria-label') ?? '') +
              (el.textContent ?? '') +
              (el.closest('label')?.textContent ?? '')
            ).trim(),
        )
        .map((el) => el.outerHTML),
    );
    expect(unlabelled).toEqual([]);
    await dash().locator('.heat').scrollIntoViewIfNeeded();
    await studio.screenshot('playtest-0b-heat-map');
    await dash().locator('.games').scrollIntoViewIfNeeded();
    await studio.screenshot('playtest-0c-content-and-games');
  });

  it('sorts the content table by a column', async () => {
    await dash().locator('[data-testid=content-table] button.sort', { hasText: 'Fired / game' }).click();
    const fired = await dash()
      .locator('[data-testid=content-table] tbody tr td:nth-child(2)')
      .evaluateAll((tds) => tds.map((td) => Number(td.textContent)));
    expect(fired).toEqual([...fired].sort((a, b) => b - a));
  });

  it('shows why a game ended as it did', async () => {
    const row = dash().locator('[data-testid=games-table] tbody tr[data-seed="2"]');
    await row.locator('button.why').click();
    await dash().locator('.trace').waitFor();
    await expect(dash().locator('.trace').textContent()).resolves.toMatch(/end|death|escape/);
  });

  it('opens a game of the list in the sandbox at its final step', async () => {
    const { page } = studio;
    const row = dash().locator('[data-testid=games-table] tbody tr[data-seed="3"]');
    const decisions = Number(await row.locator('td').nth(1).textContent());
    await row.locator('button.open-game').click();
    await dash().locator('dialog[open]').waitFor({ state: 'detached' });
    const sandbox = page.locator('rs-sandbox');
    await sandbox.locator('.result').waitFor();
    await expect(sandbox.locator('.bar').textContent()).resolves.toContain('room25:solo · seed 3');
    await expect(sandbox.locator('.bar').textContent()).resolves.toContain('simulated game');
    await sandbox.locator('.timeline', { hasText: `decision ${decisions} of ${decisions}` }).waitFor();
    await studio.screenshot('playtest-1-game-in-sandbox');
  });

  it('cancels a big batch and reports the games played so far', async () => {
    await studio.page.locator('rs-playtest button.open').click();
    await dash().locator('input[name=games]').fill('20000');
    await dash().locator('input[name=games]').dispatchEvent('change');
    await dash().locator('button.run').click();
    const progress = dash().locator('.progress');
    await expect.poll(() => progress.textContent(), { timeout: 30_000 }).toMatch(/games\/s · about .* left/);
    await studio.screenshot('playtest-2-progress');
    await dash().locator('button.cancel').click();
    await dash().locator('.summary .cancelled').waitFor({ timeout: 30_000 });
    const played = Number(
      (await dash().locator('.summary').textContent())?.match(/([\d,]+) games? of/)?.[1]?.replace(',', ''),
    );
    expect(played).toBeGreaterThan(0);
    expect(played).toBeLessThan(20000);
  });

  it('compares with a baseline of the same packs on the same seeds: no difference', async () => {
    await dash().locator('input[name=games]').fill('10');
    await dash().locator('input[name=games]').dispatchEvent('change');
    await dash().locator('button.baseline').click();
    await dash().locator('button.run').click();
    const diff = dash().locator('[data-chart=ab-result] g.row');
    await diff.waitFor({ timeout: 50_000 });
    await expect(diff.getAttribute('data-value')).resolves.toBe('0');
    await expect(dash().locator('.ab h3').textContent()).resolves.toContain('10 paired games');
    await studio.screenshot('playtest-3-ab');
  });

  it('draws win rates by team in a team mode', async () => {
    await dash().locator('select[name=compare]').selectOption('none');
    await dash().locator('select[name=mode]').selectOption('room25:team');
    await dash().locator('select[name=seats]').selectOption('4');
    await dash().locator('input[name=games]').fill('4');
    await dash().locator('input[name=games]').dispatchEvent('change');
    await dash().locator('button.run').click();
    const sides = dash().locator('[data-chart=sides] g.row');
    await sides.first().waitFor({ timeout: 50_000 });
    const labels = await sides.evaluateAll((gs) => gs.map((g) => g.getAttribute('data-label')));
    expect(labels.filter((l) => l?.startsWith('team '))).toHaveLength(2);
  });

  it('offers the enigma scenarios of a mode that deals one', async () => {
    await dash().locator('select[name=mode]').selectOption('escape-room:escape-room');
    const values = await dash()
      .locator('select[name=option-scenario] option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(values).toContain('escape-room:blackout');
  });
});
