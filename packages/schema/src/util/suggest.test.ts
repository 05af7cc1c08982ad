import { describe, expect, it } from 'vitest';
import { closest, didYouMean, editDistance } from './suggest.ts';

describe('suggestions', () => {
  it('measure edit distance', () => {
    expect(editDistance('eliminat', 'eliminate')).toBe(1);
  });

  it('suggest the closest candidate for a typo', () => {
    expect(didYouMean('eliminat', ['move', 'eliminate', 'reveal'])).toBe('did you mean "eliminate"?');
  });

  it('suggest nothing when every candidate is far away', () => {
    expect(closest('teleport', ['move', 'look'])).toBeUndefined();
  });

  it('break ties by the longer shared prefix', () => {
    expect(closest('colr', ['code', 'colour'])).toBe('colour');
  });
});
