import { describe, expect, it } from 'vitest';
import { componentId, interned, pieceId } from './ids.ts';

describe('ids', () => {
  it('names the n-th component c<n> and the n-th piece p<n>', () => {
    expect([componentId(0), componentId(7), pieceId(0), pieceId(12)]).toEqual(['c0', 'c7', 'p0', 'p12']);
  });

  it('gives the same string for the same number every time', () => {
    expect(componentId(25)).toBe(componentId(25));
  });

  it('still names numbers past its cache', () => {
    expect([componentId(1_000_000), pieceId(5000)]).toEqual(['c1000000', 'p5000']);
  });

  it('interns a string made at run time as the key of a record with its content', () => {
    const made = ['deck', 's1'].join('@');
    expect(interned(made)).toBe('deck@s1');
    expect(Object.keys({ [made]: 0 })[0]).toBe(interned(made));
  });

  it('interns an id that reads as a number, keeping its text', () => {
    expect(interned(String(12))).toBe('12');
  });
});
