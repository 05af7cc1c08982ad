import { describe, expect, it } from 'vitest';
import { extendRun, fileKey, minimalEdit, startRun, textOf } from './editor-sync.ts';

describe('editor sync helpers', () => {
  const packs = [{ id: 'a', root: 'a', readOnly: false, files: { 'rooms/x.json': '{}' } }];

  it('finds the text of a file, and nothing for a file that is gone', () => {
    expect(textOf(packs, { packId: 'a', path: 'rooms/x.json' })).toBe('{}');
    expect(textOf(packs, { packId: 'a', path: 'rooms/y.json' })).toBeUndefined();
    expect(textOf(packs, { packId: 'b', path: 'rooms/x.json' })).toBeUndefined();
  });

  it('keys files by pack and path', () => {
    expect(fileKey({ packId: 'a', path: 'rooms/x.json' })).toBe('a/rooms/x.json');
  });

  it('finds the smallest replacement between two texts', () => {
    const apply = (a: string, e: { start: number; end: number; text: string }) =>
      a.slice(0, e.start) + e.text + a.slice(e.end);
    const cases: Array<[string, string]> = [
      ['{"colour": "red"}', '{"colour": "green"}'],
      ['abc', 'abc'],
      ['', 'x'],
      ['aaa', 'aa'],
      ['abab', 'ab'],
    ];
    for (const [a, b] of cases) expect(apply(a, minimalEdit(a, b))).toBe(b);
    expect(minimalEdit('{"colour": "red"}', '{"colour": "green"}')).toEqual({ start: 12, end: 15, text: 'green' });
  });

  it('joins the letters typed into one form field into one run of edits', () => {
    const typed = ['{"name": "K"}', '{"name": "Ke"}', '{"name": "Key"}', '{"name": "Ke"}', '{"name": "Kez"}'];
    let run = startRun(minimalEdit('{"name": ""}', typed[0] ?? ''));
    for (let i = 1; i < typed.length; i++) {
      const next = extendRun(run, minimalEdit(typed[i - 1] ?? '', typed[i] ?? ''));
      expect(next).not.toBeNull();
      if (next) run = next;
    }
    expect(run).toEqual({ start: 10, end: 13 });
  });

  it('starts a new run for an edit that replaces the run’s text, such as a cell painted again', () => {
    const blue = '{"b": "blue"}';
    const run = startRun(minimalEdit('{"b": "red"}', blue));
    expect(extendRun(run, minimalEdit(blue, '{"b": "green"}'))).toBeNull();
  });

  it('starts a new run for an edit of another field', () => {
    const before = '{"name": "Key", "colour": "red"}';
    const run = startRun(minimalEdit('{"name": "Ke", "colour": "red"}', before));
    expect(extendRun(run, minimalEdit(before, '{"name": "Key", "colour": "blue"}'))).toBeNull();
  });
});
