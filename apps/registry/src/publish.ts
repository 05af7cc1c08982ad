// Publishing a bundle: everything a registry checks before it keeps a
// version — the bundle's own digests, that it is the name and version the
// URL says, who owns the name (and, for `@scope/name`, the scope), that the
// version is new (versions are immutable), that its dependencies are
// published here, and that the pack loads with them (the loader's
// diagnostics come back otherwise).
import {
  describeBehaviour,
  describeValue,
  formatDiagnostic,
  loadPacks,
  readBundle,
  schemas,
  parseRegistryName,
  registryNameOf,
  type Bundle,
  type PackInput,
} from '@roomsmith/schema';
import type { Kysely } from 'kysely';
import rcompare from 'semver/functions/rcompare.js';
import satisfies from 'semver/functions/satisfies.js';
import type { BlobStore } from './blobs.ts';
import type { Database } from './db/types.ts';
import type { Engine } from './db/open.ts';

/** Why a publish was refused: an HTTP status and a message (and loader diagnostics, if any). */
export class PublishError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly diagnostics: string[] = [],
  ) {
    super(message);
  }
}

/** One entity of a pack as a pack page lists it. */
export interface ListedContent {
  kind: string;
  id: string;
  name: string;
  text: string[];
}

const LISTED_KINDS = new Set(['room', 'card', 'character', 'piece']);
/** How deep dependencies may chain (a bound, not a rule of the format). */
const MAX_DEPENDENCY_DEPTH = 16;

/** The newest non-yanked published version of `name` satisfying `range`. */
export async function bestVersion(
  db: Kysely<Database>,
  name: string,
  range: string,
): Promise<{ version: string; sha256: string } | null> {
  const rows = await db
    .selectFrom('versions')
    .select(['version', 'sha256'])
    .where('name', '=', name)
    .where('yanked', '=', 0)
    .execute();
  return (
    rows
      .filter((r) => satisfies(r.version, range, { includePrerelease: true }))
      .sort((a, b) => rcompare(a.version, b.version))[0] ?? null
  );
}

/** The published bundles `bundle` depends on, transitively, read from the blob store. */
async function dependencyInputs(db: Kysely<Database>, blobs: BlobStore, bundle: Bundle): Promise<PackInput[]> {
  const inputs: PackInput[] = [];
  const seen = new Set<string>([registryNameOf(bundle.manifest.pack)]);
  const visit = async (b: Bundle, depth: number): Promise<void> => {
    if (depth > MAX_DEPENDENCY_DEPTH)
      throw new PublishError(422, `dependencies chain deeper than ${MAX_DEPENDENCY_DEPTH}`);
    for (const [dep, range] of Object.entries(b.manifest.pack.dependencies)) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      const best = await bestVersion(db, dep, range);
      if (!best)
        throw new PublishError(
          422,
          `${registryNameOf(b.manifest.pack)} depends on ${dep} ${range}, which is not published here`,
        );
      const bytes = await blobs.get(best.sha256);
      const read = bytes ? readBundle(bytes) : null;
      if (!read?.ok) throw new PublishError(500, `the stored bundle of ${dep}@${best.version} is missing or damaged`);
      await visit(read, depth + 1);
      inputs.push({ root: `${dep}@${best.version}`, files: read.files });
    }
  };
  await visit(bundle, 0);
  return inputs;
}

/** Who owns scope `scope`, or null while nobody has claimed it. */
export async function scopeOwner(db: Kysely<Database>, scope: string): Promise<string | null> {
  const row = await db.selectFrom('scopes').select('owner').where('name', '=', scope).executeTakeFirst();
  return row?.owner ?? null;
}

/** The refusal for publishing into a scope another user owns. */
export function foreignScope(scope: string, owner: string, user: string): PublishError {
  return new PublishError(
    403,
    `the scope @${scope} belongs to ${owner}, not to ${user}: publish under a scope of yours (such as @${user}/…) or ask ${owner}`,
  );
}

