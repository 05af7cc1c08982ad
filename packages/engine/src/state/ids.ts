// Ids of what the engine adds to a state (`c12`, `p3`), made once per number and kept: every match of
// a batch names its components and pieces alike. A property key that is a string made just now must
// first be looked up in V8's string table; one that was a key before is found at once, and
// storing a new component under it (a record of 25+ components is a hash table) costs about half.
// Capped, so a very long match (ids keep growing as cards are re-keyed) does not grow the cache.

const CACHED = 4096;
const componentIds: string[] = [];
const pieceIds: string[] = [];

function cachedId(cache: string[], prefix: string, n: number): string {
  if (n >= CACHED || !Number.isInteger(n) || n < 0) return `${prefix}${n}`;
  for (let i = cache.length; i <= n; i++) cache.push(interned(`${prefix}${i}`));
  return cache[n] as string;
}

/** The id of the n-th component of a match: `c<n>`. */
export function componentId(n: number): string {
  return componentIds[n] ?? cachedId(componentIds, 'c', n);
}

/** The id of the n-th piece of a match: `p<n>`. */
export function pieceId(n: number): string {
  return pieceIds[n] ?? cachedId(pieceIds, 'p', n);
}

/**
 * `text` as the one string of its content that property keys use (V8's internalized string): ids
 * the engine makes (`s1`, `deck@s1`, `pack:room`) are compared with `===` and looked up as keys of
 * records and Maps all game long. Two internalized strings are equal only if they are one object, so
 * neither a comparison nor a look-up reads their characters; a string made by a template literal is
 * a new object, which `===` against an equal one made elsewhere compares character by character.
 * Meant for ids made once (at compile time, per number, per seat), not per use.
 */
export function interned(text: string): string {
  const record: Record<string, true> = { [text]: true };
  for (const key in record) return key;
  return text;
}
