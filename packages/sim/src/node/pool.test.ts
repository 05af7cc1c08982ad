import { afterAll, describe, expect, it } from 'vitest';
import { engine } from '../engine-api.ts';
import { runBatch } from '../run/batch.ts';
import { miniPack, miniRuleset } from '../testing/mini-pack.ts';
import { loadedPacksFactory } from './compile-packs.ts';
import { createPool, sliceSize, splitSeeds } from './pool.ts';

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

describe('sliceSize', () => {
  it('hands out large slices while much is left and small ones at the end', () => {
    const bounds = { min: 10, max: 100 };
    expect([30_000, 2_000, 400, 100, 25, 4].map((left) => sliceSize(left, 2, bounds))).toEqual([
      100, 100, 50, 13, 10, 4,
    ]);
  });

  it('never makes a slice larger than what is left', () => {
    expect(sliceSize(3, 8, { min: 10, max: 100 })).toBe(3);
  });
});

describe('closing a pool', () => {
  it('stops its workers once, however often it is asked', async () => {
    const pool = createPool(1);
    const first = pool.close();
    expect(pool.close()).toBe(first);
    await expect(first).resolves.toBeUndefined();
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

  it('merges per-content analytics and game lines into exactly the single-thread analytics', async () => {
    const batch = { mode: 'mini', seats: 2, firstSeed: 7, games: 250, analytics: true };
    const single = runBatch({ engine, ruleset: miniRuleset(), ...batch });
    const pooled = await pool.run({ factory, ...batch });
    expect(pooled.analytics?.lines.map((l) => l.seed)).toEqual(single.analytics?.lines.map((l) => l.seed));
    expect(pooled).toEqual(single);
  }, 60_000);

  it('gives the calling thread slices of its own when it has the game, and merges them into the single-thread numbers', async () => {
    const batch = { mode: 'mini', seats: 2, firstSeed: 11, games: 400, analytics: true };
    const ruleset = miniRuleset();
    const single = runBatch({ engine, ruleset, ...batch });
    let playedHere = 0;
    const counting: typeof engine = {
      ...engine,
      createMatch: (r, setup) => (playedHere++, engine.createMatch(r, setup)),
    };
    expect(await pool.run({ factory, ...batch }, undefined, { engine: counting, ruleset })).toEqual(single);
    expect(playedHere).toBeGreaterThan(0);
  }, 60_000);

  it('tells onSlice which thread played each slice: a worker by its index, the calling thread as -1', async () => {
    const batch = { mode: 'mini', seats: 2, firstSeed: 21, games: 400 };
    const played = new Map<number, number>();
    await pool.run(
      { factory, ...batch },
      (stats, thread) => played.set(thread, (played.get(thread) ?? 0) + stats.games + stats.errors),
      { engine, ruleset: miniRuleset() },
    );
    expect([...played.keys()].every((t) => t === -1 || t === 0 || t === 1)).toBe(true);
    expect([...played.values()].reduce((a, b) => a + b, 0)).toBe(400);
  }, 60_000);

  it('plays packs loaded by this thread, which each worker only compiles', async () => {
    const sources = new Map(miniPack.entities.map((e, i) => [e, { file: `mini-${i}.json`, pointer: '' }]));
    const loaded = loadedPacksFactory([{ ...miniPack, sources }]);
    const batch = { mode: 'mini', seats: 3, firstSeed: 40, games: 120 };
    expect(await pool.run({ factory: loaded, ...batch })).toEqual(
      runBatch({ engine, ruleset: miniRuleset(), ...batch }),
    );
  }, 60_000);

  it('plays a batch on the game a factory sent ahead with load had the workers build', async () => {
    const loaded = loadedPacksFactory([miniPack], miniRuleset().hash);
    pool.load(loaded);
    const batch = { mode: 'mini', seats: 2, firstSeed: 3, games: 40 };
    expect(await pool.run({ factory: loaded, ...batch })).toEqual(
      runBatch({ engine, ruleset: miniRuleset(), ...batch }),
    );
  }, 60_000);

  it('gives each worker the ruleset hash of the packs it sends, so workers record the same hash', async () => {
    const ruleset = miniRuleset();
    const loaded = loadedPacksFactory([miniPack], ruleset.hash);
    expect(loaded.arg).toEqual({
      packs: [{ manifest: miniPack.manifest, entities: miniPack.entities }],
      hash: ruleset.hash,
    });
    const batch = { mode: 'mini', seats: 3, firstSeed: 7, games: 30 };
    expect(await pool.run({ factory: loaded, ...batch })).toEqual(runBatch({ engine, ruleset, ...batch }));
  }, 60_000);

  it('reports compile errors of sent packs with the file each entity came from', async () => {
    const broken = { kind: 'room', id: 'central', name: 'Central Room' };
    const entities = [...miniPack.entities, broken];
    const sources = new Map([[broken, { file: 'rooms/central-again.json', pointer: '' }]]);
    const factory = loadedPacksFactory([{ manifest: miniPack.manifest, entities, sources }]);
    await expect(pool.run({ factory, mode: 'mini', seats: 2, firstSeed: 0, games: 4 })).rejects.toThrow(
      /packs failed to compile:[^]*rooms\/central-again\.json/,
    );
  }, 60_000);

  it('rejects with the reason when a worker cannot build the game', async () => {
    const batch = { factory: { ...factory, name: 'missing' }, mode: 'mini', seats: 3, firstSeed: 0, games: 4 };
    await expect(pool.run(batch)).rejects.toThrow(/exports no function "missing"/);
  }, 60_000);
});