/** Checks and stores a bundle as `name@version` for `user` (`name` is `@scope/name` or a pack id); returns its digest. */
export async function publishBundle(
  ctx: { db: Kysely<Database>; engine: Engine; blobs: BlobStore; engineVersion: string },
  user: string,
  name: string,
  version: string,
  bytes: Uint8Array,
  now = new Date(),
): Promise<{ sha256: string; contents: ListedContent[] }> {
  const { db, blobs } = ctx;
  const parsed = parseRegistryName(name);
  if (!parsed) throw new PublishError(400, `${name} is not a pack name`);
  const bundle = readBundle(bytes);
  if (!bundle.ok) throw new PublishError(400, `not a valid bundle: ${bundle.error}`);
  const { pack } = bundle.manifest;
  const bundleName = registryNameOf(pack);
  if (bundleName !== name || pack.version !== version)
    throw new PublishError(
      400,
      `the bundle holds ${bundleName}@${pack.version}, not ${name}@${version}` +
        (parsed.scope && !pack.registryName ? ` (give pack.json "registryName": "${name}" to publish it there)` : ''),
    );
  if (parsed.scope) {
    const scopeHolder = await scopeOwner(db, parsed.scope);
    if (scopeHolder && scopeHolder !== user) throw foreignScope(parsed.scope, scopeHolder, user);
  }
  const owner = await db.selectFrom('packs').select('owner').where('name', '=', name).executeTakeFirst();
  if (owner && owner.owner !== user) throw new PublishError(403, `${name} belongs to another publisher`);
  const existing = await db
    .selectFrom('versions')
    .select('sha256')
    .where('name', '=', name)
    .where('version', '=', version)
    .executeTakeFirst();
  if (existing)
    throw new PublishError(
      409,
      `${name}@${version} is already published; versions are immutable: publish a new version`,
    );

  const deps = await dependencyInputs(db, blobs, bundle);
  const { packs, diagnostics } = loadPacks([...deps, { root: `${name}@${version}`, files: bundle.files }], {
    engineVersion: ctx.engineVersion,
  });
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length)
    throw new PublishError(
      422,
      `${name}@${version} does not load (${errors.length} error${errors.length === 1 ? '' : 's'})`,
      errors.map(formatDiagnostic),
    );
  const loaded = packs.find((p) => p.manifest.id === pack.id);
  const contents: ListedContent[] = (loaded?.entities ?? [])
    .filter((e) => LISTED_KINDS.has(e.kind))
    .map((e) => ({
      kind: e.kind,
      id: e.id,
      name: describeValue((e as { name?: unknown }).name ?? e.id),
      text: describeBehaviour(schemas, e),
    }));
  const manifest = loaded?.manifest as { name?: unknown; description?: unknown; tags?: unknown } | undefined;
  const title = describeValue(manifest?.name ?? pack.id);
  const description = describeValue(manifest?.description ?? '');
  const tags = Array.isArray(manifest?.tags)
    ? manifest.tags.filter((t): t is string => typeof t === 'string').join(' ')
    : '';

  await blobs.put(bundle.sha256, bytes);
  const at = now.toISOString();
  // The name's words are searchable too: "ada" finds @ada/…, the pack id finds a pack published under another name.
  const nameWords = [...new Set([parsed.scope ?? '', parsed.name, pack.id].filter(Boolean))].join(' ');
  await db.transaction().execute(async (tx) => {
    if (parsed.scope) {
      // The first publish into a scope nobody holds claims it; the check above is repeated here so
      // that two publishers racing for one scope cannot both get it.
      await tx
        .insertInto('scopes')
        .values({ name: parsed.scope, owner: user, created_at: at })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const holder = await scopeOwner(tx, parsed.scope);
      if (holder !== user) throw foreignScope(parsed.scope, holder ?? 'another publisher', user);
    }
    if (!owner) await tx.insertInto('packs').values({ name, pack_id: pack.id, owner: user, created_at: at }).execute();
    await tx
      .insertInto('versions')
      .values({
        name,
        version,
        sha256: bundle.sha256,
        size: bytes.length,
        manifest: new TextDecoder().decode(bundle.files['pack.json']),
        title,
        description,
        tags,
        contents: JSON.stringify(contents),
        published_at: at,
      })
      .execute();
    await tx.deleteFrom('search_index').where('name', '=', name).execute();
    await tx
      .insertInto('search_index')
      .values({ name, title, description, tags: `${tags} ${nameWords} ${contents.map((c) => c.name).join(' ')}` })
      .execute();
  });
  return { sha256: bundle.sha256, contents };
}
