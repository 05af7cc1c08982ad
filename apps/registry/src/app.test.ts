// The registry's API, run twice: on SQLite (the default) and on PostgreSQL
// (PGlite in-process; DATABASE_URL=postgres://… runs it against a server).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildBundle } from '@roomsmith/schema';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRegistry, registryRoutes, type RegistryOptions } from './app.ts';
import { diskBlobs } from './blobs.ts';
import { openDatabase, type RegistryDb } from './db/open.ts';
import { openApi } from './openapi.ts';

const engines: Array<[string, () => string]> = [
  ['SQLite', () => `sqlite:${path.join(mkdtempSync(path.join(tmpdir(), 'registry-')), 'r.db')}`],
  ['PostgreSQL', () => process.env['DATABASE_URL'] ?? 'pglite:'],
];

const room = (id: string, name: string, extra: object = {}) =>
  JSON.stringify({ kind: 'room', id, name: { en: name }, colour: 'red', ...extra });
const acid = room('acid', 'Acid Bath', {
  triggers: [{ on: 'enter', do: [{ do: 'eliminate', piece: 'piece' }] }],
});

function bundleOf(id: string, version: string, files: Record<string, string>, extra: object = {}): Uint8Array {
  const built = buildBundle({
    'pack.json': JSON.stringify({
      id,
      name: { en: `The ${id} pack` },
      version,
      formatVersion: 1,
      description: { en: `All about ${id}` },
      ...extra,
    }),
    ...files,
  });
  if (!built.ok) throw new Error(built.error);
  return built.bytes;
}

