// Starts a registry with its defaults: SQLite in a data folder, blobs beside
// it — no setup. DATABASE_URL (postgres://…) selects PostgreSQL instead.
import path from 'node:path';
import { ENGINE_VERSION } from '@roomsmith/engine';
import { buildRegistry } from './app.ts';
import { diskBlobs } from './blobs.ts';
import { openDatabase } from './db/open.ts';

/** Where a registry keeps its data and how it listens. */
export interface ServeOptions {
  port?: number;
  host?: string;
  /** Data folder for the SQLite file and the blobs (default ./registry-data). */
  dataDir?: string;
  /** A database URL (default: SQLite in the data folder). */
  databaseUrl?: string;
  adminToken?: string;
  openSignup?: boolean;
}

/** Starts listening; returns the URL and a close function. */
export async function serveRegistry(options: ServeOptions = {}): Promise<{ url: string; close(): Promise<void> }> {
  const dataDir = path.resolve(options.dataDir ?? 'registry-data');
  const database = await openDatabase(options.databaseUrl ?? `sqlite:${path.join(dataDir, 'registry.db')}`);
  const app = await buildRegistry({
    database,
    blobs: diskBlobs(path.join(dataDir, 'blobs')),
    engineVersion: ENGINE_VERSION,
    ...(options.adminToken ? { adminToken: options.adminToken } : {}),
    ...(options.openSignup !== undefined ? { openSignup: options.openSignup } : {}),
  });
  const address = await app.listen({ port: options.port ?? 4873, host: options.host ?? '127.0.0.1' });
  return {
    url: address,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
