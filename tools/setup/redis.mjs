// Finds redis-server for the simulation queue's tests (BullMQ), installing
// Debian's package with apt when running as root and none is there. Where that
// is impossible it says so and the queue tests skip with the same message.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const DEBIAN_REDIS = '/usr/bin/redis-server';

/** Returns a redis-server path (also set as REDIS_SERVER), or null after explaining why there is none. */
export function ensureRedis() {
  const fromEnv = process.env.REDIS_SERVER;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(DEBIAN_REDIS)) return DEBIAN_REDIS;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("› Installing Debian's redis-server for the simulation queue tests (apt-get install redis-server)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) break;
    }
    if (existsSync(DEBIAN_REDIS)) return DEBIAN_REDIS;
  }
  console.warn(
    [
      'No redis-server: the simulation queue tests (packages/sim/src/node/queue.test.ts) will be skipped.',
      '  • On Debian/Ubuntu as root: apt-get install -y redis-server (npm test does this itself when run as root).',
      '  • Otherwise install Redis and point REDIS_SERVER at redis-server.',
    ].join('\n'),
  );
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureRedis();
