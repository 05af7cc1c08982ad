// Image assets of a pack (an enigma card's picture): PNG, JPEG or WebP files
// under `images/`, size-limited. The studio keeps every pack file as text, so
// an image is held as a `data:` URL and turned back into bytes for a bundle.
// Assets are never content: the loader reads only `.json` files.

/** The image types a pack may hold, by file extension. */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** The largest image the studio imports: pictures on a card, not photographs. */
export const MAX_IMAGE_BYTES = 512 * 1024;

/** The folder imported images go to. */
export const IMAGE_FOLDER = 'images/';

const extension = (path: string) => /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';

/** Whether a pack path names an image asset (by its extension). */
export function isImagePath(path: string): boolean {
  return extension(path) in IMAGE_TYPES;
}

/** The image assets among a pack's files, sorted. */
export function imagePaths(files: Record<string, string>): string[] {
  return Object.keys(files).filter(isImagePath).sort();
}

/** The type the first bytes say, whatever the name says: PNG, JPEG or WebP; null for anything else. */
export function sniffImage(bytes: Uint8Array): string | null {
  const at = (i: number) => bytes[i] ?? -1;
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'image/png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  const ascii = (from: number, text: string) => [...text].every((c, i) => at(from + i) === c.charCodeAt(0));
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return null;
}

/** Why these bytes cannot be imported under this name, or null when they can. */
export function imageProblem(name: string, bytes: Uint8Array): string | null {
  const declared = IMAGE_TYPES[extension(name)];
  if (!declared) return `${name} is not a PNG, JPEG or WebP image (.png, .jpg, .webp).`;
  if (bytes.length > MAX_IMAGE_BYTES)
    return `${name} is ${Math.ceil(bytes.length / 1024)} KB: images over ${MAX_IMAGE_BYTES / 1024} KB are not imported.`;
  const actual = sniffImage(bytes);
  if (actual !== declared) return `${name} does not hold ${declared.replace('image/', '').toUpperCase()} data.`;
  return null;
}

/** The pack path an imported file goes to: `images/<name>`, lower-case, safe, not yet taken. */
export function assetPathFor(name: string, taken: Iterable<string>): string {
  const ext = extension(name) === 'jpeg' ? 'jpg' : extension(name);
  const stem =
    name
      .replace(/\.[^.]*$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'image';
  const used = new Set(taken);
  for (let n = 1; ; n++) {
    const path = `${IMAGE_FOLDER}${stem}${n === 1 ? '' : `-${n}`}.${ext}`;
    if (!used.has(path)) return path;
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** An image's bytes as the text the studio keeps: a `data:` URL of its type. */
export function imageDataUrl(bytes: Uint8Array): string {
  return `data:${sniffImage(bytes) ?? 'application/octet-stream'};base64,${toBase64(bytes)}`;
}

/** The bytes of a kept image, or null when the text is not a base64 `data:` URL. */
export function dataUrlBytes(text: string): Uint8Array | null {
  const m = /^data:[a-z/+.-]+;base64,([A-Za-z0-9+/]*={0,2})$/.exec(text);
  if (!m) return null;
  const binary = atob(m[1] ?? '');
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A pack's files as a bundle takes them: images as their bytes, every other file as its text. */
export function bundleFiles(files: Record<string, string>): Record<string, string | Uint8Array> {
  const out: Record<string, string | Uint8Array> = {};
  for (const [path, text] of Object.entries(files)) out[path] = (isImagePath(path) && dataUrlBytes(text)) || text;
  return out;
}
