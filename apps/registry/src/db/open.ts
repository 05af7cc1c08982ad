// Opens the registry database named by a URL: SQLite by default (a file, no
// setup), PostgreSQL for scale (`postgres://…`), or PGlite (`pglite:` in
// memory, `pglite:DIR` on disk) — real PostgreSQL in-process, for tests.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './types.ts';
import { migrate } from './migrate.ts';

/** Which SQL engine a database runs on (the search index differs). */
export type Engine = 'sqlite' | 'postgres';

/** An open, migrated database. */
export interface RegistryDb {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

/**
 * Opens and migrates the database at `url`: `sqlite:FILE` (or a bare path,
 * or `sqlite::memory:`), `postgres://…`/`postgresql://…`, `pglite:` or `pglite:DIR`.
 */
export async function openDatabase(url: string): Promise<RegistryDb> {
  let opened: Omit<RegistryDb, 'close'>;
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import('pg');
    opened = {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }) }),
      engine: 'postgres',
    };
  } else if (url.startsWith('pglite:')) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pglitePool } = await import('./pglite-pool.ts');
    const dir = url.slice('pglite:'.length);
    const pg = dir ? new PGlite(dir) : new PGlite();
    opened = {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pg) }) }),
      engine: 'postgres',
    };
  } else {
    const { default: SQLite } = await import('better-sqlite3');
    const file = url.replace(/^sqlite:/, '');
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const database = new SQLite(file);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    opened = { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), engine: 'sqlite' };
  }
  await migrate(opened.db, opened.engine);
  return { ...opened, close: () => opened.db.destroy() };
}
