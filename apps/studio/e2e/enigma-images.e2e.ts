// Image assets in a studio pack: a designer imports a picture for an enigma
// card from the builder (it lands in images/, listed in the sidebar with a
// thumbnail), the card names it and its preview shows it; a file that is not
// the image its name says is refused; the exported bundle carries the image's
// bytes, and importing that bundle brings it back. Then the Escape Room's
// shipped victory (content/escape-room/test-fixture-victory.replay.json) is
// imported into the sandbox and ends in total victory.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createFile, createPackOnRoom25 } from './authoring-steps.ts';
import { screenshotDir, useStudio } from './browser.ts';
import { fileText } from './editor-text.ts';

const PACK = 'my-gallery';
const SCENARIO = 'enigmas/gallery.json';
const here = path.dirname(fileURLToPath(import.meta.url));

/** CRC-32 of PNG chunks. */
function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A real PNG: 48×32 pixels, a purple and amber stripe pattern. */
function stripesPng(): Buffer {
  const width = 48;
  const height = 32;
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push(...((x + y) % 16 < 8 ? [91, 63, 140] : [230, 170, 40]));
  }
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), Buffer.from(data)]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', new Uint8Array()),
  ]);
}

describe('image assets in a pack', () => {
  const studio = useStudio();
  const png = stripesPng();

  const form = () => studio.page.locator('rs-enigma-form');
  const firstCard = () => form().locator('li.card').first();

  it('imports a picture for an enigma card: listed in the sidebar, named by the card, shown in its preview', async () => {
    const { page } = studio;
    await createPackOnRoom25(page, PACK, 'My gallery', ['escape-room']);
    await createFile(page, 'enigma-scenario', 'gallery', SCENARIO);

    await firstCard().locator('input[name=name]').fill('The painting');
    await firstCard().locator('textarea[name=clue]').fill('**Count** the stripes.');
    await firstCard()
      .locator('input[name=image-file]')
      .setInputFiles({ name: 'Stripes Map.png', mimeType: 'image/png', buffer: png });

    const tree = page.locator('rs-file-tree');
    await tree.locator('summary', { hasText: 'Images' }).waitFor();
    const thumb = tree.locator('li[data-path="images/stripes-map.png"] img.thumb');
    await thumb.waitFor();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    await thumb.scrollIntoViewIfNeeded();
    await studio.screenshot('enigma-image-sidebar');
    await expect
      .poll(async () => JSON.parse((await fileText(page, PACK, 'enigmas/gallery/gallery-1.json')) ?? '{}'))
      .toMatchObject({ image: 'images/stripes-map.png' });
    await expect(firstCard().locator('select[name=image]').inputValue()).resolves.toBe('images/stripes-map.png');
    const picture = firstCard().locator('figure.preview img.image');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(32);
    await firstCard().scrollIntoViewIfNeeded();
    await studio.screenshot('enigma-image-imported');
  });

  it('picks an image already in the pack for another card', async () => {
    const second = form().locator('li.card').nth(1);
    await second.locator('select[name=image]').selectOption('images/stripes-map.png');
    await second.locator('figure.preview img.image').waitFor();
    await expect
      .poll(async () => JSON.parse((await fileText(studio.page, PACK, 'enigmas/gallery/gallery-2.json')) ?? '{}'))
      .toMatchObject({ image: 'images/stripes-map.png' });
  });

  it('shows a card’s picture in the sandbox when the viewer may see its face', async () => {
    const { page } = studio;
    const cards = form().locator('li.card');
    for (let i = 2; i < 8; i++) await cards.nth(i).locator('select[name=image]').selectOption('images/stripes-map.png');
    await expect
      .poll(async () => JSON.parse((await fileText(page, PACK, 'enigmas/gallery/gallery-8.json')) ?? '{}'))
      .toMatchObject({ image: 'images/stripes-map.png' });
    await form().getByRole('button', { name: 'Play this scenario' }).click();
    const sandbox = page.locator('rs-sandbox');
    await sandbox.locator('[data-testid=event-log] li', { hasText: `scenario ${PACK}:gallery: 8 cards` }).waitFor();
    // The player's own view: the enigma deck is face down, so no picture shows.
    await sandbox.locator('select[name=view-as]').selectOption('s0');
    await sandbox.locator('select[name=view-as]').evaluate((el) => el.blur());
    const pictures = sandbox.locator('rs-table-zones .card img.picture');
    await sandbox.locator('rs-table-zones .card.back').first().waitFor();
    await expect(pictures.count()).resolves.toBe(0);
    // Everything (the designer's view): the deck's top card shows its face, with its picture.
    await sandbox.locator('select[name=view-as]').selectOption('all');
    await expect.poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    await pictures.first().scrollIntoViewIfNeeded();
    await studio.screenshot('enigma-image-sandbox');
    await sandbox.getByRole('button', { name: 'Back to the editor' }).click();
    await form().waitFor();
  });

  it('refuses a file that is not the image its name says', async () => {
    await firstCard()
      .locator('input[name=image-file]')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="x"/>') });
    await firstCard().locator('.error', { hasText: 'Not imported: fake.png does not hold PNG data.' }).waitFor();
    await expect(studio.page.locator('rs-file-tree li[data-path="images/fake.png"]').count()).resolves.toBe(0);
  });

  it('exports the image in the bundle and imports it back', async () => {
    const { page } = studio;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Export ${PACK} as zip` }).click(),
    ]);
    const file = path.join(screenshotDir, 'enigma-images.zip');
    await download.saveAs(file);
    const bytes = new Uint8Array(readFileSync(file));
    expect(Buffer.from(unzipSync(bytes)['images/stripes-map.png'] ?? [])).toEqual(png);

    // The same bundle, imported under another id, brings the image back.
    const before = await page.evaluate(
      (p) => document.querySelector('rs-app')?.workspace.pack(p)?.files['images/stripes-map.png'],
      PACK,
    );
    await page.evaluate((p) => document.querySelector('rs-app')?.workspace.deletePack(p), PACK);
    await page.locator(`rs-pack-list li[data-pack="${PACK}"]`).waitFor({ state: 'detached' });
    await page.locator('input[aria-label="Import pack zip"]').setInputFiles(file);
    await page.locator(`rs-pack-list li[data-pack="${PACK}"]`).waitFor();
    const after = await page.evaluate(
      (p) => document.querySelector('rs-app')?.workspace.pack(p)?.files['images/stripes-map.png'],
      PACK,
    );
    expect(after).toBe(before);
  });

  it('plays the Escape Room’s shipped victory from its replay file in the sandbox', async () => {
    const { page } = studio;
    // A sandbox on the Escape Room pack itself (its mode's Play), so the ruleset is the one recorded.
    await page.locator('rs-pack-list li[data-pack="escape-room"] button').click();
    await page.locator('rs-file-tree li[data-path="modes/escape-room.json"] button.file').click();
    await page.locator('rs-complex-preview button', { hasText: 'Play' }).click();
    const sandbox = page.locator('rs-sandbox');
    await sandbox.locator('.options button').first().waitFor({ timeout: 30_000 });
    await sandbox
      .locator('#replay-input')
      .setInputFiles(path.resolve(here, '../../../content/escape-room/test-fixture-victory.replay.json'));
    await sandbox.locator('.result', { hasText: 'Game over' }).waitFor({ timeout: 60_000 });
    await expect(sandbox.locator('.result').textContent()).resolves.toMatch(/total-victory/);
    await expect(sandbox.getByText('The replay ends in another state').count()).resolves.toBe(0);
    await studio.screenshot('escape-room-victory-replay');
  }, 120_000);
});
