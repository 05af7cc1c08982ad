import { describe, expect, it } from 'vitest';
import { scanJson } from './scan.ts';

describe('scanJson', () => {
  it('finds a key repeated in one object, with the path to it', () => {
    expect(scanJson('{"a": [{"b": 1, "b": 2}]}', 10).duplicates).toEqual([{ path: ['a', '0'], key: 'b', offset: 16 }]);
  });

  it('does not confuse equal keys in different objects', () => {
    expect(scanJson('[{"a": 1}, {"a": 2}]', 10).duplicates).toEqual([]);
  });

  it('reads keys with escaped quotes correctly', () => {
    expect(scanJson('{"a\\"b": 1, "a\\"b": 2}', 10).duplicates.map((d) => d.key)).toEqual(['a"b']);
  });

  it('ignores brackets and commas inside strings', () => {
    expect(scanJson('{"x": "[{,}]", "y": 1}', 2)).toEqual({ tooDeepAt: -1, duplicates: [] });
  });

  it('reports where nesting passes the limit', () => {
    expect(scanJson('[[[1]]]', 2).tooDeepAt).toBe(2);
  });
});
