// Sessions kept on disk (SQLite, better-sqlite3) so a restarted server
// resumes them: each session's setup, the packs it plays (by digest, stored
// once), its seats with their token hashes (never the tokens), its answers
// (appended, one row each) and its status. A session is played again from its
// seed and answers on start; seat links and the host token stay valid.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { PackUpload } from './packs.ts';
import type { SessionRecord } from './session.ts';

/** A kept session with the digest of the packs it plays. */
export interface StoredSession {
  record: SessionRecord;
  packs: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS packs (digest TEXT PRIMARY KEY, uploads TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  packs TEXT NOT NULL REFERENCES packs(digest),
  record TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS answers (
  session TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  n INTEGER NOT NULL,
  answer TEXT NOT NULL,
  PRIMARY KEY (session, n)
);
`;

export class SessionStore {
  readonly #db: Database.Database;
  /** Answers already written, per session (only the new ones are appended). */
  readonly #written = new Map<string, number>();

  /** Opens (or creates) `<dataDir>/playtest.db`. */
  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.#db = new Database(path.join(dataDir, 'playtest.db'));
    this.#db.pragma('journal_mode = WAL');
    this.#db.pragma('foreign_keys = ON');
    this.#db.exec(SCHEMA);
  }

  /** Keeps a pack set once under its digest. */
  savePacks(digest: string, uploads: readonly PackUpload[]): void {
    this.#db
      .prepare('INSERT OR IGNORE INTO packs (digest, uploads) VALUES (?, ?)')
      .run(digest, JSON.stringify(uploads));
  }

  /** The pack set kept under `digest`. */
  packs(digest: string): PackUpload[] | null {
    const row = this.#db.prepare('SELECT uploads FROM packs WHERE digest = ?').get(digest) as
      | { uploads: string }
      | undefined;
    return row ? (JSON.parse(row.uploads) as PackUpload[]) : null;
  }

  /** Writes a session's state: its record (answers aside) and the answers not written yet. */
  save(record: SessionRecord, packs: string): void {
    const { answers, ...rest } = record;
    const written = this.#written.get(record.id) ?? 0;
    this.#db.transaction(() => {
      this.#db
        .prepare(
          'INSERT INTO sessions (id, packs, record) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET record = excluded.record',
        )
        .run(record.id, packs, JSON.stringify(rest));
      const insert = this.#db.prepare('INSERT OR REPLACE INTO answers (session, n, answer) VALUES (?, ?, ?)');
      for (let n = written; n < answers.length; n++) insert.run(record.id, n, JSON.stringify(answers[n]));
    })();
    this.#written.set(record.id, answers.length);
  }

  /** Every kept session, answers in order. */
  load(): StoredSession[] {
    const rows = this.#db.prepare('SELECT id, packs, record FROM sessions').all() as Array<{
      id: string;
      packs: string;
      record: string;
    }>;
    const answers = this.#db.prepare('SELECT answer FROM answers WHERE session = ? ORDER BY n');
    return rows.map((row) => {
      const given = (answers.all(row.id) as Array<{ answer: string }>).map(
        (a) => JSON.parse(a.answer) as SessionRecord['answers'][number],
      );
      this.#written.set(row.id, given.length);
      return {
        packs: row.packs,
        record: { ...(JSON.parse(row.record) as Omit<SessionRecord, 'answers'>), answers: given },
      };
    });
  }

  /** Forgets a session (and, when no session plays them any more, its packs). */
  delete(id: string): void {
    this.#db.transaction(() => {
      this.#db.prepare('DELETE FROM answers WHERE session = ?').run(id);
      this.#db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
      this.#db.prepare('DELETE FROM packs WHERE digest NOT IN (SELECT packs FROM sessions)').run();
    })();
    this.#written.delete(id);
  }

  close(): void {
    this.#db.close();
  }
}
