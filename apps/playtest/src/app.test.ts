// The playtest server over real sockets: seats join with their links, see only
// their own view, answer only their own decisions; limits and malformed
// messages never take a session down; the host pauses, fills seats with bots,
// ends and downloads a replay that verifies.
import { engine, parseReplay, verifyReplay } from '@roomsmith/sim';
import { eventsFor, view, type SeatId } from '@roomsmith/engine';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SeatClient, type Message } from '../test/client.ts';
import { buildPlaytest, playtestState, type PlaytestOptions } from './app.ts';
import { CONTENT_DIR } from './server.ts';

interface Created {
  id: string;
  hostToken: string;
  lobby: string;
  seats: Array<{ seat: string; link: string }>;
}

let app: FastifyInstance;
let base: string;
const clients: SeatClient[] = [];

async function start(extra: Partial<PlaytestOptions> = {}) {
  app = await buildPlaytest({ contentDir: CONTENT_DIR, ...extra });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
}

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await app?.close();
});

async function post(url: string, body: unknown, hostToken?: string) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(hostToken ? { authorization: `Bearer ${hostToken}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function create(body: Record<string, unknown>): Promise<Created> {
  const res = await post('/api/sessions', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as unknown as Created;
}

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

const tokenOf = (link: string) => link.slice(link.indexOf('#') + 1);

async function join(created: Created, seat: string) {
  const client = await SeatClient.join(base, tokenOf(must(created.seats.find((s) => s.seat === seat)).link));
  clients.push(client);
  return client;
}

type Update = Message & {
  seat: string;
  status: string;
  awaiting: boolean;
  banners: string[];
  view: {
    seat: string;
    pending: { id: string; options: Record<string, Array<{ id: string }>>; input?: object } | null;
  };
  events: unknown[];
};

/** Answers with the first option of the seat's own pending decision; resolves with the next update. */
async function answerFirst(client: SeatClient) {
  const last = client.last as Update;
  const pending = must(last.view.pending);
  const option = must(pending.options[last.seat]?.[0]).id;
  return client.ask({ type: 'answer', decision: pending.id, option }, (m) => m.type === 'update' || m.type === 'error');
}

const coop = { bundled: ['room25'], mode: 'room25:coop-s1', seed: 7, seats: 2 };

describe('the playtest server', () => {
  it('gives every seat, the host and the lobby an unguessable token from the CSPRNG', async () => {
    await start();
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const created = await create(coop);
      const tokens = [created.hostToken, tokenOf(created.lobby), ...created.seats.map((s) => tokenOf(s.link))];
      for (const token of tokens) {
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
        expect(seen.has(token)).toBe(false);
        seen.add(token);
      }
    }
    // No token is a function of the session id or the seat: 40 tokens, no two share an 8-character prefix.
    expect(new Set([...seen].map((t) => t.slice(0, 8))).size).toBe(seen.size);
  });

  it('sends a seat its own view and lets it answer its pending decision', async () => {
    await start();
    const created = await create(coop);
    const s0 = await join(created, 's0');
    const first = s0.last as Update;
    expect(first.seat).toBe('s0');
    expect(first.view.seat).toBe('s0');
    expect(first.awaiting).toBe(true);
    expect(s0.messages.find((m) => m.type === 'welcome')).toMatchObject({ seat: 's0', mode: 'room25:coop-s1' });
    const reply = (await answerFirst(s0)) as Update;
    expect(reply.type).toBe('update');
    expect(reply.view.pending?.id).not.toBe(first.view.pending?.id);
  });

  it('welcomes a seat with how the packs’ definitions are drawn: names, room colours, printed text', async () => {
    await start();
    const s0 = await join(await create(coop), 's0');
    const welcome = must(s0.messages.find((m) => m.type === 'welcome')) as Message & {
      names: Record<string, string>;
      looks: Record<string, { colour?: string; text?: string }>;
    };
    expect(welcome.names['room25:acid']).toBe('Acid Bath');
    expect(welcome.looks['room25:acid']).toMatchObject({
      colour: 'red',
      text: expect.stringContaining('Room for one'),
    });
  });

  it('refuses an answer to a decision that waits for another seat, with a clear error', async () => {
    await start();
    // Suspicion programs simultaneously; in Double Rush seats answer one at a time.
    const created = await create({ bundled: ['double-rush'], mode: 'double-rush:match', seed: 3, seats: 2 });
    const session = must(playtestState(app).sessions.get(created.id));
    const waiting = must(session.match.pending).seats;
    const other = ['s0', 's1'].find((s) => !waiting.includes(s));
    if (!other) throw new Error('expected a decision for one seat only');
    const client = await join(created, other);
    const decision = must(session.match.pending).id;
    const options = must(must(session.match.pending).options[must(waiting[0])]);
    const refused = await client.ask(
      { type: 'answer', decision, option: must(options[0]).id },
      (m) => m.type === 'error',
    );
    expect(refused).toMatchObject({ code: 'not-your-decision' });
    expect(String(refused['error'])).toMatch(/not yours/);
    const forOther = await client.ask(
      { type: 'answer', seat: waiting[0], decision, option: must(options[0]).id },
      (m) => m.type === 'error',
    );
    expect(forOther).toMatchObject({ code: 'not-your-seat' });
    expect(session.answers).toHaveLength(0);
  });

  it('refuses an option the seat was not offered and a stale decision id', async () => {
    await start();
    const created = await create(coop);
    const s0 = await join(created, 's0');
    const pending = must((s0.last as Update).view.pending);
    expect(
      await s0.ask({ type: 'answer', decision: pending.id, option: 'action:fly' }, (m) => m.type === 'error'),
    ).toMatchObject({
      code: 'illegal-option',
    });
    expect(
      await s0.ask(
        { type: 'answer', decision: 'd-old', option: must(pending.options['s0']?.[0]).id },
        (m) => m.type === 'error',
      ),
    ).toMatchObject({ code: 'stale-decision' });
  });

  it('closes a socket that sends a message over the size limit, and the session plays on', async () => {
    await start({ maxMessageBytes: 1024 });
    const created = await create(coop);
    const s0 = await join(created, 's0');
    s0.send({ type: 'answer', decision: 'x', option: 'y'.repeat(5000) });
    expect((await s0.waitClosed()).code).toBe(1009);
    const again = await join(created, 's0');
    expect(((await answerFirst(again)) as Update).type).toBe('update');
  });

  it('refuses messages over the rate limit, then closes a socket that keeps flooding', async () => {
    await start({ messagesPerSecond: 5, messageBurst: 5 });
    const created = await create(coop);
    const s0 = await join(created, 's0');
    const from = s0.messages.length;
    for (let i = 0; i < 10; i++) s0.send({ type: 'ping' });
    const limited = await s0.next((m) => m.type === 'error' && m['code'] === 'rate-limited', from);
    expect(String(limited['error'])).toMatch(/slow down/);
    for (let i = 0; i < 60; i++) s0.send({ type: 'ping' });
    expect((await s0.waitClosed()).code).toBe(1008);
    // Another seat is not affected.
    const s1 = await join(created, 's1');
    expect(await s1.ask({ type: 'ping' }, (m) => m.type === 'pong')).toBeTruthy();
  });

  it('answers malformed messages with an error and never stops the session', async () => {
    await start({ messagesPerSecond: 1000, messageBurst: 1000 });
    const created = await create(coop);
    const s0 = await join(created, 's0');
    const bad: unknown[] = [
      'not json',
      '[1,2]',
      'null',
      '{"type":42}',
      { type: 'answer' },
      { type: 'answer', decision: 1, option: {} },
      { type: 'answer', decision: 'x', option: '__proto__' },
      { type: '__proto__' },
      { type: 'hello', token: 'again' },
      { type: 'answer', decision: { toString: 1 }, option: ['a'] },
    ];
    for (const message of bad) {
      const reply = await s0.ask(message, (m) => m.type === 'error');
      expect(reply['code'], JSON.stringify(message)).toMatch(/malformed|unknown-type|stale-decision|already-joined/);
    }
    s0.ws.send(Buffer.from([0, 1, 2]), { binary: true });
    await s0.next((m) => m.type === 'error' && String(m['error']).includes('text'));
    expect(((await answerFirst(s0)) as Update).type).toBe('update');
  });

  it('closes a socket whose hello names no seat', async () => {
    await start();
    await create(coop);
    const stranger = await SeatClient.open(base);
    clients.push(stranger);
    stranger.send({ type: 'hello', token: 'A'.repeat(43) });
    expect(await stranger.next((m) => m.type === 'error')).toMatchObject({ code: 'bad-token' });
    expect((await stranger.waitClosed()).code).toBe(4001);
    const early = await SeatClient.open(base);
    clients.push(early);
    expect(await early.ask({ type: 'answer', decision: 'd', option: 'o' }, (m) => m.type === 'error')).toMatchObject({
      code: 'not-joined',
    });
  });

  it('resumes a seat when its link is opened again, and closes the older window', async () => {
    await start();
    const created = await create(coop);
    const first = await join(created, 's0');
    await answerFirst(first);
    const before = first.last as Update;
    first.ws.terminate(); // a dropped connection
    await first.waitClosed();
    const again = await join(created, 's0');
    const resumed = again.last as Update;
    expect(resumed.view).toEqual(before.view);
    expect(resumed.awaiting).toBe(before.awaiting);
    const third = await join(created, 's0');
    expect((await again.waitClosed()).code).toBe(4002);
    // The newest window plays on: once the other seat answers, it sees the next decision.
    const s1 = await join(created, 's1');
    const from = third.messages.length;
    await answerFirst(s1);
    const next = (await third.next(
      (m) => m.type === 'update' && (m as Update).view.pending?.id !== before.view.pending?.id,
      from,
    )) as Update;
    expect(next.view.seat).toBe('s0');
  });

  it('lets people pick a free seat in the lobby, and refuses a taken one', async () => {
    await start();
    const created = await create({ ...coop, bots: ['s1'] });
    const code = tokenOf(created.lobby);
    const listed = await post('/api/lobby/seats', { code });
    expect(listed.body['seats']).toEqual([
      { seat: 's0', kind: 'open', connected: false },
      { seat: 's1', kind: 'bot', connected: false },
    ]);
    const claimed = await post('/api/lobby/claim', { code, seat: 's0' });
    // A fresh token (the server keeps only token hashes), which opens seat s0.
    expect(claimed.body['link']).toMatch(/^\/seat#[A-Za-z0-9_-]{43}$/);
    expect(claimed.body['link']).not.toBe(must(created.seats[0]).link);
    const seated = await SeatClient.join(base, tokenOf(claimed.body['link'] as string));
    clients.push(seated);
    expect(seated.last['seat']).toBe('s0');
    expect((await post('/api/lobby/claim', { code, seat: 's0' })).body).toMatchObject({ code: 'seat-taken' });
    expect((await post('/api/lobby/claim', { code, seat: 's1' })).body).toMatchObject({ code: 'seat-taken' });
    expect((await post('/api/lobby/seats', { code: 'A'.repeat(43) })).status).toBe(404);
  });

  it('lets only the host token pause, resume, fill seats with bots, end and download the replay', async () => {
    await start();
    const created = await create(coop);
    const id = created.id;
    expect((await post(`/api/sessions/${id}/pause`, {})).status).toBe(404);
    expect((await post(`/api/sessions/${id}/pause`, {}, tokenOf(must(created.seats[0]).link))).status).toBe(404);
    const s0 = await join(created, 's0');
    expect((await post(`/api/sessions/${id}/pause`, {}, created.hostToken)).body).toMatchObject({ status: 'paused' });
    await s0.next((m) => m.type === 'update' && m['status'] === 'paused');
    const pending = must((s0.last as Update).view.pending);
    expect(
      await s0.ask(
        { type: 'answer', decision: pending.id, option: pending.options['s0']?.[0]?.id ?? 'x' },
        (m) => m.type === 'error',
      ),
    ).toMatchObject({ code: 'paused' });
    await post(`/api/sessions/${id}/resume`, {}, created.hostToken);
    const filled = await post(`/api/sessions/${id}/bots`, {}, created.hostToken);
    expect(filled.body['seats']).toEqual([
      { seat: 's0', kind: 'human', connected: true },
      { seat: 's1', kind: 'bot', connected: false },
    ]);
    for (let i = 0; i < 5 && (s0.last as Update).awaiting; i++) await answerFirst(s0);
    const ended = await post(`/api/sessions/${id}/end`, {}, created.hostToken);
    expect(ended.body).toMatchObject({ status: 'ended', endReason: 'the host ended the session' });
    await s0.next((m) => m.type === 'update' && m['status'] === 'ended');
    const res = await fetch(`${base}/api/sessions/${id}/replay`, {
      headers: { authorization: `Bearer ${created.hostToken}` },
    });
    expect(res.headers.get('content-disposition')).toMatch(/attachment/);
    const record = parseReplay(await res.text());
    const session = must(playtestState(app).sessions.get(id));
    expect(record.answers.length).toBe(session.answers.length);
    expect(record.answers.length).toBeGreaterThan(0);
    expect(verifyReplay(engine, session.packs.ruleset, record, session.packs.refs)).toMatchObject({ ok: true });
  });

  it('does not tell the other seats who has answered a simultaneous decision', async () => {
    await start();
    const created = await create(coop);
    const session = must(playtestState(app).sessions.get(created.id));
    // Play from the server side up to the first programming round, where both seats answer secretly.
    session.take('s0');
    session.take('s1');
    for (let i = 0; i < 50 && session.match.pending?.kind !== 'simultaneous'; i++) {
      const pending = must(session.match.pending);
      const seat = must(pending.seats[0]);
      session.submit(seat, pending.id, must(session.seatUpdate(seat, 0).view.pending?.options[seat]?.[0]).id);
    }
    expect(session.match.pending?.seats).toEqual(['s0', 's1']);
    const s0 = await join(created, 's0');
    const s1 = await join(created, 's1');
    await s0.next((m) => m.type === 'update' && (m['seats'] as Array<{ connected: boolean }>)[1]?.connected === true);
    const heard = s1.messages.length;
    const reply = (await answerFirst(s0)) as Update;
    expect(reply.awaiting).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(s1.messages.slice(heard)).toEqual([]);
    // Once s1 answers too, both see the next decision.
    await answerFirst(s1);
    await s0.next((m) => m.type === 'update' && (m as Update).view.pending?.id !== reply.view.pending?.id);
  });

  it('closes connections over the limit at once, and limits how fast an address opens sessions', async () => {
    await start({ maxSockets: 2, sessionsPerMinute: 2 });
    const created = await create(coop);
    await join(created, 's0');
    await join(created, 's1');
    const third = await SeatClient.open(base);
    clients.push(third);
    expect((await third.waitClosed()).code).toBe(1013);
    await create(coop);
    expect((await post('/api/sessions', coop)).status).toBe(429);
  });

  it('gives the host the session’s per-content analytics', async () => {
    await start();
    const created = await create({ ...coop, bots: ['s0', 's1'] });
    const res = await fetch(`${base}/api/sessions/${created.id}/analytics`, {
      headers: { authorization: `Bearer ${created.hostToken}` },
    });
    const analytics = (await res.json()) as { lines: Array<{ bots: string[] }>; content: object };
    expect(analytics.lines[0]?.bots).toEqual(['random', 'random']);
    expect(Object.keys(analytics.content).length).toBeGreaterThan(0);
    expect((await fetch(`${base}/api/sessions/${created.id}/analytics`)).status).toBe(404);
  });

  it('gives the host the session’s per-content report and why traces, as the dashboard reads a simulated batch', async () => {
    await start();
    const created = await create({ ...coop, bots: ['s0', 's1'] });
    const res = await fetch(`${base}/api/sessions/${created.id}/report`, {
      headers: { authorization: `Bearer ${created.hostToken}` },
    });
    const body = (await res.json()) as {
      status: string;
      report: { games: number; content: Array<{ content: string; firedPerGame: number }> };
      traces: Array<{ what: string }>;
      names: Record<string, string>;
    };
    expect(body.status).toBe('ended');
    expect(body.report.games).toBe(1);
    expect(body.report.content.length).toBeGreaterThan(0);
    expect(body.traces.some((t) => t.what === 'end')).toBe(true);
    expect(Object.keys(body.names).length).toBeGreaterThan(0);
    expect((await fetch(`${base}/api/sessions/${created.id}/report`)).status).toBe(404);
  });

  it('refuses a session whose packs do not compile, naming the problems', async () => {
    await start();
    const res = await post('/api/sessions', {
      mode: 'x:y',
      seats: 2,
      packs: [{ id: 'broken', files: { 'pack.json': '{ not json' } }],
    });
    expect(res.status).toBe(422);
    expect((res.body['problems'] as string[]).length).toBeGreaterThan(0);
    expect((await post('/api/sessions', { mode: 'x', seats: 2 })).status).toBe(400);
    expect((await post('/api/sessions', { ...coop, seats: 1e9 })).status).toBe(400);
    expect((await post('/api/sessions', { ...coop, mode: 'room25:nope' })).status).toBe(422);
  });
});

/** Plays a whole game over sockets, every seat a person picking a random option of its own view. */
async function playOver(created: Created, seats: string[], maxDecisions: number, random: () => number) {
  const joined = await Promise.all(seats.map((seat) => join(created, seat)));
  const session = must(playtestState(app).sessions.get(created.id));
  while (session.status === 'playing' && session.answers.length < maxDecisions) {
    let acted = false;
    for (const client of joined) {
      const last = client.last as Update;
      if (!last.awaiting || last.view.pending?.id !== session.match.pending?.id) continue;
      const pending = must(last.view.pending);
      const options = pending.options[last.seat] ?? [];
      const option = pending.input
        ? 'text:' + '0'.repeat(must((pending.input as Record<string, { length: number }>)[last.seat]).length)
        : must(options[Math.floor(random() * options.length)]).id;
      const from = client.messages.length;
      client.send({ type: 'answer', decision: pending.id, option });
      await client.next((m) => m.type === 'update' || m.type === 'error', from);
      acted = true;
    }
    if (!acted) await new Promise((r) => setTimeout(r, 10));
  }
  session.end();
  for (const client of joined) await client.next((m) => m.type === 'update' && m['status'] === 'ended');
  return { joined, session };
}

const seeded = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe('what a seat receives', () => {
  it('in Suspicion, no socket ever carries another seat’s hidden role, programme or private events', async () => {
    await start({ messagesPerSecond: 1000, messageBurst: 1000 });
    const seats = ['s0', 's1', 's2', 's3'];
    const created = await create({ bundled: ['room25'], mode: 'room25:suspicion', seed: 11, seats: 4 });
    const { joined, session } = await playOver(created, seats, 120, seeded(5));
    const state = session.match.state;
    for (const client of joined) {
      const me = (client.last as Update).seat;
      const updates = client.messages.filter((m) => m.type === 'update') as Update[];
      for (const u of updates) {
        expect(u.seat).toBe(me);
        expect(u.view.seat).toBe(me);
        if (u.view.pending) expect(Object.keys(u.view.pending.options).every((s) => s === me)).toBe(true);
        const v = u.view as unknown as {
          seats: Record<string, { role: string | null; markers: Record<string, number> }>;
          pieces: Record<string, { seat: string | null; plan: unknown }>;
        };
        for (const [other, s] of Object.entries(v.seats))
          if (other !== me && !(s.markers['revealed'] ?? 0)) expect(s.role).toBeNull();
        for (const p of Object.values(v.pieces)) if (p.seat !== me) expect(typeof p.plan).toBe('number');
        for (const e of u.events as Array<{ data?: { visibleTo?: string[]; handles?: unknown } }>) {
          if (e.data?.visibleTo) expect(e.data.visibleTo).toContain(me);
          expect(e.data?.handles).toBeUndefined();
        }
      }
      // The events it got are exactly those the engine lets it read, in order.
      const got = updates.flatMap((u) => u.events);
      expect(got).toEqual(eventsFor(session.log, me as SeatId));
      // Its last view is the engine's own view for it.
      expect((client.last as Update).view).toEqual(
        JSON.parse(JSON.stringify(view(session.packs.ruleset, state, me as SeatId))),
      );
      // No other seat's secret role appears anywhere in what it received.
      const text = client.raw.join('\n');
      for (const other of seats) {
        const role = must(state.seats[other]).role;
        if (
          other === me ||
          !role ||
          role === must(state.seats[me]).role ||
          (must(state.seats[other]).markers['revealed'] ?? 0)
        )
          continue;
        expect(text.includes(`"role":"${role}"`)).toBe(false);
      }
    }
  });

  it('in Double Rush, no socket ever names a card in the other seat’s hand', async () => {
    await start({ messagesPerSecond: 1000, messageBurst: 1000 });
    const created = await create({ bundled: ['double-rush'], mode: 'double-rush:match', seed: 4, seats: 2 });
    const { joined, session } = await playOver(created, ['s0', 's1'], 40, seeded(9));
    for (const client of joined) {
      const me = (client.last as Update).seat as SeatId;
      const updates = client.messages.filter((m) => m.type === 'update') as Update[];
      expect(updates.flatMap((u) => u.events)).toEqual(eventsFor(session.log, me));
      const state = session.match.state;
      const mine = JSON.parse(JSON.stringify(view(session.packs.ruleset, state, me)));
      expect((client.last as Update).view).toEqual(mine);
      // Ids of components this seat cannot identify never appear in its last view.
      const hidden = Object.values(state.components).filter(
        (c) => !c.faceUp && !c.seenBy.includes(me) && c.location && state.zones[c.location.zone]?.kind === 'hand',
      );
      const lastText = JSON.stringify((client.last as Update).view);
      for (const c of hidden) expect(lastText.includes(`"${c.id}"`)).toBe(false);
    }
  });
});
