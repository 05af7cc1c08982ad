// The playtest server's HTTP API and WebSocket (Fastify). The host creates a
// session (packs uploaded from the studio, or bundled content folders) and
// controls it with the host token; each seat connects over one WebSocket,
// proves its seat token in its first message, and from then on receives only
// its own view and the events it may read, and may answer only its own
// pending decision.
import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { BundledPacks, preparePacks, type PackUpload } from './packs.ts';
import { seatPage } from './seat-page.ts';
import { Session, SessionError, tokenHash, type SessionSetup } from './session.ts';
import { SessionStore } from './store.ts';

/** What a playtest server is built from. */
export interface PlaytestOptions {
  /** Folder of the bundled packs (`content/`). */
  contentDir: string;
  /** Largest request body (an uploaded pack set), bytes; default 8 MB. */
  maxUploadBytes?: number;
  /** Largest WebSocket message, bytes; default 4096 (a bigger one closes the socket with 1009). */
  maxMessageBytes?: number;
  /** Messages a socket may send per second, on average; default 10, bursts of `messageBurst` (default 20). */
  messagesPerSecond?: number;
  messageBurst?: number;
  /** Sessions kept at once; default 50. */
  maxSessions?: number;
  /** Sessions an address may open per minute; default 30. */
  sessionsPerMinute?: number;
  /** WebSocket connections open at once; default 500 (more are closed at once with 1013). */
  maxSockets?: number;
  /** HTTP requests per minute per address; default 600. */
  requestsPerMinute?: number;
  /** Origins allowed to call the API from a browser (CORS); default any ("*": tokens, not cookies, authenticate). */
  allowedOrigins?: string[] | '*';
  logger?: boolean;
  /**
   * Folder of the session database (`playtest.db`, SQLite): sessions are kept there and resumed
   * when the server starts again. Without it sessions live in memory only.
   */
  dataDir?: string;
}

/** What the server keeps: its sessions, by id and by seat token. */
export interface PlaytestState {
  sessions: Map<string, Session>;
}

const states = new WeakMap<FastifyInstance, PlaytestState>();

