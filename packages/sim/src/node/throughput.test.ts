import { describe, expect, it } from 'vitest';
import { engine } from '../engine-api.ts';
import { miniRuleset } from '../testing/mini-pack.ts';
import { runBatch } from '../run/batch.ts';
import { createPool, type SimPool } from './pool.ts';
import { comparePools, measurePool, measureThroughput, warmPool } from './throughput.ts';

describe('throughput measurement', () => {
  it('reports positive medians of games and decisions per second', () => {
    const t = measureThroughput({ engine, ruleset: miniRuleset(), mode: 'mini', seats: 2, firstSeed: 0, games: 20 }, 3);
    expect(t.runs).toHaveLength(3);
    expect(t.gamesPerSecond).toBeGreaterThan(0);
    expect(t.decisionsPerSecond).toBeGreaterThan(t.gamesPerSecond);
  });

  it('reports the games per second of a worker pool', async () => {
    const factory = { module: new URL('../testing/mini-pack.ts', import.meta.url).href, name: 'miniGame' };
    const rate = await measurePool({ factory, mode: 'mini', seats: 2, firstSeed: 0, games: 20 }, 1, 2);
    expect(rate).toBeGreaterThan(0);
  });

  it('compares pools of different sizes round by round, each against the first', async () => {
    const factory = { module: new URL('../testing/mini-pack.ts', import.meta.url).href, name: 'miniGame' };
    const c = await comparePools({ factory, mode: 'mini', seats: 2, firstSeed: 0, games: 40 }, [1, 2], 3);
    expect(c.rounds).toHaveLength(3);
    expect(Object.keys(c.rates)).toEqual(['1', '2']);
    expect(c.speedUps[1]).toBe(1);
    expect(c.speedUps[2]).toBeGreaterThan(0);
    expect(c.shares[2]).toHaveLength(2);
    expect((c.shares[2] ?? []).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  }, 60_000);
});

describe('warming a pool', () => {
  it('keeps playing warm-up batches while a worker has played fewer games than asked, as when another took a whole batch', async () => {
    // A stand-in pool whose worker 0 claims every slice of the first batch (it built its game first).
    const batches: number[] = [];
    const pool: SimPool = {
      size: 2,
      load: () => undefined,
      close: async () => undefined,
      async run(batch, onSlice) {
        batches.push(batch.games);
        const stats = runBatch({ engine, ruleset: miniRuleset(), ...batch });
        if (batches.length === 1) onSlice?.(stats, 0);
        else for (const thread of [0, 1]) onSlice?.({ ...stats, games: stats.games / 2, errors: 0 }, thread);
        return stats;
      },
    };
    const factory = { module: 'unused', name: 'unused' };
    const played = await warmPool(pool, { factory, mode: 'mini', seats: 2, firstSeed: 0, games: 1 }, 10);
    expect(batches).toEqual([20, 20]);
    expect(played).toEqual([30, 10]);
  });

  it('plays warm-up batches until every worker has played the games asked, not just the pool as a whole', async () => {
    const factory = { module: new URL('../testing/mini-pack.ts', import.meta.url).href, name: 'miniGame' };
    const pool = createPool(2);
    try {
      const played = await warmPool(pool, { factory, mode: 'mini', seats: 2, firstSeed: 0, games: 1 }, 30);
      expect(played).toHaveLength(2);
      for (const n of played) expect(n).toBeGreaterThanOrEqual(30);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
