import { describe, expect, it } from 'vitest';
import { seedRng } from '@roomsmith/engine';
import { pickRandom } from './random-bot.ts';

describe('random bot', () => {
  it('only ever picks a legal option', () => {
    const rng = seedRng(5);
    const options = ['look', 'move', 'push'];
    for (let i = 0; i < 100; i++) expect(options).toContain(pickRandom(rng, options));
  });

  it('makes the same picks from the same seed', () => {
    const picks = (seed: number) => {
      const rng = seedRng(seed);
      return Array.from({ length: 10 }, () => pickRandom(rng, [1, 2, 3, 4]));
    };
    expect(picks(9)).toEqual(picks(9));
  });

  it('refuses to choose among no options', () => {
    expect(() => pickRandom(seedRng(1), [])).toThrow(/no options/);
  });
});
