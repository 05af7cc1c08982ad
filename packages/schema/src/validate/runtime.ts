// The two helpers ajv's standalone code calls, as ESM: string length in code
// points (what JSON Schema counts) and deep equality (for const/enum/uniqueItems).

const SURROGATE = /[\uD800-\uDFFF]/;

/** Length of a string in Unicode code points. */
export function ucs2length(str: string): number {
  // Without a surrogate every code unit is a code point; the validators ask this of every string
  // with a maxLength, so the count is spared where it can be.
  if (!SURROGATE.test(str)) return str.length;
  let length = 0;
  for (const _ of str) length += 1;
  return length;
}

/** Deep equality over JSON values. */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a !== a && b !== b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => equal(x, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && equal((a as never)[k], (b as never)[k]));
}

/** The format checks (email, uri, …) ajv-formats provides, for standalone code. */
export { fullFormats } from 'ajv-formats/dist/formats.js';
