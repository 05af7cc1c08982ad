// The registry's migrations, for both engines, run in order and recorded by
// Kysely's migrator; a database is always brought to the newest schema on open.
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from './types.ts';
import type { Engine } from './open.ts';

function migrations(engine: Engine): Record<string, Migration> {
  return {
    '0001-tables': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('users')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('tokens')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_name', 'text', (c) => c.notNull().references('users.name'))
          .addColumn('label', 'text', (c) => c.notNull())
          .addColumn('hash', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('revoked_at', 'text')
          .execute();
        await db.schema
          .createTable('packs')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('owner', 'text', (c) => c.notNull().references('users.name'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('versions')
          .addColumn('name', 'text', (c) => c.notNull().references('packs.name'))
          .addColumn('version', 'text', (c) => c.notNull())
          .addColumn('sha256', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('manifest', 'text', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('tags', 'text', (c) => c.notNull())
          .addColumn('contents', 'text', (c) => c.notNull())
          .addColumn('yanked', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('published_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('versions_pk', ['name', 'version'])
          .execute();
      },
    },
    '0002-search': {
      async up(db: Kysely<unknown>) {
        if (engine === 'sqlite') {
          // FTS5: full-text search with bm25 ranking, built into SQLite.
          await sql`create virtual table search_index using fts5(name unindexed, title, description, tags, tokenize = 'unicode61')`.execute(
            db,
          );
        } else {
          await db.schema
            .createTable('search_index')
            .addColumn('name', 'text', (c) => c.primaryKey())
            .addColumn('title', 'text', (c) => c.notNull())
            .addColumn('description', 'text', (c) => c.notNull())
            .addColumn('tags', 'text', (c) => c.notNull())
            .execute();
          await sql`alter table search_index add column doc tsvector generated always as (
              setweight(to_tsvector('simple', title), 'A') ||
              setweight(to_tsvector('simple', tags), 'B') ||
              setweight(to_tsvector('simple', description), 'C')) stored`.execute(db);
          await sql`create index search_index_doc on search_index using gin (doc)`.execute(db);
        }
      },
    },
    '0003-scopes': {
      // Scoped names: a scope belongs to one user (every user owns the scope of its own name, taken
      // when the user is created; others are claimed by a first publish or POST /api/scopes); a
      // pack row keeps the pack id its bundles hold beside its registry name.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('scopes')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('owner', 'text', (c) => c.notNull().references('users.name'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await sql`insert into scopes (name, owner, created_at) select name, name, created_at from users`.execute(db);
        await db.schema
          .alterTable('packs')
          .addColumn('pack_id', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await sql`update packs set pack_id = name`.execute(db);
      },
    },
  };
}

/** Brings the database to the newest schema (or to migration `upTo`, for tests); throws with the failing migration's error. */
export async function migrate(db: Kysely<Database>, engine: Engine, upTo?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(engine) },
  });
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'a migration';
    throw new Error(`registry database: ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
