import { describe, expect, it } from 'vitest';
import { markerCount, markerKey, removeMarker } from './markers.ts';

describe('owned markers', () => {
  it('keys an owned copy by its owner', () => {
    expect(markerKey('memo', 's2')).toBe('memo@s2');
    expect(markerKey('memo', null)).toBe('memo');
  });

  it("counts one owner's copies, or every copy", () => {
    const m = { memo: 1, 'memo@s0': 2, 'memo@s1': 3, other: 9 };
    expect(markerCount(m, 'memo', 's1')).toBe(3);
    expect(markerCount(m, 'memo')).toBe(6);
    expect(markerCount(m, 'memo', null)).toBe(1);
  });

  it('gives the same key for a name and owner asked again', () => {
    expect(markerKey('memo', 's3')).toBe(markerKey('memo', 's3'));
    expect(markerKey('memo', 's3')).toBe('memo@s3');
    expect(markerKey('note', 's3')).toBe('note@s3');
  });

  it('counts only keys of the name followed by @ as owned copies', () => {
    const m = { memo: 1, memos: 5, 'memo@s0': 2, 'memox@s0': 7, 'mem@s0': 4, '@memo': 8 };
    expect(markerCount(m, 'memo')).toBe(3);
  });

  it('removes some copies and drops the key at zero', () => {
    const m: Record<string, number> = { 'memo@s0': 2 };
    removeMarker(m, 'memo', 's0', 1);
    expect(m).toEqual({ 'memo@s0': 1 });
    removeMarker(m, 'memo', 's0', 1);
    expect(m).toEqual({});
  });
});
