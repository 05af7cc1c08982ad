import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenshotDir, useStudio } from './browser.ts';

const pdftoppm = [process.env['PDFTOPPM_PATH'], '/usr/bin/pdftoppm'].find((p) => p && existsSync(p));

describe('print-and-play from the studio', () => {
  const studio = useStudio();

  it('downloads the selected pack as a PDF of Letter sheets', async () => {
    const { page } = studio;
    await page.locator('rs-app li[data-pack="room25"] button').click();
    await page.getByRole('button', { name: 'Print room25 (print-and-play PDF)' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.locator('rs-choice-dialog button[data-choice=letter]').click(),
    ]);
    expect(download.suggestedFilename()).toBe('room25-print.pdf');
    const pdf = readFileSync((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
    expect(boxes.length).toBeGreaterThan(2);
    expect(boxes.every((m) => Math.round(Number(m[1])) === 612 && Math.round(Number(m[2])) === 792)).toBe(true);
    await page.locator('rs-app', { hasText: /Printed room25: \d+ pages \(LETTER\)/ }).waitFor();
    if (pdftoppm) {
      // The first sheet as a picture beside the studio screenshots, to look at.
      const file = path.join(screenshotDir, 'print-room25.pdf');
      writeFileSync(file, pdf);
      execFileSync(pdftoppm, [
        '-r',
        '50',
        '-png',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        file,
        file.replace(/\.pdf$/, ''),
      ]);
    }
  });
});
