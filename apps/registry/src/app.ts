// The registry's HTTP API (Fastify). Tokens authenticate publishers; bundles
// are checked whole before a version is kept; versions are immutable (yank
// hides one from resolution, never deletes it); blobs are served by digest.
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { checkRegistryName, parseRegistryName, schemas } from '@roomsmith/schema';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import rcompare from 'semver/functions/rcompare.js';
import validRange from 'semver/ranges/valid.js';
import type { BlobStore } from './blobs.ts';
import type { RegistryDb } from './db/open.ts';
import { openApi } from './openapi.ts';
import { bestVersion, foreignScope, publishBundle, PublishError, scopeOwner } from './publish.ts';
import { searchNames } from './search.ts';
import { createToken, revokeToken, userOfToken } from './tokens.ts';

/** What a registry is built from. */
export interface RegistryOptions {
  database: RegistryDb;
  blobs: BlobStore;
  /** The engine version packs are validated against. */
  engineVersion: string;
  /** Largest bundle accepted, in bytes (default 16 MB). */
  maxBundleBytes?: number;
  /** Requests per minute per token (or per IP without one), default 600; publishes per minute, default 30. */
  rateLimit?: { perMinute: number; publishesPerMinute: number };
  /** Lets anyone create a token for a user name nobody has yet (default true); an admin token can always. */
  openSignup?: boolean;
  /** A token that may create tokens for any user. */
  adminToken?: string;
  logger?: boolean;
}

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Route params that name a pack: `:name` (a bare name, or `@scope/name` URL-encoded as `%40scope%2Fname`) or, in the path form `@:scope/:name`, both. */
type NameParams = { name: string; scope?: string };
const nameOf = (params: NameParams) => (params.scope !== undefined ? `@${params.scope}/${params.name}` : params.name);
/** Each pack route is served at `/…/:name…` and at `/…/@:scope/:name…`. */
const forms = (url: string) => [url, url.replace(':name', '@:scope/:name')];
/** A file name for a download (no slash, no @). */
const fileNameOf = (name: string) => name.replace(/^@/, '').replace('/', '-');
const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

const bearer = (request: FastifyRequest) => /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];

const routeLists = new WeakMap<FastifyInstance, string[]>();

/** Every "METHOD /url" a registry app serves (HEAD and CORS preflight excluded), for checking its OpenAPI document. */
export function registryRoutes(app: FastifyInstance): string[] {
  return routeLists.get(app) ?? [];
}

