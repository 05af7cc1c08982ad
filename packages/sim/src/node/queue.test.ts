import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from '../engine-api.ts';
import { runBatch } from '../run/batch.ts';
import { miniRuleset } from '../testing/mini-pack.ts';
import { redisConnection, runOnQueue, startQueueWorker, type QueueWorker } from './queue.ts';
import { redisServerPath, startRedisServer, type RedisServer } from './redis-server.ts';

const factory = { module: new URL('../testing/mini-pack.ts', import.meta.url).href, name: 'miniGame' };
const binary = redisServerPath();
if (!binary) {
  console.warn('queue tests skipped: no redis-server (run `node tools/setup/redis.mjs` as root, or set REDIS_SERVER)');
}

describe('redis connection', () => {
  it('reads host, port and database from a redis URL', () => {
    expect(redisConnection('redis://127.0.0.1:6390/2')).toEqual({
      host: '127.0.0.1',
      port: 6390,
      db: 2,
      maxRetriesPerRequest: null,
    });
  });

  it('refuses a URL that is not redis://', () => {
    expect(() => redisConnection('http://localhost')).toThrow(/redis:\/\/host:port/);
  });
});

describe.skipIf(!binary)('batches on a BullMQ queue', () => {
  let server: RedisServer;
  let workers: QueueWorker[] = [];
  beforeAll(async () => {
    server = await startRedisServer(binary as string);
    workers = [startQueueWorker(server.url), startQueueWorker(server.url)];
  }, 30_000);
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
    await server?.stop();
  });

  it('merges the slices two workers played into exactly the one-process report', async () => {
    const batch = { mode: 'mini', seats: 2, firstSeed: 40, games: 600, analytics: true };
    const single = runBatch({ engine, ruleset: miniRuleset(), ...batch });
    const merged = await runOnQueue(server.url, { factory, ...batch });
    expect(merged).toEqual(single);
    expect(workers.map((w) => w.played > 0)).toEqual([true, true]);
  }, 120_000);
});
