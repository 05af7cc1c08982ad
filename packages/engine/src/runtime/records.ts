// Copies of plain records (bindings, a piece's variables, counters) made key by key.
//
// Why not `{ ...r }`: in Node 20 (V8 11.3), a spread at a site that has seen one to four shapes of
// record gives each copy a map of its own, so every key added or set on the copy afterwards — and
// the extra keys of `{ ...r, k: v }` themselves — goes to V8's runtime: ~0.8–1.2 µs a store, ~2.8 µs
// for `{ ...b, it, seat, actor }`, against ~30–50 ns for this copy and its stores (micro-benchmarks
// in tools/bench/README.md, session 15, `s15-r25`). A site that sees many shapes (`bind`) is not
// hit. The copy has the same keys in the same order with the same values (a record's own
// enumerable string keys: plain records have no inherited or symbol ones).

/** A new record with `r`'s keys and values, in its order. */
export function copyRecord<T extends object>(r: T): T {
  const out = {} as Record<string, unknown>;
  for (const k in r) out[k] = (r as Record<string, unknown>)[k];
  return out as T;
}
