import { describe, expect, it } from 'vitest';
import { copyRecord } from './records.ts';

describe('copyRecord', () => {
  it('gives the same keys in the same order with the same values, as a spread would', () => {
    const r = { b: 2, a: 'x', list: ['p1'], none: null };
    expect(JSON.stringify(copyRecord(r))).toBe(JSON.stringify({ ...r }));
  });

  it('gives a record of its own: a key set on the copy leaves the original as it was', () => {
    const r: Record<string, number> = { n: 1 };
    const copy = copyRecord(r);
    copy.n = 2;
    copy.m = 3;
    expect(r).toEqual({ n: 1 });
  });

  it('keeps a key that is set again in its first place, as a spread with an override does', () => {
    const b: Record<string, string | null> = { it: 'c1', actor: 'p0' };
    const copy = copyRecord(b);
    copy.it = null;
    expect(Object.keys(copy)).toEqual(Object.keys({ ...b, it: null }));
  });
});
