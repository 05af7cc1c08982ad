import { describe, expect, it } from 'vitest';
import { jsonProblems, packJsonProblems, positionAt } from './json-problems.ts';

describe('JSON problems', () => {
  it('locates a missing comma on the line and column where the next property starts', () => {
    const text = '{\n  "id": "a"\n  "name": "A"\n}\n';
    expect(jsonProblems('p', 'rooms/a.json', text)).toEqual([
      { packId: 'p', path: 'rooms/a.json', line: 3, column: 3, severity: 'error', message: 'Expected a comma' },
    ]);
  });

  it('finds nothing wrong with valid JSON', () => {
    expect(jsonProblems('p', 'a/b.json', '{"a": [1, 2, {"b": null}]}')).toEqual([]);
  });

  it('rejects trailing commas and comments, which the loader rejects too', () => {
    const messages = jsonProblems('p', 'a/b.json', '{"a": 1, // x\n}').map((p) => p.message);
    expect(messages).toContain('Comments are not allowed in JSON');
  });

  it('turns offsets into 1-based positions', () => {
    expect(positionAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });

  it('checks every file of every pack', () => {
    const problems = packJsonProblems([
      { id: 'a', root: 'a', readOnly: true, files: { 'pack.json': '{}' } },
      { id: 'b', root: 'b', readOnly: false, files: { 'pack.json': '{', 'rooms/x.json': '[1,]' } },
    ]);
    expect(problems.map((p) => `${p.packId}/${p.path}`)).toEqual(['b/pack.json', 'b/rooms/x.json']);
  });
});
