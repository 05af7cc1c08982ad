import { describe, expect, it } from 'vitest';
import type { Pack } from '../workspace/pack.ts';
import {
  fetchReport,
  hostRequest,
  hostSessionKey,
  keepHostSession,
  keptHostSession,
  openSession,
  playtestBase,
  sessionRequest,
} from './invite-client.ts';

const pack = (id: string, deps: Record<string, string> = {}): Pack => ({
  id,
  root: id,
  readOnly: false,
  files: {
    'pack.json': JSON.stringify({ id, name: { en: id }, version: '1.0.0', formatVersion: 1, dependencies: deps }),
  },
});

describe('inviting players', () => {
  it('finds the playtest server on the host the studio was opened from, port 4874', () => {
    expect(playtestBase({ protocol: 'http:', hostname: 'localhost' })).toBe('http://localhost:4874');
    expect(playtestBase({ protocol: 'http:', hostname: '192.168.1.20' })).toBe('http://192.168.1.20:4874');
  });

  it('uses a saved server address when one is set, and ignores one that is not an origin', () => {
    expect(playtestBase({ protocol: 'http:', hostname: 'localhost' }, 'https://play.example.org/')).toBe(
      'https://play.example.org',
    );
    expect(playtestBase({ protocol: 'http:', hostname: 'localhost' }, 'javascript:alert(1)')).toBe(
      'http://localhost:4874',
    );
  });

  it('uploads the mode’s pack and the packs it depends on, dependencies first, and no other', () => {
    const body = sessionRequest([pack('other'), pack('mine', { base: '^1.0.0' }), pack('base')], 'mine:duel', 2, 7);
    expect(body.packs.map((p) => p.id)).toEqual(['base', 'mine']);
    expect(body).toMatchObject({ mode: 'mine:duel', seats: 2, seed: 7 });
  });

  it('makes the seat and lobby links absolute on the server it asked', async () => {
    const fake = (async () =>
      new Response(
        JSON.stringify({
          id: 'x1',
          hostToken: 'h',
          lobby: '/lobby#L',
          seats: [{ seat: 's0', link: '/seat#T' }],
          status: {},
        }),
        { status: 201 },
      )) as unknown as typeof fetch;
    const opened = await openSession('http://localhost:4874', sessionRequest([pack('p')], 'p:m', 1, 1), fake);
    expect(opened.seats).toEqual([{ seat: 's0', link: 'http://localhost:4874/seat#T' }]);
    expect(opened.lobby).toBe('http://localhost:4874/lobby#L');
  });

  it('says how to start the server when none answers', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(openSession('http://localhost:4874', sessionRequest([pack('p')], 'p:m', 1, 1), down)).rejects.toThrow(
      /npm start/,
    );
  });

  it('sends the host token with every host request and reports the server’s error', async () => {
    const seen: Array<[string, RequestInit | undefined]> = [];
    const fake = (async (url: string, init?: RequestInit) => {
      seen.push([url, init]);
      return new Response(JSON.stringify({ code: 'ended', error: 'the session has ended' }), { status: 409 });
    }) as unknown as typeof fetch;
    await expect(hostRequest({ base: 'http://h:1', id: 'x', hostToken: 'secret' }, 'pause', fake)).rejects.toThrow(
      'the session has ended',
    );
    expect(seen[0]?.[0]).toBe('http://h:1/api/sessions/x/pause');
    expect((seen[0]?.[1]?.headers as Record<string, string>)['authorization']).toBe('Bearer secret');
  });

  it('names the seats to give to bots when the host picks one', async () => {
    const bodies: string[] = [];
    const fake = (async (_url: string, init?: RequestInit) => {
      bodies.push(String(init?.body));
      return new Response(JSON.stringify({ status: 'playing' }), { status: 200 });
    }) as unknown as typeof fetch;
    const session = { base: 'http://h:1', id: 'x', hostToken: 't' };
    await hostRequest(session, 'bots', fake, ['s1']);
    await hostRequest(session, 'bots', fake);
    expect(bodies).toEqual(['{"seats":["s1"]}', '{}']);
  });

  it('asks for the session’s analytics with the host token', async () => {
    const seen: Array<[string, RequestInit | undefined]> = [];
    const body = { status: 'ended', report: { content: [] }, traces: [], names: {} };
    const fake = (async (url: string, init?: RequestInit) => {
      seen.push([url, init]);
      return new Response(JSON.stringify(body), { status: 200 });
    }) as unknown as typeof fetch;
    expect(await fetchReport({ base: 'http://h:1', id: 'x', hostToken: 'secret' }, fake)).toEqual(body);
    expect(seen[0]?.[0]).toBe('http://h:1/api/sessions/x/report');
    expect((seen[0]?.[1]?.headers as Record<string, string>)['authorization']).toBe('Bearer secret');
  });
});

describe('the session a tab hosts, kept for a reload', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
  };
  const opened = {
    base: 'http://localhost:4874',
    id: 'abc',
    hostToken: 'secret',
    lobby: 'http://localhost:4874/join/abc',
    seats: [{ seat: 's0', link: 'http://localhost:4874/play/abc/s0' }],
    status: { id: 'abc', status: 'playing', decisions: 3, waitingFor: [], seats: [] },
  } as unknown as Parameters<typeof keepHostSession>[2];

  it('comes back for the same mode without its status, which the tab asks the server for again', () => {
    const storage = memory();
    keepHostSession(storage, 'mine:duel', opened);
    const { status: _status, ...kept } = opened;
    expect(keptHostSession(storage, 'mine:duel')).toEqual(kept);
  });

  it('is not offered for another mode', () => {
    const storage = memory();
    keepHostSession(storage, 'mine:duel', opened);
    expect(keptHostSession(storage, 'mine:solo')).toBeNull();
  });

  it('is ignored when what was kept is not a session', () => {
    const storage = memory();
    storage.setItem(hostSessionKey('mine:duel'), '{"id":"abc","hostToken":""}');
    expect(keptHostSession(storage, 'mine:duel')).toBeNull();
    storage.setItem(hostSessionKey('mine:duel'), 'not json');
    expect(keptHostSession(storage, 'mine:duel')).toBeNull();
  });

  it('keeps nothing, without failing, where the storage refuses', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => keepHostSession(refusing, 'mine:duel', opened)).not.toThrow();
  });
});
