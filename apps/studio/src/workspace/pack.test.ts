import { describe, expect, it } from 'vitest';
import { checkFilePath, freeId, isValidId, sortedPaths } from './pack.ts';

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
