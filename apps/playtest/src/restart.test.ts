// Sessions kept in SQLite survive a restart of the server: a seat continues
// with its old link, the host with its old token, and the game goes on from
// exactly where it was.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stateHash } from '@roomsmith/engine';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SeatClient, type Message } from '../test/client.ts';
import { buildPlaytest, playtestState } from './app.ts';
import { CONTENT_DIR } from './server.ts';

type Update = Message & {
  seat: string;
  awaiting: boolean;
  view: { pending: { id: string; options: Record<string, Array<{ id: string }>> } | null };
};

let dataDir: string;
let app: FastifyInstance | null = null;
const clients: SeatClient[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'playtest-data-'));
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await app?.close();
  app = null;
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<string> {
  app = await buildPlaytest({ contentDir: CONTENT_DIR, dataDir });
  return app.listen({ port: 0, host: '127.0.0.1' });
}

const tokenOf = (link: string) => link.slice(link.indexOf('#') + 1);

async function join(base: string, link: string) {
  const client = await SeatClient.join(base, tokenOf(link));
  clients.push(client);
  return client;
}

async function answerFirst(client: SeatClient) {
  const last = client.last as Update;
  const pending = last.view.pending;
  const option = pending?.options[last.seat]?.[0]?.id;
  if (!pending || !option) throw new Error('no decision waits for this seat');
  return client.ask({ type: 'answer', decision: pending.id, option }, (m) => m.type === 'update' || m.type === 'error');
}

describe('sessions kept across a restart', () => {
  it('lets a seat continue with its old link after the server restarts, from the same state', async () => {
    let base = await start();
    const res = await fetch(`${base}/api/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bundled: ['room25'], mode: 'room25:coop-s1', seed: 5, seats: 2, bots: ['s1'] }),
    });
    const created = (await res.json()) as {
      id: string;
      hostToken: string;
      seats: Array<{ seat: string; link: string }>;
    };
    const link = created.seats[0]?.link ?? '';
    const s0 = await join(base, link);
    for (let i = 0; i < 4 && (s0.last as Update).awaiting; i++) await answerFirst(s0);
    const before = playtestState(app as FastifyInstance).sessions.get(created.id);
    const hash = stateHash(before?.match.state as never);
    const answers = before?.answers.length ?? 0;
    expect(answers).toBeGreaterThan(2);
    const lastView = (s0.last as Update).view;
    await app?.close();
    await s0.waitClosed();
    // The database holds token hashes only, never a token.
    expect(readdirSync(dataDir)).toContain('playtest.db');

    base = await start();
    const after = playtestState(app as FastifyInstance).sessions.get(created.id);
    expect(after?.answers.length).toBe(answers);
    expect(stateHash(after?.match.state as never)).toBe(hash);
    const again = await join(base, link);
    expect(again.last['seat']).toBe('s0');
    expect((again.last as Update).view).toEqual(lastView);
    const next = await answerFirst(again);
    expect(next.type).toBe('update');
    expect(after?.answers.length).toBeGreaterThan(answers);
    // The host's token still works.
    const status = await fetch(`${base}/api/sessions/${created.id}`, {
      headers: { authorization: `Bearer ${created.hostToken}` },
    });
    expect(status.status).toBe(200);
    expect(((await status.json()) as { seats: unknown[] }).seats).toEqual([
      { seat: 's0', kind: 'human', connected: true },
      { seat: 's1', kind: 'bot', connected: false },
    ]);
  }, 60_000);

  it('keeps only hashes of the tokens in its database', async () => {
    const base = await start();
    const res = await fetch(`${base}/api/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bundled: ['room25'], mode: 'room25:coop-s1', seed: 5, seats: 2 }),
    });
    const created = (await res.json()) as { hostToken: string; lobby: string; seats: Array<{ link: string }> };
    await app?.close();
    app = null;
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(path.join(dataDir, 'playtest.db'), { readonly: true });
    const dump = JSON.stringify(db.prepare('SELECT record FROM sessions').all());
    db.close();
    for (const token of [created.hostToken, tokenOf(created.lobby), ...created.seats.map((s) => tokenOf(s.link))])
      expect(dump).not.toContain(token);
    expect(dump).toContain('tokenHash');
  }, 60_000);
});
