// The first place two JSON values differ, as a path ("zones.complex.cells[7]"),
// so a leak report points at what a seat's view gave away.

/** The path of the first difference between `a` and `b` (JSON values), or null when they are equal. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (a === b) return null;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return path || '(root)';
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    // Key order is part of what a seat sees (a JSON object lists keys in order).
    if (ka[i] !== kb[i]) return `${path}${path ? '.' : ''}${ka[i] ?? kb[i] ?? ''} (key order)`;
    const k = ka[i] as string;
    const d = firstDifference(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      path ? `${path}.${k}` : k,
    );
    if (d) return d;
  }
  return null;
}
