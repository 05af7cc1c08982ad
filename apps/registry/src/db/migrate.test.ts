// The scopes migration on a database written before it (SQLite; the same SQL runs on PostgreSQL in app.test.ts's suite).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { openDatabase } from './open.ts';
import type { Database } from './types.ts';

describe('the scopes migration', () => {
  it('gives every existing user the scope of its name and every existing pack its id', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'registry-migrate-')), 'r.db');
    const old = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file) }) });
    await migrate(old, 'sqlite', '0002-search');
    await old.insertInto('users').values({ name: 'ada', created_at: '2026-01-01T00:00:00Z' }).execute();
    await old
      .insertInto('packs')
      .values({ name: 'hazards', owner: 'ada', created_at: '2026-01-01T00:00:00Z' } as never)
      .execute();
    await old.destroy();

    const database = await openDatabase(`sqlite:${file}`);
    try {
      expect(await database.db.selectFrom('scopes').select(['name', 'owner']).execute()).toEqual([
        { name: 'ada', owner: 'ada' },
      ]);
      expect(await database.db.selectFrom('packs').select(['name', 'pack_id']).execute()).toEqual([
        { name: 'hazards', pack_id: 'hazards' },
      ]);
    } finally {
      await database.close();
    }
  });
});
