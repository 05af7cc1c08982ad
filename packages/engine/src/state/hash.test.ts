import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './hash.ts';

/** The canonical form as it was first written (parts per array and object, joined): hashes depend on it. */
function reference(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : reference(v))).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${reference(obj[k])}`).join(',')}}`;
}

describe('canonicalJson', () => {
  it('sorts keys by code unit, integer-like keys too, and leaves out undefined values', () => {
    expect(canonicalJson({ b: 1, 10: 'x', 9: 'y', a: undefined, é: [true, null] })).toBe(
      '{"10":"x","9":"y","b":1,"é":[true,null]}',
    );
  });

  it('writes undefined array items as null and holes as nothing, as the joined form did', () => {
    // eslint-disable-next-line no-sparse-arrays
    const odd: unknown[] = [undefined, , 1];
    expect(canonicalJson(odd)).toBe(reference(odd));
    expect(canonicalJson(odd)).toBe('[null,,1]');
  });

  it('writes numbers, functions and non-finite values as the joined form did', () => {
    const odd = { n: [-0, NaN, Infinity, 1e21, 0.1], f: () => 1, s: 'q"\u2028\n' };
    expect(canonicalJson(odd)).toBe(reference(odd));
  });

  it('gives the joined form for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => canonicalJson(v) === reference(v)),
      { numRuns: 2000 },
    );
  });

  it('gives the joined form for objects with undefined values and sparse arrays', () => {
    fc.assert(
      fc.property(
        fc.anything({ withSparseArray: true, withNullPrototype: true, withObjectString: false }),
        (v) => canonicalJson(v) === reference(v),
      ),
      { numRuns: 2000 },
    );
  });
});