/** The sessions of a built app (tests read them to compare what sockets got with the engine's own views). */
export function playtestState(app: FastifyInstance): PlaytestState {
  const state = states.get(app);
  if (!state) throw new Error('not a playtest app');
  return state;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const SEAT = /^[A-Za-z0-9_-]{1,32}$/;

/** Checks a create-session body; returns the problem, or null. */
function createProblem(body: unknown): string | null {
  if (!isRecord(body)) return 'send a JSON object';
  if (typeof body['mode'] !== 'string' || !body['mode'] || body['mode'].length > 200) return '"mode" must name a mode';
  const seats = body['seats'];
  if (typeof seats !== 'number' || !Number.isInteger(seats) || seats < 1 || seats > 32)
    return '"seats" must be a whole number from 1 to 32';
  const seed = body['seed'];
  if (seed !== undefined && !(typeof seed === 'string' && seed.length <= 100) && !Number.isSafeInteger(seed))
    return '"seed" must be a whole number or a short text';
  const options = body['options'];
  if (options !== undefined) {
    if (!isRecord(options)) return '"options" must be an object';
    for (const value of Object.values(options))
      if (!['string', 'number', 'boolean'].includes(typeof value))
        return 'each option must be a text, number or boolean';
  }
  const bots = body['bots'];
  if (bots !== undefined && !(Array.isArray(bots) && bots.every((b) => typeof b === 'string' && SEAT.test(b))))
    return '"bots" must list seat ids';
  const packs = body['packs'];
  const bundled = body['bundled'];
  if (packs === undefined && bundled === undefined) return 'send "packs" (uploaded files) or "bundled" (pack ids)';
  if (packs !== undefined) {
    if (!Array.isArray(packs) || packs.length > 32) return '"packs" must be a list of at most 32 packs';
    for (const pack of packs) {
      if (!isRecord(pack) || typeof pack['id'] !== 'string' || !isRecord(pack['files']))
        return 'each pack is { id, files: { path: text } }';
      const files = Object.values(pack['files']);
      if (files.length > 5000 || !files.every((f) => typeof f === 'string'))
        return 'a pack holds at most 5000 files, each a text';
    }
  }
  if (
    bundled !== undefined &&
    !(Array.isArray(bundled) && bundled.length <= 16 && bundled.every((b) => typeof b === 'string'))
  )
    return '"bundled" must list pack ids';
  return null;
}

/** Builds the playtest app (not listening yet). */
export async function buildPlaytest(options: PlaytestOptions): Promise<FastifyInstance> {
  const maxMessageBytes = options.maxMessageBytes ?? 4096;
  const perSecond = options.messagesPerSecond ?? 10;
  const burst = options.messageBurst ?? 20;
  const maxSessions = options.maxSessions ?? 50;
  const sessionsPerMinute = options.sessionsPerMinute ?? 30;
  const maxSockets = options.maxSockets ?? 500;
  let openSockets = 0;
  const origins = options.allowedOrigins ?? '*';
  const bundledPacks = new BundledPacks(options.contentDir);
  const sessions = new Map<string, Session>();
  /** Sessions by the SHA-256 of their seat tokens and lobby code (the tokens themselves are not kept). */
  const byToken = new Map<string, Session>();
  const store = options.dataDir ? new SessionStore(options.dataDir) : null;
  let closing = false;
  /** The socket each seat uses now, by session id and seat. */
  const sockets = new Map<string, WebSocket>();

  // Compiled rulesets are never mutated, so sessions on the same packs share one (compiling takes a second).
  const compiled = new Map<string, ReturnType<typeof preparePacks>>();
  const digestOf = (uploads: PackUpload[]) => createHash('sha256').update(JSON.stringify(uploads)).digest('hex');
  const prepareCached = (uploads: PackUpload[], key = digestOf(uploads)) => {
    let prepared = compiled.get(key);
    if (!prepared) {
      prepared = preparePacks(uploads);
      compiled.set(key, prepared);
      if (compiled.size > 8) compiled.delete(compiled.keys().next().value as string);
    }
    return prepared;
  };

  /** Adds a session to the server: looked up by its token hashes, and kept in the store after every change. */
  const register = (session: Session, digest: string) => {
    sessions.set(session.id, session);
    for (const hash of session.tokenHashes) byToken.set(hash, session);
    if (!store) return;
    const save = () => {
      if (closing) return;
      try {
        store.save(session.record(), digest);
      } catch (error) {
        app.log.error(error, 'the session could not be saved');
      }
    };
    save();
    session.subscribe(save);
  };
  const forget = (session: Session) => {
    sessions.delete(session.id);
    for (const [hash, s] of byToken) if (s === session) byToken.delete(hash);
    store?.delete(session.id);
  };

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: options.maxUploadBytes ?? 8 * 1024 * 1024 });
  states.set(app, { sessions });

  // Sessions kept by an earlier run: played again from their seed and answers.
  for (const kept of store?.load() ?? []) {
    const uploads = store?.packs(kept.packs);
    const prepared = uploads ? prepareCached(uploads, kept.packs) : null;
    if (!prepared || 'problems' in prepared) {
      store?.delete(kept.record.id);
      continue;
    }
    try {
      register(new Session(prepared, kept.record.setup, kept.record), kept.packs);
    } catch (error) {
      app.log.error(error, `kept session ${kept.record.id} could not be resumed`);
      store?.delete(kept.record.id);
    }
  }
  await app.register(rateLimit, { max: options.requestsPerMinute ?? 600, timeWindow: '1 minute' });
  await app.register(websocket, { options: { maxPayload: maxMessageBytes } });

  // CORS for the studio (another port, maybe another host on a LAN); preflights answered here.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin) return;
    if (origins === '*' || origins.includes(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'origin');
      reply.header('access-control-allow-headers', 'authorization, content-type');
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
    }
    if (request.method === 'OPTIONS') await reply.code(204).send();
  });
  app.options('/*', async (_request, reply) => reply.code(204).send());

  const fail = (reply: FastifyReply, status: number, code: string, error: string) =>
    reply.code(status).send({ code, error });
  const hostSession = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const session = sessions.get(request.params.id);
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!session || !token || !session.isHost(token)) {
      await fail(
        reply,
        404,
        'no-session',
        'no such session, or not your host token (Authorization: Bearer <hostToken>)',
      );
      return null;
    }
    return session;
  };
  const refuse = (reply: FastifyReply, error: unknown) => {
    if (error instanceof SessionError) return fail(reply, 409, error.code, error.message);
    throw error;
  };

  app.get('/health', async () => ({ ok: true }));
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());
  app.get('/seat', async (_request, reply) => reply.type('text/html; charset=utf-8').send(seatPage()));
  app.get('/lobby', async (_request, reply) => reply.type('text/html; charset=utf-8').send(seatPage()));

  app.post(
    '/api/sessions',
    { config: { rateLimit: { max: sessionsPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const problem = createProblem(request.body);
      if (problem) return fail(reply, 400, 'bad-request', problem);
      if (sessions.size >= maxSessions)
        return fail(
          reply,
          503,
          'too-many-sessions',
          `this server keeps at most ${maxSessions} sessions; end one first`,
        );
      const body = request.body as Record<string, unknown>;
      let uploads: PackUpload[];
      try {
        uploads = [
          ...(body['bundled'] ? await bundledPacks.closure(body['bundled'] as string[]) : []),
          ...((body['packs'] as PackUpload[] | undefined) ?? []),
        ];
      } catch (error) {
        return fail(reply, 400, 'bad-pack', `cannot read a bundled pack: ${(error as Error).message}`);
      }
      const digest = digestOf(uploads);
      const prepared = prepareCached(uploads, digest);
      if ('problems' in prepared)
        return reply
          .code(422)
          .send({ code: 'packs-do-not-compile', error: 'the packs do not compile', problems: prepared.problems });
      const setup: SessionSetup = {
        mode: body['mode'] as string,
        seed: (body['seed'] as number | string | undefined) ?? Math.floor(Math.random() * 2 ** 31),
        seats: body['seats'] as number,
        ...(body['options'] ? { options: body['options'] as SessionSetup['options'] & object } : {}),
        ...(body['bots'] ? { bots: body['bots'] as string[] } : {}),
      };
      let session: Session;
      try {
        session = new Session(prepared, setup);
      } catch (error) {
        return fail(reply, 422, 'cannot-start', `the match does not start: ${(error as Error).message}`);
      }
      const secrets = session.secrets as NonNullable<Session['secrets']>;
      store?.savePacks(digest, uploads);
      register(session, digest);
      return reply.code(201).send({
        id: session.id,
        hostToken: secrets.hostToken,
        seed: setup.seed,
        lobby: `/lobby#${secrets.lobbyCode}`,
        seats: secrets.seats.map(({ seat, token }) => ({ seat, link: `/seat#${token}` })),
        status: session.hostStatus(),
      });
    },
  );

  app.get<{ Params: { id: string } }>('/api/sessions/:id', async (request, reply) => {
    const session = await hostSession(request, reply);
    return session && session.hostStatus();
  });
  app.post<{ Params: { id: string } }>('/api/sessions/:id/bots', async (request, reply) => {
    const session = await hostSession(request, reply);
    if (!session) return;
    const body = request.body as { seats?: unknown } | undefined;
    const seats = Array.isArray(body?.seats) ? body.seats.filter((s): s is string => typeof s === 'string') : undefined;
    try {
      session.fillWithBots(seats);
    } catch (error) {
      return refuse(reply, error);
    }
    return session.hostStatus();
  });
  for (const action of ['pause', 'resume', 'end'] as const)
    app.post<{ Params: { id: string } }>(`/api/sessions/:id/${action}`, async (request, reply) => {
      const session = await hostSession(request, reply);
      if (!session) return;
      try {
        session[action]();
      } catch (error) {
        return refuse(reply, error);
      }
      return session.hostStatus();
    });
  app.get<{ Params: { id: string } }>('/api/sessions/:id/analytics', async (request, reply) => {
    const session = await hostSession(request, reply);
    return session && session.analytics();
  });
  app.get<{ Params: { id: string } }>('/api/sessions/:id/report', async (request, reply) => {
    const session = await hostSession(request, reply);
    return session && session.report();
  });
  app.get<{ Params: { id: string } }>('/api/sessions/:id/replay', async (request, reply) => {
    const session = await hostSession(request, reply);
    if (!session) return;
    return reply
      .type('application/json')
      .header('content-disposition', `attachment; filename="playtest-${session.id}.replay.json"`)
      .send(session.replay());
  });

  // The lobby: who may pick a free seat. The code is unguessable like a seat token, and sent in
  // the body (never in a URL a proxy might log).
  const lobbySession = (body: unknown) => {
    const code = isRecord(body) && typeof body['code'] === 'string' ? body['code'] : '';
    const session = byToken.get(tokenHash(code));
    return session?.isLobby(code) ? session : null;
  };
  app.post('/api/lobby/seats', async (request, reply) => {
    const session = lobbySession(request.body);
    if (!session) return fail(reply, 404, 'no-lobby', 'no lobby with this code');
    return { id: session.id, mode: session.setup.mode, status: session.status, seats: session.seatList() };
  });
  app.post('/api/lobby/claim', async (request, reply) => {
    const session = lobbySession(request.body);
    if (!session) return fail(reply, 404, 'no-lobby', 'no lobby with this code');
    const seat = (request.body as Record<string, unknown>)['seat'];
    if (typeof seat !== 'string' || !SEAT.test(seat))
      return fail(reply, 400, 'bad-request', '"seat" must be a seat id');
    try {
      const token = session.claim(seat);
      byToken.set(tokenHash(token), session);
      return { seat, link: `/seat#${token}` };
    } catch (error) {
      return refuse(reply, error);
    }
  });

  app.get('/ws', { websocket: true }, (socket) => {
    if (openSockets >= maxSockets) {
      socket.close(1013, 'too many connections; try again later');
      return;
    }
    openSockets++;
    let joined: { session: Session; seat: string; sent: number; unsubscribe: () => void } | null = null;
    let tokens = burst;
    let last = Date.now();
    let dropped = 0;
    const send = (message: object) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const error = (code: string, message: string) => send({ type: 'error', code, error: message });
    const helloTimer = setTimeout(() => {
      if (!joined) socket.close(4001, 'send {"type":"hello","token":…} first');
    }, 10_000);
    helloTimer.unref();

    const push = (only?: string) => {
      if (!joined || (only !== undefined && only !== joined.seat)) return;
      const update = joined.session.seatUpdate(joined.seat, joined.sent);
      joined.sent = joined.session.log.length;
      send(update);
    };

    const hello = (token: unknown) => {
      if (joined) return error('already-joined', 'this connection already plays a seat');
      const session = typeof token === 'string' && token.length <= 200 ? byToken.get(tokenHash(token)) : undefined;
      const seat = session && typeof token === 'string' ? session.seatOfToken(token) : null;
      if (!session || !seat) {
        error('bad-token', 'no seat has this token; ask the host for your link');
        socket.close(4001, 'bad token');
        return;
      }
      try {
        session.take(seat);
      } catch (caught) {
        if (!(caught instanceof SessionError)) throw caught;
        error(caught.code, caught.message);
        socket.close(4001, caught.code);
        return;
      }
      send({
        type: 'welcome',
        seat,
        mode: session.setup.mode,
        names: session.packs.names,
        looks: session.packs.looks ?? {},
      });
      const key = `${session.id}/${seat}`;
      const previous = sockets.get(key);
      sockets.set(key, socket);
      if (previous && previous !== socket) previous.close(4002, 'this seat was opened in another window');
      const from = Math.max(0, session.log.length - 500);
      joined = { session, seat, sent: from, unsubscribe: session.subscribe(push) };
      session.setConnected(seat, true);
    };

    const handle = (raw: string) => {
      let message: unknown;
      try {
        message = JSON.parse(raw);
      } catch {
        return error('malformed', 'messages are JSON objects with a "type"');
      }
      if (!isRecord(message) || typeof message['type'] !== 'string')
        return error('malformed', 'messages are JSON objects with a "type"');
      switch (message['type']) {
        case 'hello':
          return hello(message['token']);
        case 'ping':
          return send({ type: 'pong' });
        case 'answer': {
          if (!joined) return error('not-joined', 'send {"type":"hello","token":…} first');
          const { decision, option, seat } = message;
          if (seat !== undefined && seat !== joined.seat)
            return error('not-your-seat', `you play seat ${joined.seat}; you cannot answer for seat ${String(seat)}`);
          if (typeof decision !== 'string' || typeof option !== 'string' || option.length > 500)
            return error('malformed', 'an answer is {"type":"answer","decision":<id>,"option":<id>}');
          try {
            joined.session.submit(joined.seat, decision, option);
          } catch (caught) {
            if (caught instanceof SessionError) return error(caught.code, caught.message);
            return error('internal', 'the answer could not be played');
          }
          return;
        }
        default:
          return error('unknown-type', `unknown message type "${message['type'].slice(0, 40)}"`);
      }
    };

    socket.on('message', (data, isBinary) => {
      const now = Date.now();
      tokens = Math.min(burst, tokens + ((now - last) / 1000) * perSecond);
      last = now;
      if (tokens < 1) {
        dropped++;
        if (dropped > burst * 5) socket.close(1008, 'too many messages');
        else error('rate-limited', `slow down: at most ${perSecond} messages a second`);
        return;
      }
      tokens--;
      dropped = 0;
      if (isBinary) return error('malformed', 'send text frames');
      try {
        handle(data.toString());
      } catch {
        error('internal', 'that message could not be handled');
      }
    });
    socket.on('close', () => {
      openSockets--;
      clearTimeout(helloTimer);
      if (!joined) return;
      joined.unsubscribe();
      const key = `${joined.session.id}/${joined.seat}`;
      if (sockets.get(key) === socket) {
        sockets.delete(key);
        joined.session.setConnected(joined.seat, false);
      }
    });
    socket.on('error', () => socket.terminate());
  });

  // Ended sessions go after an hour, idle ones after twelve.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const session of sessions.values()) {
      const idle = now - session.lastActivity;
      if ((session.status === 'ended' && idle > 3_600_000) || idle > 12 * 3_600_000) forget(session);
    }
  }, 60_000);
  sweep.unref();
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    store?.close();
  });
  return app;
}
