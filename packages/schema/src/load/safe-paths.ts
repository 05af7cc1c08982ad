// One rule for pack ids and pack file paths, shared by the loader, zip import
// (CLI and studio) and the studio's New pack dialog: a pack from a stranger
// must not be able to name a place outside its own folder.

/** A pack or entity id: kebab-case (the schemas' `Id`). */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why `id` is not a usable pack id, or null when it is. */
export function checkPackId(id: unknown): string | null {
  if (typeof id !== 'string' || id === '') return 'a pack id is required';
  if (id.length > 100) return 'a pack id has at most 100 characters';
  return ID_PATTERN.test(id)
    ? null
    : `"${printable(id)}" is not a pack id: use lower-case letters, digits and single dashes`;
}

/** File types a pack may carry besides JSON content: images and text. */
export const ASSET_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'md', 'txt'];

/** Shows a name safely in a message (control characters escaped, long names cut). */
export function printable(name: string): string {
  // eslint-disable-next-line no-control-regex
  const shown = name.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return shown.length > 80 ? `${shown.slice(0, 77)}...` : shown;
}

/** A name quoted for a message, built only when there is one: every file of every load is checked. */
function quoted(name: string): string {
  return `"${printable(name)}"`;
}

/** Whether a "/"-separated path has a ".." segment (what `split('/').includes('..')` says). */
function climbs(path: string): boolean {
  return path === '..' || path.startsWith('../') || path.endsWith('/..') || path.includes('/../');
}

/** Whether a "/"-separated path has an empty or "." segment. */
function hasEmptyOrDotSegment(path: string): boolean {
  return (
    path === '' ||
    path === '.' ||
    path.startsWith('/') ||
    path.startsWith('./') ||
    path.endsWith('/') ||
    path.endsWith('/.') ||
    path.includes('//') ||
    path.includes('/./')
  );
}

/**
 * Why `path` may not be a file of a pack, or null when it may: relative,
 * forward slashes, no `.`/`..`/empty segments, no NUL or control characters,
 * no drive letter, and JSON or an asset by its extension.
 */
export function checkPackPath(path: string): string | null {
  if (path === '') return 'an empty file name';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return `${quoted(path)} contains a NUL or control character`;
  if (path.includes('\\')) return `${quoted(path)} contains a backslash`;
  if (/^[A-Za-z]:/.test(path)) return `${quoted(path)} starts with a drive letter`;
  if (path.startsWith('/')) return `${quoted(path)} is an absolute path`;
  // Segments looked at in place, not split out: every file of every load comes through here.
  if (climbs(path)) return `${quoted(path)} contains ".."`;
  if (hasEmptyOrDotSegment(path)) return `${quoted(path)} has an empty or "." segment`;
  if (path.length > 255) return `${quoted(path)} is longer than 255 characters`;
  // Content is nearly all ".json": named without running the pattern for each file of each load.
  const ext = path.endsWith('.json') ? 'json' : /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
  if (ext !== 'json' && !(ext && ASSET_EXTENSIONS.includes(ext)))
    return `${quoted(path)} is neither JSON nor an asset (${ASSET_EXTENSIONS.join(', ')})`;
  return null;
}
