// The checked-packs cache: what `loadPacks` made of pack folders (parse, schema validation, linking,
// semantic checks: ~0.3 s for Room 25, on one thread before any game) kept on disk, with the packs'
// ruleset hash, under a key made of every file's bytes and the identity of the code that checked them.
// The same bytes checked by the same code give the same packs, so a hit is that result without the
// work. Like eslint's `--cache` (keyed by its version, Node's and the config) and nx's task cache
// (entries dropped after a week), the key covers everything the result depends on: a changed file,
// a rebuilt CLI, an edited loader or engine source, another V8 — each is a miss, never a stale hit.
// An entry is written whole (a temporary file renamed into place) with a checksum of its bytes; one
// that is cut short, damaged or of another format reads as a miss and is written again.
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { LoadedPack, PackInput } from '@roomsmith/schema';

/** The entries' layout; a change to what is stored bumps it. */
const FORMAT = 1;
const SUM_BYTES = 32;

/** How many entries the cache keeps, and for how long one unused stays. */
export interface CacheLimits {
  maxEntries: number;
  maxAgeMs: number;
}

export const DEFAULT_LIMITS: CacheLimits = { maxEntries: 32, maxAgeMs: 7 * 24 * 3600 * 1000 };

/** Checked packs as the cache gives them back: the packs and their ruleset hash. */
export interface CachedPacks {
  packs: LoadedPack[];
  hash: string;
}

/** What a look-up found: the packs, or why not (no entry, or one not usable). */
export type CacheLookup = { hit: CachedPacks } | { miss: 'absent' | 'unusable' };

interface StoredPack {
  manifest: LoadedPack['manifest'];
  entities: LoadedPack['entities'];
  sources: LoadedPack['sources'];
  /** The loader's files when they are not the input's (a pack read in an older format, migrated). */
  files?: LoadedPack['files'];
}

interface Entry {
  format: number;
  key: string;
  hash: string;
  packs: StoredPack[];
}

/** A cache of checked packs in one folder, for code of one identity. */
export class PacksCache {
  constructor(
    readonly dir: string,
    private readonly codeId: string,
    private readonly limits: CacheLimits = DEFAULT_LIMITS,
  ) {}

  /** The key of these inputs: every file's name and bytes, the packs' roots, the code and V8. */
  keyOf(inputs: readonly PackInput[]): string {
    const h = createHash('sha256');
    const field = (text: string) => h.update(`${Buffer.byteLength(text)}:`).update(text);
    field(`roomsmith checked packs ${FORMAT}`);
    field(this.codeId);
    field(process.versions.v8);
    field(String(inputs.length));
    for (const input of inputs) {
      field(input.root);
      const names = Object.keys(input.files);
      field(String(names.length));
      for (const name of names) {
        field(name);
        const content = input.files[name] as string | Uint8Array;
        if (typeof content === 'string') field(`t${content}`);
        else h.update(`b${content.length}:`).update(content);
      }
    }
    return h.digest('hex');
  }

  private fileOf(key: string): string {
    return path.join(this.dir, `${key}.bin`);
  }

