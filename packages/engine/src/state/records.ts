// Records keyed by ids that differ from match to match, made the way V8 stores them best.

/**
 * An empty record made in V8's dictionary mode from the start, for component ids. A fresh `{}` takes
 * its first ~17 keys as hidden-class transitions (one new map per key, kept in a tree shared by every
 * object literal) and only then turns into a dictionary. Where the keys come in a sequence not seen
 * before — after a restart, the rounds of a best-of-three match number their cards on from wherever
 * the last round's re-keyed ids stopped — every store makes a map: ~1.7 µs a store in a
 * micro-benchmark of 20 stores in varying sequences, against ~0.2 µs into a dictionary. Deleting a
 * property that is not the last one added is what turns an object into a dictionary, and it costs
 * ~0.7 µs: not worth it for a fresh match, whose ids always run c0, c1, … and reuse the transitions
 * made before. In other engines this is just an empty object; the JSON, a hash, a copy and a clone
 * are the same as of `{}`.
 */
export function idRecord<T>(): Record<string, T> {
  const r: Record<string, unknown> = { a: 0, b: 0 };
  delete r.a;
  delete r.b;
  return r as Record<string, T>;
}
