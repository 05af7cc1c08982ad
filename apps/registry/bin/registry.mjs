#!/usr/bin/env node
// `node apps/registry/bin/registry.mjs [--port N] [--host H] [--data DIR]`:
// serves the pack registry. SQLite in the data folder by default;
// DATABASE_URL=postgres://… uses PostgreSQL; REGISTRY_ADMIN_TOKEN sets an admin token.
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.REGISTRY_PORT ?? '4873' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string', default: process.env.REGISTRY_DATA ?? 'registry-data' },
    'closed-signup': { type: 'boolean', default: false },
  },
});
const { serveRegistry } = await import('../src/server.ts');
const server = await serveRegistry({
  port: Number(values.port),
  host: values.host,
  dataDir: values.data,
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  ...(process.env.REGISTRY_ADMIN_TOKEN ? { adminToken: process.env.REGISTRY_ADMIN_TOKEN } : {}),
  openSignup: !values['closed-signup'],
});
process.stdout.write(`Roomsmith registry at ${server.url} (data in ${values.data})\n`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void server.close().then(() => process.exit(0)));
