import { describe, expect, it } from 'vitest';
import { packEntries } from './pack-entries.ts';

describe('pack list entries', () => {
  it('show the manifest name and version, the file count and whether the pack is read-only', () => {
    const entries = packEntries([
      {
        id: 'room25',
        root: 'room25',
        readOnly: true,
        files: { 'pack.json': '{"id":"room25","name":{"en":"Room 25"},"version":"0.1.0"}' },
      },
      { id: 'mine', root: 'mine', readOnly: false, files: { 'pack.json': '{ broken', 'rooms/a.json': '{}' } },
    ]);
    expect(entries).toEqual([
      { id: 'room25', name: 'Room 25', version: '0.1.0', fileCount: 1, readOnly: true },
      { id: 'mine', name: 'mine', version: '', fileCount: 2, readOnly: false },
    ]);
  });
});
