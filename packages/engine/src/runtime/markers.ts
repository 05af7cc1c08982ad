// Markers, optionally owned by a seat: an owned copy is stored under
// "name@seat", so a reminder token can find its way back to its owner.

// The keys of owned markers, made once per name and owner and kept (as state/ids.ts keeps ids): a
// key made just now must first be looked up in V8's string table before a record is read or written
// with it; one that was a key before is found at once. Capped, so computed owners cannot grow it.
const OWNED_KEYS = new Map<string, Map<string, string>>();
const MAX_OWNED_KEYS = 4096;
let ownedKeys = 0;

/** The storage key of a marker, owned or not. */
export function markerKey(name: string, owner: string | null | undefined): string {
  if (!owner) return name;
  let byOwner = OWNED_KEYS.get(name);
  const kept = byOwner?.get(owner);
  if (kept !== undefined) return kept;
  const key = `${name}@${owner}`;
  if (ownedKeys < MAX_OWNED_KEYS) {
    if (byOwner === undefined) OWNED_KEYS.set(name, (byOwner = new Map()));
    byOwner.set(owner, key);
    ownedKeys++;
  }
  return key;
}

const AT = 64; // '@'

/** How many of a marker: the copies one seat owns, or (owner undefined) every copy. */
export function markerCount(markers: Record<string, number>, name: string, owner?: string | null): number {
  if (owner !== undefined) return markers[markerKey(name, owner)] ?? 0;
  let n = markers[name] ?? 0;
  // The owned copies, keys "name@…" (tested without making the prefix: most records hold none).
  const at = name.length;
  for (const key in markers)
    if (key.length > at && key.charCodeAt(at) === AT && key.startsWith(name)) n += markers[key] ?? 0;
  return n;
}

/** Removes `count` copies (all when null): the owner's, or (owner undefined) of every owner. */
export function removeMarker(
  markers: Record<string, number>,
  name: string,
  owner: string | null | undefined,
  count: number | null,
): void {
  const keys =
    owner !== undefined
      ? [markerKey(name, owner)]
      : Object.keys(markers).filter((k) => k === name || k.startsWith(`${name}@`));
  for (const key of keys) {
    const left = count === null ? 0 : (markers[key] ?? 0) - count;
    if (left > 0) markers[key] = left;
    else delete markers[key];
  }
}
