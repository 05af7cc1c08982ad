// Readers with type feedback of their own. Every closure a handler's `compile` returns shares its code,
// and so its type feedback, with the handler's other closures: a load by a name that is constant at one
// site (`counters.round`) but differs between sites is, to V8, a load by a name that varies, and goes
// through its megamorphic stub (~100 instructions). A function made from source text of its own is code of
// its own: its loads learn the one name and the few shapes they meet. The source is a constant of the
// engine's, the same for every site but for the site's number in a comment (V8 shares the code, and the
// feedback, of equal sources); what a pack says reaches the function only as an argument, never as text.
// Where `new Function` is refused (a page whose content security policy has no 'unsafe-eval'), the
// handler's ordinary closure is used instead: the same values, shared feedback.

let allowed = true;
let site = 0;

/**
 * Numbers the sites of a new ruleset from 0 (the compiler calls it first). A second compile of the same
 * packs (the studio's, as an author types) then makes the same sources, which V8's eval cache gives back
 * without parsing them again (~10 µs a site the first time): their code, and its feedback, is shared with
 * the sites of the same number of any ruleset compiled before in the same thread, which costs speed only
 * where two rulesets play in one thread.
 */
export function beginSites(): void {
  site = 0;
}

/**
 * A function made by `body` (a constant of the engine's: it receives `names` as parameters, bound to
 * `values`, and returns the function) with code and type feedback of its own; `fallback()` where
 * `new Function` is refused.
 */
export function perSite<F>(names: readonly string[], body: string, values: readonly unknown[], fallback: () => F): F {
  if (allowed) {
    try {
      const make = new Function(...names, `'use strict';\n// site ${site++}\n${body}`) as (...v: unknown[]) => F;
      return make(...values);
    } catch {
      allowed = false;
    }
  }
  return fallback();
}
