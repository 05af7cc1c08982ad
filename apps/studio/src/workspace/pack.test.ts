import { describe, expect, it } from 'vitest';
import {
  checkFilePath,
  editRefusal,
  freeId,
  isValidId,
  MAX_FILE_BYTES,
  pasteRefusal,
  pasteVerdict,
  sortedPaths,
} from './pack.ts';

describe('pack helpers', () => {
  it('accepts kebab-case ids only', () => {
    expect(isValidId('my-rooms-2')).toBe(true);
    expect(isValidId('My Rooms')).toBe(false);
    expect(isValidId('a--b')).toBe(false);
    expect(isValidId('')).toBe(false);
  });

  it('accepts content files in folders and rejects paths that escape the pack', () => {
    expect(checkFilePath('rooms/acid-bath.json')).toBeNull();
    expect(checkFilePath('rooms/acid-bath.txt')).toMatch(/\.json/);
    expect(checkFilePath('../x/a.json')).toMatch(/relative/);
    expect(checkFilePath('loose.json')).toMatch(/folder/);
  });

  it('lists pack.json first, then the rest alphabetically', () => {
    expect(sortedPaths({ 'rooms/b.json': '', 'pack.json': '', 'cards/a.json': '' })).toEqual([
      'pack.json',
      'cards/a.json',
      'rooms/b.json',
    ]);
  });

  it('finds the next free id', () => {
    expect(freeId('a', new Set(['b']))).toBe('a');
    expect(freeId('a', new Set(['a', 'a-2']))).toBe('a-3');
  });
});

describe('pasteVerdict', () => {
  it('lets a text through whose length, at 3 bytes a unit at most, is within the limit', () => {
    expect(pasteVerdict(Math.floor(MAX_FILE_BYTES / 3))).toBe('fits');
  });

  it('refuses a text longer than the limit, at 1 byte a unit at least, without counting', () => {
    expect(pasteVerdict(MAX_FILE_BYTES + 1)).toBe('too-large');
  });

  it('asks for the bytes to be counted in between', () => {
    expect(pasteVerdict(MAX_FILE_BYTES)).toBe('measure');
    expect(pasteVerdict(Math.floor(MAX_FILE_BYTES / 3) + 1)).toBe('measure');
  });

  it('says which file, how large, the limit, and that nothing changed', () => {
    expect(pasteRefusal('rooms/a.json', 5 * 1024 * 1024, true)).toBe(
      'Paste refused: rooms/a.json would be at least 5.0 MB; files over 1.0 MB are not saved. Nothing changed.',
    );
  });

  it('says of a refused typed edit which file, how large, the limit, and that the saved text stays', () => {
    expect(editRefusal('rooms/a.json', 1.2 * 1024 * 1024)).toBe(
      'Edit refused: rooms/a.json would be 1.2 MB; files over 1.0 MB are not saved. The file keeps its last saved text.',
    );
  });

  it('says a size just over the limit in bytes, where both would read 1.0 MB', () => {
    expect(editRefusal('rooms/a.json', MAX_FILE_BYTES + 24)).toBe(
      'Edit refused: rooms/a.json would be 1,048,600 bytes; files over 1,048,576 bytes (1.0 MB) are not saved. The file keeps its last saved text.',
    );
  });
});
