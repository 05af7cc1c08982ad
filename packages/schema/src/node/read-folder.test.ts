import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPackFolder } from './read-folder.ts';

describe('readPackFolder', () => {
  it('reads the JSON files of a pack and skips tool folders', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'roomsmith-pack-'));
    for (const file of ['pack.json', 'rooms/a.json', 'node_modules/x/b.json', '.cache/c.json', 'rooms/notes.md']) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), '{}');
    }
    const { root, files } = await readPackFolder(dir);
    expect(root).toBe(dir);
    expect(Object.keys(files).sort()).toEqual(['pack.json', 'rooms/a.json']);
  });

  it('lists the files in folder order, names sorted, with text for UTF-8 and bytes otherwise', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'roomsmith-pack-'));
    mkdirSync(path.join(dir, 'rooms/deep'), { recursive: true });
    mkdirSync(path.join(dir, 'cards'));
    writeFileSync(path.join(dir, 'pack.json'), '{"id":"p"}');
    writeFileSync(path.join(dir, 'rooms/b.json'), '[]');
    writeFileSync(path.join(dir, 'rooms/a.json'), '{}');
    writeFileSync(path.join(dir, 'rooms/deep/c.json'), '{}');
    writeFileSync(path.join(dir, 'cards/bad.json'), Buffer.from([0x7b, 0xff, 0x7d]));
    const { files } = await readPackFolder(dir);
    expect(Object.keys(files)).toEqual([
      'cards/bad.json',
      'pack.json',
      'rooms/a.json',
      'rooms/b.json',
      'rooms/deep/c.json',
    ]);
    expect(files['rooms/b.json']).toBe('[]');
    expect(files['cards/bad.json']).toEqual(new Uint8Array([0x7b, 0xff, 0x7d]));
  });
});
