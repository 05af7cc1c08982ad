import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { printPacks } from './index.ts';
import { readPrintFonts } from './node.ts';
import { samplePack } from './fixtures.ts';

const fonts = readPrintFonts();
const pdftoppm = [process.env['PDFTOPPM_PATH'], '/usr/bin/pdftoppm'].find((p) => p && existsSync(p));
const pdftotext = pdftoppm ? path.join(path.dirname(pdftoppm), 'pdftotext') : undefined;
const dir = mkdtempSync(path.join(tmpdir(), 'roomsmith-print-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Page sizes (in points) from the PDF's page objects. */
function mediaBoxes(pdf: Uint8Array): number[][] {
  const text = Buffer.from(pdf).toString('latin1');
  return [...text.matchAll(/\/Type \/Page\n\/Parent [^\n]+\n\/MediaBox \[([^\]]+)\]/g)].map((m) =>
    (m[1] ?? '').trim().split(/\s+/).map(Number),
  );
}

/** Width and height of a PNG, from its header. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(file);
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('printPacks', () => {
  it('makes one A4 page per sheet: the tiles front and back', async () => {
    const result = await printPacks(samplePack(), { fonts });
    expect(Buffer.from(result.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(result.pages).toBe(2);
    const boxes = mediaBoxes(result.pdf);
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      expect(box[2]).toBeCloseTo((210 * 72) / 25.4, 1);
      expect(box[3]).toBeCloseTo((297 * 72) / 25.4, 1);
    }
  });

  it('makes Letter pages when asked', async () => {
    const result = await printPacks(samplePack(), { fonts, paper: 'letter' });
    expect(mediaBoxes(result.pdf).map((b) => [Math.round(b[2] ?? 0), Math.round(b[3] ?? 0)])).toEqual([
      [612, 792],
      [612, 792],
    ]);
  });

  it("prints a card's picture from the pack", async () => {
    // A 1×1 red PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
      'base64',
    );
    const card = {
      kind: 'card',
      type: 'enigma',
      id: 'picture',
      number: 2,
      name: 'Picture',
      origin: { source: 'house' },
      clue: 'Look closely.',
      image: 'images/red.png',
    };
    const packs = samplePack({ 'cards/picture.json': card, 'images/red.png': new Uint8Array(png) });
    const result = await printPacks(packs, { fonts });
    expect(Buffer.from(result.pdf).toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('refuses a pack with nothing to print', async () => {
    const empty = samplePack().map((p) => ({ ...p, entities: [] }));
    await expect(printPacks(empty, { fonts })).rejects.toThrow('nothing to print');
  });

  it.skipIf(!pdftoppm)('renders to PNG pages of the paper size (poppler pdftoppm)', async () => {
    const result = await printPacks(samplePack(), { fonts });
    const file = path.join(dir, 'a4.pdf');
    writeFileSync(file, result.pdf);
    execFileSync(pdftoppm as string, ['-r', '72', '-png', file, path.join(dir, 'a4')]);
    const pages = readdirSync(dir).filter((f) => f.startsWith('a4-') && f.endsWith('.png'));
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      const [width, height] = pngSize(path.join(dir, page));
      // A4 at 72 dpi is 595.3 × 841.9 px; pdftoppm rounds either way.
      expect(Math.abs(width - 595.3)).toBeLessThan(1);
      expect(Math.abs(height - 841.9)).toBeLessThan(1);
    }
  });

  it.skipIf(!pdftoppm)('prints Japanese names with a font that covers them', async () => {
    const result = await printPacks(samplePack(), { fonts, lang: 'ja' });
    const file = path.join(dir, 'ja.pdf');
    writeFileSync(file, result.pdf);
    const text = execFileSync(pdftotext as string, ['-l', '1', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('落とし穴');
  });
});
