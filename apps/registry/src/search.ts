// Full-text search over pack names, descriptions and contents: FTS5 with
// bm25 on SQLite, a weighted tsvector with ts_rank on PostgreSQL. Both match
// every word given as a prefix; the words are reduced to letters and digits,
// so no query syntax from a client reaches the engine.
import { sql, type Kysely } from 'kysely';
import type { Database } from './db/types.ts';
import type { Engine } from './db/open.ts';

/** At most this many words of a query are used. */
const MAX_WORDS = 8;

/** The words of a query, letters and digits only. */
export function queryWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS).map((w) => w.slice(0, 64));
}

/** Pack names matching `q`, best first (every pack, newest first, for an empty query). */
export async function searchNames(db: Kysely<Database>, engine: Engine, q: string, limit: number): Promise<string[]> {
  const words = queryWords(q);
  if (!words.length) {
    const rows = await db
      .selectFrom('packs')
      .select('name')
      .orderBy('created_at', 'desc')
      .orderBy('name')
      .limit(limit)
      .execute();
    return rows.map((r) => r.name);
  }
  if (engine === 'sqlite') {
    const match = words.map((w) => `"${w}"*`).join(' ');
    const rows = await sql<{
      name: string;
    }>`select name from search_index where search_index match ${match} order by bm25(search_index, 0, 10.0, 2.0, 5.0) limit ${limit}`.execute(
      db,
    );
    return rows.rows.map((r) => r.name);
  }
  const query = words.map((w) => `${w}:*`).join(' & ');
  const rows = await sql<{
    name: string;
  }>`select name from search_index where doc @@ to_tsquery('simple', ${query}) order by ts_rank(doc, to_tsquery('simple', ${query})) desc, name limit ${limit}`.execute(
    db,
  );
  return rows.rows.map((r) => r.name);
}
