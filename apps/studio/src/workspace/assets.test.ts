import { describe, expect, it } from 'vitest';
import {
  assetPathFor,
  bundleFiles,
  dataUrlBytes,
  imageDataUrl,
  imagePaths,
  imageProblem,
  MAX_IMAGE_BYTES,
  sniffImage,
} from './assets.ts';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9]);
const webp = new Uint8Array(
  [...'RIFF']
    .map((c) => c.charCodeAt(0))
    .concat(
      [0, 0, 0, 0],
      [...'WEBP'].map((c) => c.charCodeAt(0)),
    ),
);

describe('image assets', () => {
  it('recognise PNG, JPEG and WebP by their first bytes', () => {
    expect([sniffImage(png), sniffImage(jpeg), sniffImage(webp), sniffImage(new Uint8Array([1, 2]))]).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      null,
    ]);
  });

  it('accept an image whose bytes match its extension', () => {
    expect(imageProblem('clue.png', png)).toBeNull();
    expect(imageProblem('clue.JPEG', jpeg)).toBeNull();
  });

  it('refuse a file that is not an image type', () => {
    expect(imageProblem('notes.svg', png)).toBe('notes.svg is not a PNG, JPEG or WebP image (.png, .jpg, .webp).');
  });

  it('refuse bytes that are not what the name says', () => {
    expect(imageProblem('clue.png', jpeg)).toBe('clue.png does not hold PNG data.');
  });

  it('refuse an image over the size limit', () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(png);
    expect(imageProblem('big.png', big)).toMatch(/^big\.png is \d+ KB: images over 512 KB are not imported\.$/);
  });

  it('go to images/ under a safe name that is not taken', () => {
    expect(assetPathFor('Map of the Lab.PNG', [])).toBe('images/map-of-the-lab.png');
    expect(assetPathFor('photo.jpeg', ['images/photo.jpg'])).toBe('images/photo-2.jpg');
    expect(assetPathFor('../../!!.webp', [])).toBe('images/image.webp');
  });

  it('round-trip through the data URL the studio keeps', () => {
    const url = imageDataUrl(png);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(dataUrlBytes(url)).toEqual(png);
    expect(dataUrlBytes('not a data url')).toBeNull();
  });

  it('are listed apart from content files', () => {
    expect(imagePaths({ 'pack.json': '{}', 'images/b.png': '', 'images/a.webp': '', 'cards/a.json': '' })).toEqual([
      'images/a.webp',
      'images/b.png',
    ]);
  });

  it('travel in a bundle as bytes, other files as text', () => {
    const files = bundleFiles({ 'pack.json': '{}', 'images/a.png': imageDataUrl(png) });
    expect(files).toEqual({ 'pack.json': '{}', 'images/a.png': png });
  });
});
