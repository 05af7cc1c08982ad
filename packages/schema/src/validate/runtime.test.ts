import { describe, expect, it } from 'vitest';
import { equal, ucs2length } from './runtime.ts';

describe('standalone runtime helpers', () => {
  it('count a string by code points, as JSON Schema lengths do', () => {
    expect(ucs2length('a😀b')).toBe(3);
  });

  it('compare objects deeply regardless of key order', () => {
    expect(equal({ a: [1, { b: 2 }], c: null }, { c: null, a: [1, { b: 2 }] })).toBe(true);
  });

  it('tell arrays from objects with the same keys', () => {
    expect(equal([1], { 0: 1 })).toBe(false);
  });
});
