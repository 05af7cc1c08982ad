import { describe, expect, it } from 'vitest';
import { contentFiles, displayPath } from './files.ts';

describe('contentFiles', () => {
  const files = {
    'pack.json': '{}',
    './rooms/a.json': '{}',
    'rooms\\b.json': '{}',
    'project.json': '{}',
    'notes/readme.md': '#',
    '.hidden/x.json': '{}',
    'rooms/../../escape.json': '{}',
    'node_modules/x/y.json': '{}',
  };

  it('keeps pack.json and JSON inside sub-folders, normalising separators', () => {
    const found = contentFiles({ root: 'p', files });
    expect([found.manifest?.path, ...found.content.map((f) => f.path)]).toEqual([
      'pack.json',
      'rooms/a.json',
      'rooms/b.json',
    ]);
  });

  it('shows paths under the pack root', () => {
    expect(contentFiles({ root: 'content/p/', files: { 'rooms/a.json': '{}' } }).content[0]?.file).toBe(
      'content/p/rooms/a.json',
    );
  });

  it('shows paths bare when the root is empty', () => {
    expect(displayPath('', 'rooms/a.json')).toBe('rooms/a.json');
  });

  it('refuses a path that climbs out of the pack, at the file', () => {
    expect(contentFiles({ root: 'p', files }).diagnostics.map((d) => `${d.file} ${d.message}`)).toEqual([
      'p/rooms/../../escape.json file name refused: "rooms/../../escape.json" contains ".."',
    ]);
  });

  it('reports invalid UTF-8 at its line and column', () => {
    const bytes = Uint8Array.from([
      ...new TextEncoder().encode('{\n  "name": "caf'),
      0xe9,
      ...new TextEncoder().encode('"\n}'),
    ]);
    const d = contentFiles({ root: 'p', files: { 'rooms/a.json': bytes } }).diagnostics[0];
    expect(d && `${d.line}:${d.column} ${d.severity} ${d.message}`).toBe(
      '2:15 error invalid UTF-8 (byte 0xe9 at offset 16)',
    );
  });

  it('accepts a byte-order mark with a warning, and reads the file without it', () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{}')]);
    const found = contentFiles({ root: 'p', files: { 'rooms/a.json': bytes } });
    expect(found.content[0]?.text).toBe('{}');
    expect(found.diagnostics.map((d) => `${d.severity} ${d.message}`)).toEqual([
      'warning the file starts with a byte-order mark; it is ignored',
    ]);
  });
});