  /** The checked packs stored under `key` for `inputs` (the files are taken from them). */
  get(key: string, inputs: readonly PackInput[]): CacheLookup {
    const file = this.fileOf(key);
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      return { miss: 'absent' };
    }
    const entry = readEntry(bytes, key, inputs.length);
    if (!entry) return { miss: 'unusable' };
    try {
      const now = new Date();
      utimesSync(file, now, now); // used now: the last to be dropped
    } catch {
      // a read-only cache still serves
    }
    const packs = entry.packs.map((p, i) => ({
      manifest: p.manifest,
      entities: p.entities,
      files: p.files ?? (inputs[i] as PackInput).files,
      sources: p.sources,
    }));
    return { hit: { packs, hash: entry.hash } };
  }

  /** Stores checked packs under `key`, then drops what is over the limits. False when it could not. */
  put(key: string, inputs: readonly PackInput[], value: CachedPacks): boolean {
    const packs: StoredPack[] = value.packs.map((p, i) => ({
      manifest: p.manifest,
      entities: p.entities,
      sources: p.sources,
      ...(p.files === inputs[i]?.files ? {} : { files: p.files }),
    }));
    const entry: Entry = { format: FORMAT, key, hash: value.hash, packs };
    try {
      const payload = serialize(entry);
      const sum = createHash('sha256').update(payload).digest();
      mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      const temp = path.join(this.dir, `${key}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
      writeFileSync(temp, Buffer.concat([sum, payload]));
      renameSync(temp, this.fileOf(key));
    } catch {
      return false;
    }
    this.prune();
    return true;
  }

  /** Drops entries unused for longer than the limit, then the least recently used beyond the count. */
  prune(now = Date.now()): void {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return;
    }
    const kept: Array<{ file: string; used: number }> = [];
    for (const name of names) {
      const file = path.join(this.dir, name);
      try {
        const used = statSync(file).mtimeMs;
        // A temporary file an hour old belongs to a run that died before renaming it.
        const stale = name.endsWith('.tmp') ? now - used > 3600 * 1000 : now - used > this.limits.maxAgeMs;
        if (stale) rmSync(file, { force: true });
        else if (name.endsWith('.bin')) kept.push({ file, used });
      } catch {
        // gone already (another run pruned it)
      }
    }
    kept.sort((a, b) => b.used - a.used);
    for (const { file } of kept.slice(this.limits.maxEntries)) rmSync(file, { force: true });
  }
}

/** The entry in `bytes` when its checksum, format, key and shape are right; null otherwise. */
function readEntry(bytes: Buffer, key: string, packs: number): Entry | null {
  if (bytes.length <= SUM_BYTES) return null;
  const payload = bytes.subarray(SUM_BYTES);
  if (!createHash('sha256').update(payload).digest().equals(bytes.subarray(0, SUM_BYTES))) return null;
  let entry: Partial<Entry>;
  try {
    entry = deserialize(payload) as Partial<Entry>;
  } catch {
    return null;
  }
  const ok =
    entry !== null &&
    typeof entry === 'object' &&
    entry.format === FORMAT &&
    entry.key === key &&
    typeof entry.hash === 'string' &&
    Array.isArray(entry.packs) &&
    entry.packs.length === packs &&
    entry.packs.every(
      (p) => p && typeof p.manifest === 'object' && Array.isArray(p.entities) && p.sources instanceof Map,
    );
  return ok ? (entry as Entry) : null;
}

let identity: string | null | undefined;

/**
 * What identifies the code that checks packs and hashes rulesets: the build's id (a hash of every
 * file of dist/, written by build.mjs), or, run from the TypeScript sources, a hash of the schema,
 * engine and CLI sources and of the lock file. Null when neither can be read: then nothing is cached.
 */
export function codeIdentity(): string | null {
  if (identity !== undefined) return identity;
  identity = null;
  try {
    if (import.meta.url.endsWith('.ts')) identity = sourcesHash(fileURLToPath(new URL('../../../', import.meta.url)));
    else {
      const info = JSON.parse(readFileSync(new URL('./build-info.json', import.meta.url), 'utf8')) as { id?: unknown };
      if (typeof info.id === 'string' && info.id) identity = `build ${info.id}`;
    }
  } catch {
    identity = null;
  }
  return identity;
}

/** A hash of the source files (tests aside) of the packages whose code a cached result depends on. */
function sourcesHash(packages: string): string {
  const h = createHash('sha256');
  for (const pkg of ['schema/src', 'engine/src', 'cli/src']) {
    const root = path.join(packages, pkg);
    const files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.includes('.test.'))
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
    for (const file of files) {
      const bytes = readFileSync(file);
      h.update(`${path.relative(packages, file)}:${bytes.length}:`).update(bytes);
    }
  }
  // The packages the loader runs (ajv's runtime helpers, semver, jsonc-parser), by the versions installed.
  const lock = path.join(packages, '..', 'package-lock.json');
  if (existsSync(lock)) h.update(readFileSync(lock));
  return `sources ${h.digest('hex')}`;
}

/** Whether an environment variable is set to something other than "", "0" or "false". */
const isOn = (value: string | undefined) => value !== undefined && !['', '0', 'false'].includes(value.toLowerCase());

/**
 * The cache a command run in `cwd` uses, or null when it is off: `ROOMSMITH_NO_CACHE=1`, or no code
 * identity. Its folder: `ROOMSMITH_CACHE_DIR`, else `node_modules/.cache/roomsmith/packs` in the
 * nearest folder up from `cwd` that has a node_modules (as babel, terser and eslint-loader keep
 * theirs), else `roomsmith-cache-<user id>/packs` in the OS's temporary folder (one per user: an entry
 * is trusted as checked, so nobody else may write there; the folders are made private).
 */
export function defaultPacksCache(cwd: string, env: NodeJS.ProcessEnv = process.env): PacksCache | null {
  if (isOn(env['ROOMSMITH_NO_CACHE'])) return null;
  const id = codeIdentity();
  if (!id) return null;
  const given = env['ROOMSMITH_CACHE_DIR'];
  if (given) return new PacksCache(path.resolve(cwd, given, 'packs'), id);
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules')))
      return new PacksCache(path.join(dir, 'node_modules', '.cache', 'roomsmith', 'packs'), id);
    if (path.dirname(dir) === dir) break;
  }
  const user = process.getuid?.() ?? 'user';
  return new PacksCache(path.join(tmpdir(), `roomsmith-cache-${user}`, 'packs'), id);
}
