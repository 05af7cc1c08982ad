// The studio's side of a remote playtest session: where the playtest server
// is, what to upload (the mode's pack and what it depends on, as the studio
// holds them now), and the host's requests. The host token stays in memory and in the tab's
// sessionStorage (so a reloaded tab still hosts its session; another tab or a closed one does not).
import type { Report, WhyTrace } from '@roomsmith/sim';
import type { Pack } from '../workspace/pack.ts';
import { packClosure } from '../workspace/pack-closure.ts';

/** The playtest server's default port (`npm start` runs it there). */
export const PLAYTEST_PORT = 4874;

/** Where an author may point the studio at another playtest server. */
export const PLAYTEST_URL_KEY = 'roomsmith.playtestUrl';

/**
 * The playtest server's address: a saved override, or the host the studio was opened from on
 * port 4874 (so a studio opened at a LAN address gives links that work on the LAN).
 */
export function playtestBase(location: { protocol: string; hostname: string }, saved?: string | null): string {
  if (saved && /^https?:\/\/[^\s/]+$/.test(saved.replace(/\/$/, ''))) return saved.replace(/\/$/, '');
  const host = location.hostname.includes(':') ? `[${location.hostname}]` : location.hostname;
  return `${location.protocol === 'https:' ? 'https:' : 'http:'}//${host || 'localhost'}:${PLAYTEST_PORT}`;
}

/** A seat's status as the server reports it. */
export interface SeatStatus {
  seat: string;
  kind: 'open' | 'human' | 'bot';
  connected: boolean;
}

/** The host's view of a session. */
export interface HostStatus {
  id: string;
  mode: string;
  seed: number | string;
  status: 'playing' | 'paused' | 'ended';
  endReason: string | null;
  decisions: number;
  waitingFor: string[];
  seats: SeatStatus[];
}

/** A session the host opened: links are absolute (server base + path). */
export interface OpenedSession {
  base: string;
  id: string;
  hostToken: string;
  lobby: string;
  seats: Array<{ seat: string; link: string }>;
  status: HostStatus;
}

/** Where a tab keeps the session it hosts on a mode (sessionStorage: this tab only, gone when it closes). */
export const hostSessionKey = (mode: string): string => `roomsmith.playtestHost.${mode}`;

/** What a reloaded tab needs to host its session again: everything but the status, which it asks for. */
export type KeptSession = Omit<OpenedSession, 'status'>;

/** Keeps the session a tab hosts, for a reload (a storage that refuses, as in private modes, keeps nothing). */
export function keepHostSession(storage: Pick<Storage, 'setItem'>, mode: string, session: OpenedSession): void {
  const { status: _status, ...kept } = session;
  try {
    storage.setItem(hostSessionKey(mode), JSON.stringify(kept));
  } catch {
    // Nothing kept: the tab hosts the session until it is reloaded, as before.
  }
}

/** The session this tab hosted on a mode before it was reloaded, or null (nothing kept, or not a session). */
export function keptHostSession(storage: Pick<Storage, 'getItem'>, mode: string): KeptSession | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(hostSessionKey(mode)) ?? 'null');
  } catch {
    return null;
  }
  const v = value as Partial<KeptSession> | null;
  const text = (x: unknown): x is string => typeof x === 'string' && x.length > 0;
  if (!v || !text(v.base) || !text(v.id) || !text(v.hostToken) || !text(v.lobby) || !Array.isArray(v.seats))
    return null;
  if (!v.seats.every((s) => s && text(s.seat) && text(s.link))) return null;
  return { base: v.base, id: v.id, hostToken: v.hostToken, lobby: v.lobby, seats: v.seats };
}

/** The body that opens a session on a mode: its pack and dependencies uploaded as files. */
export function sessionRequest(packs: readonly Pack[], mode: string, seats: number, seed: number | string) {
  const packId = mode.slice(0, mode.indexOf(':'));
  return {
    mode,
    seats,
    seed,
    packs: packClosure(packs, packId).map((p) => ({ id: p.id, files: p.files })),
  };
}

type Fetch = typeof fetch;

async function json(response: Response): Promise<Record<string, unknown>> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const problems = Array.isArray(body['problems'])
      ? `\n${(body['problems'] as string[]).slice(0, 8).join('\n')}`
      : '';
    throw new Error(`${typeof body['error'] === 'string' ? body['error'] : `HTTP ${response.status}`}${problems}`);
  }
  return body;
}

/** Opens a session; the error says when the server cannot be reached. */
export async function openSession(
  base: string,
  body: ReturnType<typeof sessionRequest>,
  fetchFn: Fetch = fetch,
): Promise<OpenedSession> {
  let response: Response;
  try {
    response = await fetchFn(`${base}/api/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(
      `No playtest server answers at ${base}. Start it with npm start (or node apps/playtest/bin/playtest.mjs).`,
    );
  }
  const created = (await json(response)) as unknown as Omit<OpenedSession, 'base'>;
  return {
    base,
    id: created.id,
    hostToken: created.hostToken,
    lobby: `${base}${created.lobby}`,
    seats: created.seats.map((s) => ({ seat: s.seat, link: `${base}${s.link}` })),
    status: created.status,
  };
}

/** A host request: status, bots, pause, resume or end. */
export async function hostRequest(
  session: Pick<OpenedSession, 'base' | 'id' | 'hostToken'>,
  action: 'status' | 'bots' | 'pause' | 'resume' | 'end',
  fetchFn: Fetch = fetch,
  /** For `bots`: the seats to give to bots (default: every open seat). */
  seats?: string[],
): Promise<HostStatus> {
  const url = `${session.base}/api/sessions/${session.id}${action === 'status' ? '' : `/${action}`}`;
  const response = await fetchFn(url, {
    method: action === 'status' ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${session.hostToken}`,
      ...(action === 'status' ? {} : { 'content-type': 'application/json' }),
    },
    ...(action === 'status' ? {} : { body: JSON.stringify(seats ? { seats } : {}) }),
  });
  return (await json(response)) as unknown as HostStatus;
}

/** The session's replay (seed + answers) or its per-content analytics, as JSON text. */
export async function fetchRecord(
  session: Pick<OpenedSession, 'base' | 'id' | 'hostToken'>,
  what: 'replay' | 'analytics',
  fetchFn: Fetch = fetch,
): Promise<string> {
  const response = await fetchFn(`${session.base}/api/sessions/${session.id}/${what}`, {
    headers: { authorization: `Bearer ${session.hostToken}` },
  });
  if (!response.ok) throw new Error(`the ${what} could not be fetched (HTTP ${response.status})`);
  return response.text();
}

/** A session's analytics as the server computes them from its log (`@roomsmith/sim`'s report of one game, and its why traces). */
export interface SessionReport {
  status: HostStatus['status'];
  report: Report;
  traces: WhyTrace[];
  /** Display names of the packs' definitions. */
  names: Record<string, string>;
}

/** The session's per-content report and why traces so far. */
export async function fetchReport(
  session: Pick<OpenedSession, 'base' | 'id' | 'hostToken'>,
  fetchFn: Fetch = fetch,
): Promise<SessionReport> {
  const response = await fetchFn(`${session.base}/api/sessions/${session.id}/report`, {
    headers: { authorization: `Bearer ${session.hostToken}` },
  });
  return (await json(response)) as unknown as SessionReport;
}
