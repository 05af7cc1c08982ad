#!/usr/bin/env node
// `node apps/playtest/bin/playtest.mjs [--port N] [--host H] [--data DIR]`: serves remote
// playtest sessions, kept in DIR/playtest.db (default ./playtest-data, PLAYTEST_DATA) so a
// restart resumes them; --data '' keeps them in memory only. Loopback by default;
// HOST=0.0.0.0 (or --host) lets other machines on the LAN join. PLAYTEST_ORIGINS=a,b limits which web origins may call the API.
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PLAYTEST_PORT ?? '4874' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    data: { type: 'string', default: process.env.PLAYTEST_DATA ?? 'playtest-data' },
  },
});
const { servePlaytest } = await import('../src/server.ts');
const origins = process.env.PLAYTEST_ORIGINS?.split(',')
  .map((o) => o.trim())
  .filter(Boolean);
const server = await servePlaytest({
  port: Number(values.port),
  host: values.host,
  ...(values.data ? { dataDir: values.data } : {}),
  ...(origins?.length ? { allowedOrigins: origins } : {}),
});
process.stdout.write(`Roomsmith playtest sessions at ${server.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void server.close().then(() => process.exit(0)));
