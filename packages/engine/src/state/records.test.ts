import { describe, expect, it } from 'vitest';
import { idRecord } from './records.ts';

describe('idRecord', () => {
  it('is an empty plain object', () => {
    const r = idRecord<number>();
    expect(Object.getPrototypeOf(r)).toBe(Object.prototype);
    expect(Object.keys(r)).toEqual([]);
    expect(JSON.stringify(r)).toBe('{}');
  });

  it('keeps keys in insertion order, as a literal does', () => {
    const r = idRecord<number>();
    for (const id of ['c10', 'c2', 'x', 'c1']) r[id] = id.length;
    expect(Object.keys(r)).toEqual(['c10', 'c2', 'x', 'c1']);
    expect(structuredClone(r)).toEqual({ c10: 3, c2: 2, x: 1, c1: 2 });
  });
});
