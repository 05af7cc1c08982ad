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
});
