import { describe, expect, it } from 'vitest';
import { fromPointer, toPointer } from './pointer.ts';

describe('JSON pointers', () => {
  it('escape "~" and "/" in segments', () => {
    expect(toPointer(['a/b', 'c~d', 0])).toBe('/a~1b/c~0d/0');
  });

  it('round-trip through parsing', () => {
    expect(fromPointer(toPointer(['a/b', 'c~d', '0']))).toEqual(['a/b', 'c~d', '0']);
  });

  it('read the empty pointer as the whole document', () => {
    expect(fromPointer('')).toEqual([]);
  });
});
