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

  it('finds a key repeated with an escape as the same key', () => {
    expect(scanJson('{"a": 1, "\\u0061": 2}', 10).duplicates).toEqual([{ path: [], key: 'a', offset: 9 }]);
  });

  it('does not take a string that follows an empty object in an array for a key', () => {
    expect(scanJson('[{}, "a", {}, "a"]', 10).duplicates).toEqual([]);
  });

  it('gives the path through arrays and objects to the object holding the repeated key', () => {
    expect(scanJson('{"x": [1, {"y": {"k": 1, "k": 2}}]}', 10).duplicates).toEqual([
      { path: ['x', '1', 'y'], key: 'k', offset: 25 },
    ]);
  });

  it('reports where nesting passes the limit', () => {
    expect(scanJson('[[[1]]]', 2).tooDeepAt).toBe(2);
  });
});
