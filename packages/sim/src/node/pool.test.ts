import { afterAll, describe, expect, it } from 'vitest';
import { engine } from '../engine-api.ts';
import { runBatch } from '../run/batch.ts';
import { miniRuleset } from '../testing/mini-pack.ts';
import { createPool, splitSeeds } from './pool.ts';

const factory = { module: new URL('../testing/mini-pack.ts', import.meta.url).href, name: 'miniGame' };

describe('splitSeeds', () => {
  it('covers every seed once, in contiguous ranges', () => {
    expect(splitSeeds(5, 10, 3)).toEqual([
      { firstSeed: 5, games: 4 },
      { firstSeed: 9, games: 3 },
      { firstSeed: 12, games: 3 },
    ]);
  });

  it('makes no more slices than games', () => {
    expect(splitSeeds(0, 2, 8)).toHaveLength(2);
  });
});

describe('worker pool', () => {
  const pool = createPool(2);
  afterAll(() => pool.close());

  it('merges worker statistics into exactly the single-thread numbers', async () => {
    const batch = { mode: 'mini', seats: 3, firstSeed: 100, games: 300 };
    const single = runBatch({ engine, ruleset: miniRuleset(), ...batch });
    expect(await pool.run({ factory, ...batch })).toEqual(single);
  }, 60_000);

  it('rejects with the reason when a worker cannot build the game', async () => {
    const batch = { factory: { ...factory, name: 'missing' }, mode: 'mini', seats: 3, firstSeed: 0, games: 4 };
    await expect(pool.run(batch)).rejects.toThrow(/exports no function "missing"/);
  }, 60_000);
});
