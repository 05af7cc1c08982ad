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
});
