import { saltedHash } from '@roomsmith/engine';
import { describe, expect, it } from 'vitest';
import { codesOfShape, recoverCode } from './codes.ts';

describe('recovering a code from its salted hash', () => {
  it('lists every text of a shape in order, from the first symbol to the last', () => {
    const all = [...codesOfShape({ alphabet: 'digits', length: 2 })];
    expect(all).toHaveLength(100);
    expect([all[0], all[1], all[99]]).toEqual(['00', '01', '99']);
  });

  it('finds the code whose salted hash matches', () => {
    expect(recoverCode('pepper', saltedHash('pepper', 'QZ'), { alphabet: 'letters', length: 2 })).toBe('QZ');
  });

  it('finds nothing when no text of the shape matches', () => {
    expect(recoverCode('pepper', saltedHash('pepper', '123'), { alphabet: 'digits', length: 2 })).toBeNull();
  });
});