describe.each(engines)('the registry on %s', (_engine, url) => {
  let app: FastifyInstance;
  let database: RegistryDb;
  const build = async (extra: Partial<RegistryOptions> = {}) => {
    app = await buildRegistry({
      database,
      blobs: diskBlobs(mkdtempSync(path.join(tmpdir(), 'blobs-'))),
      engineVersion: '0.1.0',
      ...extra,
    });
  };
  // One database per engine (PostgreSQL takes seconds to start), emptied before each test.
  beforeAll(async () => {
    database = await openDatabase(url());
  }, 120_000);
  afterAll(async () => database.close());
  beforeEach(async () => {
    for (const table of ['search_index', 'versions', 'packs', 'scopes', 'tokens', 'users'] as const)
      await database.db.deleteFrom(table).execute();
    await build();
  });
  afterEach(async () => app.close());

  const token = async (user = 'ada') => {
    const res = await app.inject({ method: 'POST', url: '/api/tokens', payload: { user } });
    return (res.json() as { token: string }).token;
  };
  const publish = (name: string, version: string, bytes: Uint8Array, auth?: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/packs/${encodeURIComponent(name)}/${version}`,
      headers: { 'content-type': 'application/zip', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      payload: Buffer.from(bytes),
    });

  it('publishes a bundle and serves the same bytes with their digest', async () => {
    const bytes = bundleOf('hazards', '1.0.0', { 'rooms/acid.json': acid });
    const res = await publish('hazards', '1.0.0', bytes, await token());
    expect(res.statusCode).toBe(201);
    const download = await app.inject({ url: '/api/packs/hazards/1.0.0/bundle' });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, Buffer.from(bytes))).toBe(0);
    expect(download.headers['x-roomsmith-sha256']).toBe((res.json() as { sha256: string }).sha256);
  });

  it('refuses a publish without a token', async () => {
    const res = await publish('hazards', '1.0.0', bundleOf('hazards', '1.0.0', {}));
    expect(res.statusCode).toBe(401);
  });

  it('refuses a revoked token', async () => {
    const created = (await app.inject({ method: 'POST', url: '/api/tokens', payload: { user: 'ada' } })).json() as {
      id: string;
      token: string;
    };
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/tokens/${created.id}`,
      headers: { authorization: `Bearer ${created.token}` },
    });
    expect(revoke.statusCode).toBe(204);
    expect((await publish('hazards', '1.0.0', bundleOf('hazards', '1.0.0', {}), created.token)).statusCode).toBe(401);
  });

  it('refuses to publish the same version twice: versions are immutable', async () => {
    const auth = await token();
    expect((await publish('hazards', '1.0.0', bundleOf('hazards', '1.0.0', {}), auth)).statusCode).toBe(201);
    const again = await publish('hazards', '1.0.0', bundleOf('hazards', '1.0.0', { 'rooms/acid.json': acid }), auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'hazards@1.0.0 is already published; versions are immutable: publish a new version',
    });
  });

  it('refuses a publish of a name another publisher owns', async () => {
    expect((await publish('hazards', '1.0.0', bundleOf('hazards', '1.0.0', {}), await token('ada'))).statusCode).toBe(
      201,
    );
    const res = await publish('hazards', '1.1.0', bundleOf('hazards', '1.1.0', {}), await token('bob'));
    expect(res.statusCode).toBe(403);
  });

  it('refuses a tampered bundle', async () => {
    const entries = unzipSync(bundleOf('hazards', '1.0.0', { 'rooms/acid.json': acid }));
    entries['rooms/acid.json'] = strToU8(room('acid', 'Evil'));
    const res = await publish('hazards', '1.0.0', zipSync(entries as Zippable), await token());
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: string }).error).toMatch(/does not match its digest/);
  });

  it('refuses a bundle whose name or version differ from the URL', async () => {
    const res = await publish('hazards', '2.0.0', bundleOf('hazards', '1.0.0', {}), await token());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'the bundle holds hazards@1.0.0, not hazards@2.0.0' });
  });

  it('refuses an invalid pack with the loader diagnostics', async () => {
    const bad = bundleOf('hazards', '1.0.0', { 'rooms/acid.json': room('acid', 'Acid', { colr: 1 }) });
    const res = await publish('hazards', '1.0.0', bad, await token());
    expect(res.statusCode).toBe(422);
    expect((res.json() as { diagnostics: string[] }).diagnostics[0]).toMatch(
      /rooms\/acid\.json:\d+:\d+ error unknown property "colr"/,
    );
  });

  it('refuses a pack whose dependency is not published here', async () => {
    const res = await publish(
      'addon',
      '1.0.0',
      bundleOf('addon', '1.0.0', {}, { dependencies: { hazards: '^1.0.0' } }),
      await token(),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'addon depends on hazards ^1.0.0, which is not published here' });
  });

  it('validates a pack against its published dependency', async () => {
    const auth = await token();
    await publish('hazards', '1.0.0', bundleOf('hazards', '1.0.0', { 'rooms/acid.json': acid }), auth);
    const deck = JSON.stringify({ kind: 'deck', id: 'd', name: 'D', entries: [{ room: 'hazards:acid' }] });
    const res = await publish(
      'addon',
      '1.0.0',
      bundleOf('addon', '1.0.0', { 'decks/d.json': deck }, { dependencies: { hazards: '^1.0.0' } }),
      auth,
    );
    expect(res.statusCode).toBe(201);
  });

  it('refuses a bundle larger than the limit', async () => {
    await app.close();
    await build({ maxBundleBytes: 300 });
    const res = await publish(
      'hazards',
      '1.0.0',
      bundleOf('hazards', '1.0.0', { 'rooms/acid.json': acid, 'rooms/b.json': room('b', 'B'.repeat(500)) }),
      await token(),
    );
    expect(res.statusCode).toBe(413);
  });

  it('finds a pack by a word of its description and by a room name, as a prefix', async () => {
    await publish('hazards', '1.0.0', bundleOf('hazards', '1.0.0', { 'rooms/acid.json': acid }), await token());
    await publish('calm', '1.0.0', bundleOf('calm', '1.0.0', {}), await token('bob'));
    const byDescription = await app.inject({ url: '/api/packs?q=hazard' });
    expect((byDescription.json() as { results: Array<{ name: string }> }).results.map((r) => r.name)).toEqual([
      'hazards',
    ]);
    const byRoom = await app.inject({ url: '/api/packs?q=acid%20bat' });
    expect((byRoom.json() as { results: Array<{ name: string }> }).results.map((r) => r.name)).toEqual(['hazards']);
  });

  it('takes query syntax as plain words', async () => {
    await publish('hazards', '1.0.0', bundleOf('hazards', '1.0.0', {}), await token());
    const res = await app.inject({ url: `/api/packs?q=${encodeURIComponent('"hazards" OR * NEAR( : \')')}` });
    expect(res.statusCode).toBe(200);
  });

  it('lists the rooms of a pack with their generated effect text', async () => {
    await publish('hazards', '1.0.0', bundleOf('hazards', '1.0.0', { 'rooms/acid.json': acid }), await token());
    const page = (await app.inject({ url: '/api/packs/hazards' })).json() as {
      latest: { contents: Array<{ id: string; name: string; text: string[] }> };
    };
    expect(page.latest.contents).toHaveLength(1);
    expect(page.latest.contents[0]).toMatchObject({ id: 'acid', name: 'Acid Bath' });
    expect(page.latest.contents[0]?.text.join(' ')).toMatch(/elim/i);
  });

  it('counts downloads', async () => {
    await publish('hazards', '1.0.0', bundleOf('hazards', '1.0.0', {}), await token());
    await app.inject({ url: '/api/packs/hazards/1.0.0/bundle' });
    await app.inject({ url: '/api/packs/hazards/1.0.0/bundle' });
    const page = (await app.inject({ url: '/api/packs/hazards' })).json() as { versions: Array<{ downloads: number }> };
    expect(page.versions[0]?.downloads).toBe(2);
  });

  it('resolves a range to the newest version not yanked', async () => {
    const auth = await token();
    await publish('hazards', '1.0.0', bundleOf('hazards', '1.0.0', {}), auth);
    await publish('hazards', '1.1.0', bundleOf('hazards', '1.1.0', {}), auth);
    const yank = await app.inject({
      method: 'POST',
      url: '/api/packs/hazards/1.1.0/yank',
      headers: { authorization: `Bearer ${auth}` },
    });
    expect(yank.statusCode).toBe(200);
    const resolved = (await app.inject({ url: '/api/resolve/hazards?range=%5E1.0.0' })).json() as { version: string };
    expect(resolved.version).toBe('1.0.0');
  });

  describe('scoped names', () => {
    const scoped = (name: string, id: string, version: string, files: Record<string, string> = {}, extra = {}) =>
      bundleOf(id, version, files, { registryName: name, ...extra });

    it('publishes @scope/name into the scope of its publisher and serves it at the encoded and the path URL', async () => {
      const bytes = scoped('@ada/hazards', 'hazards', '1.0.0', { 'rooms/acid.json': acid });
      const res = await publish('@ada/hazards', '1.0.0', bytes, await token('ada'));
      expect(res.statusCode).toBe(201);
      for (const url of ['/api/packs/%40ada%2Fhazards/1.0.0/bundle', '/api/packs/@ada/hazards/1.0.0/bundle']) {
        const download = await app.inject({ url });
        expect(download.statusCode).toBe(200);
        expect(Buffer.compare(download.rawPayload, Buffer.from(bytes))).toBe(0);
        expect(download.headers['content-disposition']).toBe('attachment; filename="ada-hazards-1.0.0.zip"');
      }
    });

    it('keeps the pack id beside the scoped name on the pack page', async () => {
      await publish('@ada/hazards', '1.0.0', scoped('@ada/hazards', 'hazards', '1.0.0'), await token('ada'));
      const page = (await app.inject({ url: '/api/packs/@ada/hazards' })).json() as object;
      expect(page).toMatchObject({ name: '@ada/hazards', id: 'hazards', scope: 'ada', owner: 'ada' });
      expect((await app.inject({ url: '/api/packs/%40ada%2Fhazards' })).json()).toEqual(page);
    });

    it('refuses a publish into a scope another user owns, saying whose it is', async () => {
      await token('ada');
      const res = await publish(
        '@ada/hazards',
        '1.0.0',
        scoped('@ada/hazards', 'hazards', '1.0.0'),
        await token('bob'),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: 'the scope @ada belongs to ada, not to bob: publish under a scope of yours (such as @bob/…) or ask ada',
      });
    });

    it('gives an unclaimed scope to its first publisher and refuses it to the next', async () => {
      const first = await publish(
        '@guild/hazards',
        '1.0.0',
        scoped('@guild/hazards', 'hazards', '1.0.0'),
        await token(),
      );
      expect(first.statusCode).toBe(201);
      const other = await publish('@guild/calm', '1.0.0', scoped('@guild/calm', 'calm', '1.0.0'), await token('bob'));
      expect(other.statusCode).toBe(403);
      expect((await app.inject({ url: '/api/scopes/guild' })).json()).toEqual({
        scope: '@guild',
        owner: 'ada',
        packs: [{ name: '@guild/hazards', id: 'hazards' }],
      });
    });

    it('claims a scope with a token, and refuses a scope someone holds', async () => {
      const claim = (scope: string, auth: string) =>
        app.inject({
          method: 'POST',
          url: '/api/scopes',
          headers: { authorization: `Bearer ${auth}` },
          payload: { scope },
        });
      expect((await claim('@guild', await token('ada'))).statusCode).toBe(201);
      const bob = await token('bob');
      expect((await claim('guild', bob)).statusCode).toBe(403);
      expect((await claim('ada', bob)).statusCode).toBe(403);
      expect((await claim('Not A Scope', bob)).statusCode).toBe(400);
    });

    it('refuses malformed names in the URL with what a name may be', async () => {
      const auth = await token();
      const upper = await publish('@Ada/hazards', '1.0.0', bundleOf('hazards', '1.0.0', {}), auth);
      expect(upper.statusCode).toBe(400);
      expect(upper.json()).toEqual({
        error:
          'the URL must name a pack: "@Ada/hazards": the scope "Ada" must be lower-case letters, digits and single dashes',
      });
      const climbing = await publish('@ada/../etc', '1.0.0', bundleOf('hazards', '1.0.0', {}), auth);
      expect(climbing.statusCode).toBe(400);
      expect((climbing.json() as { error: string }).error).toMatch(/the name "\.\.\/etc" must be/);
    });

    it('refuses a scoped URL for a bundle without that registryName, saying what to add', async () => {
      const res = await publish('@ada/hazards', '1.0.0', bundleOf('hazards', '1.0.0', {}), await token('ada'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error:
          'the bundle holds hazards@1.0.0, not @ada/hazards@1.0.0 (give pack.json "registryName": "@ada/hazards" to publish it there)',
      });
    });

    it('finds a scoped pack by its scope, its name and its description', async () => {
      await publish('@ada/hazards', '1.0.0', scoped('@ada/hazards', 'hazards', '1.0.0'), await token('ada'));
      await publish('calm', '1.0.0', bundleOf('calm', '1.0.0', {}), await token('bob'));
      for (const q of ['ada', 'hazards', 'about%20hazards']) {
        const hits = (await app.inject({ url: `/api/packs?q=${q}` })).json() as { results: object[] };
        expect(hits.results).toEqual([
          expect.objectContaining({ name: '@ada/hazards', id: 'hazards', version: '1.0.0' }),
        ]);
      }
    });

    it('resolves and yanks a scoped pack at either URL form', async () => {
      const auth = await token('ada');
      await publish('@ada/hazards', '1.0.0', scoped('@ada/hazards', 'hazards', '1.0.0'), auth);
      await publish('@ada/hazards', '1.1.0', scoped('@ada/hazards', 'hazards', '1.1.0'), auth);
      const yank = await app.inject({
        method: 'POST',
        url: '/api/packs/@ada/hazards/1.1.0/yank',
        headers: { authorization: `Bearer ${auth}` },
      });
      expect(yank.statusCode).toBe(200);
      const resolved = (await app.inject({ url: '/api/resolve/%40ada%2Fhazards?range=%5E1.0.0' })).json() as object;
      expect(resolved).toMatchObject({ name: '@ada/hazards', version: '1.0.0' });
      expect((await app.inject({ url: '/api/resolve/@ada/hazards?range=%5E1.0.0' })).json()).toEqual(resolved);
    });

    it('validates a pack against a dependency named by its scoped name, referred to by its id', async () => {
      const auth = await token('ada');
      await publish(
        '@ada/hazards',
        '1.0.0',
        scoped('@ada/hazards', 'hazards', '1.0.0', { 'rooms/acid.json': acid }),
        auth,
      );
      const deck = JSON.stringify({ kind: 'deck', id: 'd', name: 'D', entries: [{ room: 'hazards:acid' }] });
      const addon = bundleOf(
        'addon',
        '1.0.0',
        { 'decks/d.json': deck },
        { dependencies: { '@ada/hazards': '^1.0.0' } },
      );
      expect((await publish('addon', '1.0.0', addon, await token('bob'))).statusCode).toBe(201);
    });

    it('keeps @ada/hazards and a bare hazards of another publisher apart', async () => {
      await publish('@ada/hazards', '1.0.0', scoped('@ada/hazards', 'hazards', '1.0.0'), await token('ada'));
      expect((await publish('hazards', '2.0.0', bundleOf('hazards', '2.0.0', {}), await token('bob'))).statusCode).toBe(
        201,
      );
      const bare = (await app.inject({ url: '/api/resolve/hazards' })).json() as { version: string };
      expect(bare.version).toBe('2.0.0');
    });
  });

  it('lets only a user itself create more tokens for that user', async () => {
    await token('ada');
    const res = await app.inject({ method: 'POST', url: '/api/tokens', payload: { user: 'ada' } });
    expect(res.statusCode).toBe(403);
  });

  it('limits requests per client', async () => {
    await app.close();
    await build({ rateLimit: { perMinute: 3, publishesPerMinute: 1 } });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await app.inject({ url: '/api/health' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('serves the content schemas at their stable $id paths', async () => {
    const res = await app.inject({ url: '/schemas/room.schema.json' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { $id: string }).$id).toBe('https://roomsmith.dev/schemas/room.schema.json');
  });

  it('lets a page of another origin (the studio) search and publish with a token, never with cookies', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/packs/hazards/1.0.0',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const search = await app.inject({ url: '/api/packs?q=x', headers: { origin: 'http://127.0.0.1:5173' } });
    expect(search.headers['access-control-allow-origin']).toBe('*');
  });

  it('describes every route it serves in its OpenAPI document, and no other', async () => {
    const described = Object.entries(openApi.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace('{path}', '*').replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(registryRoutes(app).sort()).toEqual(described.sort());
  });
});
