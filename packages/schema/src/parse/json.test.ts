import { describe, expect, it } from 'vitest';
import { locate, parseJson } from './json.ts';

describe('parseJson', () => {
  it('returns the value of valid JSON with no diagnostics', () => {
    const { parsed, diagnostics } = parseJson('a.json', '{"a": [1, "x", null]}');
    expect(diagnostics).toEqual([]);
    expect(parsed.value).toEqual({ a: [1, 'x', null] });
  });

  it('reports the first syntax error with its line and column', () => {
    const { diagnostics } = parseJson('a.json', '{\n  "a": 1,\n}');
    expect(diagnostics).toEqual([
      {
        file: 'a.json',
        pointer: '',
        line: 3,
        column: 1,
        severity: 'error',
        message: 'invalid JSON: expected a property name in double quotes',
      },
    ]);
  });

  it('rejects comments, which JSON does not have', () => {
    expect(parseJson('a.json', '// hi\n{}').diagnostics[0]?.message).toBe(
      'invalid JSON: comments are not allowed in JSON',
    );
  });

  it('ignores a byte order mark', () => {
    expect(parseJson('a.json', '\uFEFF{"a": 1}').parsed.value).toEqual({ a: 1 });
  });

  it('keeps "__proto__" as a plain own property instead of a prototype', () => {
    const value = parseJson('a.json', '{"__proto__": {"polluted": true}}').parsed.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('reports a key given twice at the second key', () => {
    const { diagnostics } = parseJson('a.json', '{"a": 1,\n "a": 2}');
    expect(diagnostics.map((d) => [d.pointer, d.line, d.column, d.message])).toEqual([
      ['/a', 2, 2, 'duplicate key "a"'],
    ]);
  });
});

describe('locate', () => {
  const { parsed } = parseJson('a.json', '{\n  "rooms": [\n    {"id": "x"}\n  ]\n}');

  it('finds the position of the value a pointer names', () => {
    expect(locate(parsed, '/rooms/0/id')).toEqual({ line: 3, column: 12 });
  });

  it('finds the key instead when asked, for unknown properties', () => {
    expect(locate(parsed, '/rooms/0/id', true)).toEqual({ line: 3, column: 6 });
  });

  it('falls back to the nearest existing parent of a missing path', () => {
    expect(locate(parsed, '/rooms/0/colour')).toEqual({ line: 3, column: 5 });
  });
});

describe('parseJson on hostile input', () => {
  it('refuses nesting deeper than any content needs, without overflowing', () => {
    const { parsed, diagnostics } = parseJson('a.json', '['.repeat(100_000) + ']'.repeat(100_000));
    expect(parsed.value).toBeUndefined();
    expect(diagnostics.map((d) => [d.line, d.column, d.message])).toEqual([
      [1, 257, 'nested more than 256 levels deep'],
    ]);
  });
});