/** Builds the registry app (not listening yet). */
export async function buildRegistry(options: RegistryOptions): Promise<FastifyInstance> {
  const { database, blobs } = options;
  const { db } = database;
  const maxBundleBytes = options.maxBundleBytes ?? 16 * 1024 * 1024;
  const limits = options.rateLimit ?? { perMinute: 600, publishesPerMinute: 30 };
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: maxBundleBytes });
  const routes: string[] = [];
  routeLists.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${route.url}`);
  });

  // Any web page may read the registry and, with a token in the Authorization header, publish (the
  // studio runs on another origin): no cookies are used, so no credentials are ever allowed.
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['X-Roomsmith-Sha256', 'ETag'],
    credentials: false,
  });
  await app.register(rateLimit, {
    max: limits.perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => {
      const token = bearer(request);
      return token ? `token:${token.slice(0, 64)}` : `ip:${request.ip}`;
    },
  });
  for (const type of ['application/zip', 'application/octet-stream'])
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: maxBundleBytes }, (_req, body, done) =>
      done(null, body),
    );

  const fail = (reply: FastifyReply, status: number, error: string, extra: object = {}) =>
    reply.code(status).send({ error, ...extra });
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearer(request);
    const who = token ? await userOfToken(db, token) : null;
    if (!who) {
      await fail(reply, 401, 'a valid API token is required (Authorization: Bearer <token>)');
      return null;
    }
    return who;
  };

  app.get('/api/health', async () => ({ ok: true }));
  app.get('/openapi.json', async () => openApi);
  app.get<{ Params: { '*': string } }>('/schemas/*', async (request, reply) => {
    const schema = schemas[`https://roomsmith.dev/schemas/${request.params['*']}`];
    return schema ? reply.type('application/schema+json').send(schema) : fail(reply, 404, 'no such schema');
  });

  app.post<{ Body: { user?: unknown; label?: unknown } }>('/api/tokens', async (request, reply) => {
    const user = typeof request.body?.user === 'string' ? request.body.user : '';
    const label = typeof request.body?.label === 'string' ? request.body.label : 'token';
    if (!NAME.test(user)) return fail(reply, 400, 'give a user name in kebab-case: {"user": "ada"}');
    const token = bearer(request);
    const isAdmin = options.adminToken !== undefined && token === options.adminToken;
    const acting = token && !isAdmin ? await userOfToken(db, token) : null;
    const exists = await db.selectFrom('users').select('name').where('name', '=', user).executeTakeFirst();
    const allowed = isAdmin || acting?.user === user || (!exists && (options.openSignup ?? true) && !token);
    if (!allowed)
      return fail(
        reply,
        exists ? 403 : 401,
        exists
          ? `only ${user}'s own tokens may create tokens for ${user}`
          : 'sign-up is closed: ask an admin for a token',
      );
    const created = await createToken(db, user, label);
    return reply.code(201).send({ ...created, user });
  });

  app.delete<{ Params: { id: string } }>('/api/tokens/:id', async (request, reply) => {
    const who = await authenticate(request, reply);
    if (!who) return reply;
    return (await revokeToken(db, who.user, request.params.id))
      ? reply.code(204).send()
      : fail(reply, 404, 'no such live token of yours');
  });

  for (const url of forms('/api/packs/:name/:version'))
    app.put<{ Params: NameParams & { version: string }; Body: Buffer }>(
      url,
      { config: { rateLimit: { max: limits.publishesPerMinute, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const who = await authenticate(request, reply);
        if (!who) return reply;
        const name = nameOf(request.params);
        const { version } = request.params;
        const badName = checkRegistryName(name);
        if (badName) return fail(reply, 400, `the URL must name a pack: ${badName}`);
        if (!VERSION.test(version))
          return fail(reply, 400, `the URL must give a semver version such as 1.0.0, not "${version.slice(0, 80)}"`);
        if (!Buffer.isBuffer(request.body)) return fail(reply, 415, 'send the bundle as application/zip');
        try {
          const result = await publishBundle(
            { ...database, blobs, engineVersion: options.engineVersion },
            who.user,
            name,
            version,
            new Uint8Array(request.body),
          );
          return reply.code(201).send({ name, version, sha256: result.sha256, contents: result.contents.length });
        } catch (error) {
          if (error instanceof PublishError)
            return fail(
              reply,
              error.status,
              error.message,
              error.diagnostics.length ? { diagnostics: error.diagnostics } : {},
            );
          throw error;
        }
      },
    );

  app.post<{ Body: { scope?: unknown } }>('/api/scopes', async (request, reply) => {
    const who = await authenticate(request, reply);
    if (!who) return reply;
    const scope = typeof request.body?.scope === 'string' ? request.body.scope.replace(/^@/, '') : '';
    if (!NAME.test(scope) || scope.length > 100)
      return fail(
        reply,
        400,
        'give a scope in kebab-case (lower-case letters, digits, single dashes): {"scope": "my-team"}',
      );
    await db
      .insertInto('scopes')
      .values({ name: scope, owner: who.user, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const owner = await scopeOwner(db, scope);
    if (owner !== who.user)
      return fail(reply, 403, foreignScope(scope, owner ?? 'another publisher', who.user).message);
    return reply.code(201).send({ scope: `@${scope}`, owner: who.user });
  });

  app.get<{ Params: { scope: string } }>('/api/scopes/:scope', async (request, reply) => {
    const scope = request.params.scope.replace(/^@/, '');
    const owner = NAME.test(scope) ? await scopeOwner(db, scope) : null;
    if (!owner) return fail(reply, 404, `nobody has claimed the scope @${scope.slice(0, 100)}`);
    const packs = await db
      .selectFrom('packs')
      .select(['name', 'pack_id'])
      .where('name', 'like', `@${scope}/%`)
      .orderBy('name')
      .execute();
    return { scope: `@${scope}`, owner, packs: packs.map((p) => ({ name: p.name, id: p.pack_id })) };
  });

  for (const url of forms('/api/packs/:name/:version/yank'))
    app.post<{ Params: NameParams & { version: string } }>(url, async (request, reply) => {
      const who = await authenticate(request, reply);
      if (!who) return reply;
      const name = nameOf(request.params);
      const { version } = request.params;
      const pack = await db.selectFrom('packs').select('owner').where('name', '=', name).executeTakeFirst();
      if (!pack) return fail(reply, 404, `no pack ${name}`);
      if (pack.owner !== who.user) return fail(reply, 403, `${name} belongs to another publisher`);
      const result = await db
        .updateTable('versions')
        .set({ yanked: 1 })
        .where('name', '=', name)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows)
        ? reply.send({ name, version, yanked: true })
        : fail(reply, 404, `no version ${version} of ${name}`);
    });

  app.get<{ Querystring: { q?: string; limit?: string } }>('/api/packs', async (request) => {
    const limit = Math.min(Math.max(Number(request.query.limit ?? 20) || 20, 1), 100);
    const names = await searchNames(db, database.engine, String(request.query.q ?? '').slice(0, 200), limit);
    const results = [];
    const ids = new Map(
      names.length
        ? (await db.selectFrom('packs').select(['name', 'pack_id']).where('name', 'in', names).execute()).map((r) => [
            r.name,
            r.pack_id,
          ])
        : [],
    );
    for (const name of names) {
      const versions = await db
        .selectFrom('versions')
        .selectAll()
        .where('name', '=', name)
        .where('yanked', '=', 0)
        .execute();
      const latest = versions.sort((a, b) => rcompare(a.version, b.version))[0];
      if (latest)
        results.push({
          name,
          id: ids.get(name) ?? name,
          version: latest.version,
          title: latest.title,
          description: latest.description,
          downloads: versions.reduce((n, v) => n + Number(v.downloads), 0),
        });
    }
    return { results };
  });

  for (const url of forms('/api/packs/:name'))
    app.get<{ Params: NameParams }>(url, async (request, reply) => {
      const name = nameOf(request.params);
      const pack = await db.selectFrom('packs').selectAll().where('name', '=', name).executeTakeFirst();
      if (!pack) return fail(reply, 404, `no pack ${name}`);
      const versions = (await db.selectFrom('versions').selectAll().where('name', '=', name).execute()).sort((a, b) =>
        rcompare(a.version, b.version),
      );
      const latest = versions.find((v) => !v.yanked) ?? versions[0];
      return {
        name,
        id: pack.pack_id,
        scope: parseRegistryName(name)?.scope ?? null,
        owner: pack.owner,
        latest: latest && {
          version: latest.version,
          title: latest.title,
          description: latest.description,
          manifest: JSON.parse(latest.manifest) as unknown,
          contents: JSON.parse(latest.contents) as unknown,
        },
        versions: versions.map((v) => ({
          version: v.version,
          sha256: v.sha256,
          size: v.size,
          yanked: Boolean(v.yanked),
          downloads: Number(v.downloads),
          publishedAt: v.published_at,
        })),
      };
    });

  for (const url of forms('/api/resolve/:name'))
    app.get<{ Params: NameParams; Querystring: { range?: string } }>(url, async (request, reply) => {
      const name = nameOf(request.params);
      const range = request.query.range ?? '*';
      if (!validRange(range)) return fail(reply, 400, `"${range.slice(0, 80)}" is not a semver range`);
      const best = await bestVersion(db, name, range);
      if (!best) return fail(reply, 404, `no published version of ${name} satisfies ${range}`);
      return { name, ...best, bundle: `/api/packs/${encodeURIComponent(name)}/${best.version}/bundle` };
    });

  for (const url of forms('/api/packs/:name/:version/bundle'))
    app.get<{ Params: NameParams & { version: string } }>(url, async (request, reply) => {
      const name = nameOf(request.params);
      const { version } = request.params;
      const row = await db
        .selectFrom('versions')
        .select(['sha256'])
        .where('name', '=', name)
        .where('version', '=', version)
        .executeTakeFirst();
      if (!row) return fail(reply, 404, `no version ${version} of ${name}`);
      const bytes = await blobs.get(row.sha256);
      if (!bytes) return fail(reply, 500, 'the stored bundle is missing');
      await db
        .updateTable('versions')
        .set((eb) => ({ downloads: eb('downloads', '+', 1) }))
        .where('name', '=', name)
        .where('version', '=', version)
        .execute();
      return reply
        .type('application/zip')
        .header('etag', `"${row.sha256}"`)
        .header('x-roomsmith-sha256', row.sha256)
        .header('content-disposition', `attachment; filename="${fileNameOf(name)}-${version}.zip"`)
        .send(Buffer.from(bytes));
    });

  return app;
}
