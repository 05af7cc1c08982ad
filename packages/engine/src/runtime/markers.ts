// Markers, optionally owned by a seat: an owned copy is stored under
// "name@seat", so a reminder token can find its way back to its owner.

/** The storage key of a marker, owned or not. */
export function markerKey(name: string, owner: string | null | undefined): string {
  return owner ? `${name}@${owner}` : name;
}

/** How many of a marker: the copies one seat owns, or (owner undefined) every copy. */
export function markerCount(markers: Record<string, number>, name: string, owner?: string | null): number {
  if (owner !== undefined) return markers[markerKey(name, owner)] ?? 0;
  let n = markers[name] ?? 0;
  const prefix = `${name}@`;
  for (const key in markers) if (key.startsWith(prefix)) n += markers[key] ?? 0;
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
