// The two helpers ajv's standalone code calls, as ESM: string length in code
// points (what JSON Schema counts) and deep equality (for const/enum/uniqueItems).

/** Length of a string in Unicode code points. */
export function ucs2length(str: string): number {
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
