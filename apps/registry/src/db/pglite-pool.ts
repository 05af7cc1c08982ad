// Lets Kysely's PostgreSQL dialect talk to PGlite (PostgreSQL compiled to
// WebAssembly, in-process): the dialect wants a pg-style pool; PGlite is one
// connection, so every "connection" is that one, taken in turn.
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

const COMMANDS = new Set(['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE']);

/** A pg-style pool over one PGlite instance; connections are handed out one at a time. */
export function pglitePool(pg: PGlite): PostgresPool {
  let queue: Promise<void> = Promise.resolve();
  const client = (release: () => void): PostgresPoolClient =>
    ({
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        const result = await pg.query<R>(sql, parameters as unknown[]);
        const word = sql.trimStart().split(/\s/, 1)[0]?.toUpperCase() ?? 'SELECT';
        const command = (COMMANDS.has(word) ? word : 'SELECT') as PostgresQueryResult<R>['command'];
        return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
      },
      release,
    }) as PostgresPoolClient;
  return {
    connect() {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => (release = resolve));
      const ready = queue;
      queue = queue.then(() => turn);
      return ready.then(() => client(release));
    },
    async end() {
      await pg.close();
    },
  };
}
