// The studio's side of the pack registry's HTTP API (apps/registry): search,
// a pack's page, resolving a range, downloading a bundle (its whole-file
// digest checked against the one the registry stored), tokens and publishing.
// Every failure is a RegistryError whose message says what to do.
import { sha256Hex } from '@roomsmith/schema';

/** One search hit: `name` is what it is published under (`@scope/name` or the pack id), `id` its pack id. */
export interface RegistryHit {
  name: string;
  id: string;
  version: string;
  title: string;
  description: string;
  downloads: number;
}

/** One room, card, character or piece of a published pack, with its generated effect text. */
export interface ListedContent {
  kind: string;
  id: string;
  name: string;
  text: string[];
}

/** A pack's page. */
export interface RegistryPack {
  name: string;
  /** The pack id its bundles hold (what references use). */
  id: string;
  /** The scope of a scoped name, without "@"; null for a bare name. */
  scope: string | null;
  owner: string;
  latest?: {
    version: string;
    title: string;
    description: string;
    manifest: { dependencies?: Record<string, string> };
    contents: ListedContent[];
  };
  versions: Array<{ version: string; sha256: string; size: number; yanked: boolean; downloads: number }>;
}

/** The newest version of a pack that a range allows. */
export interface Resolved {
  name: string;
  version: string;
  sha256: string;
  bundle: string;
}

/** What a publish answered. */
export interface Published {
  name: string;
  version: string;
  sha256: string;
}

/** A refusal or failure, with the registry's own words when it gave some. */
export class RegistryError extends Error {
  constructor(
    message: string,
    readonly status = 0,
    readonly diagnostics: readonly string[] = [],
  ) {
    super(message);
  }
}

/** Where the registry is unless the author said otherwise: the one `npm start` runs beside the studio. */
export function defaultRegistryUrl(location: { protocol: string; hostname: string }): string {
  const host = location.hostname || '127.0.0.1';
  return `${location.protocol === 'https:' ? 'https:' : 'http:'}//${host}:4873`;
}

/** A registry URL the author typed, made canonical (no trailing slash), or null when it is not http(s). */
export function registryUrl(typed: string): string | null {
  try {
    const url = new URL(typed.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** A client of one registry. */
export class RegistryClient {
  readonly base: string;
  readonly #fetch: Fetch;

  constructor(base: string, fetchFn: Fetch = (input, init) => fetch(input, init)) {
    this.base = base.replace(/\/+$/, '');
    this.#fetch = fetchFn;
  }

  /** Packs whose name, description or contents match `query` (every pack for an empty query). */
  async search(query: string, limit = 20): Promise<RegistryHit[]> {
    const params = new URLSearchParams({ q: query, limit: String(limit) });
    const body = (await this.#json(`/api/packs?${params}`)) as { results: RegistryHit[] };
    return body.results;
  }

  /** A pack's page. */
  pack(name: string): Promise<RegistryPack> {
    return this.#json(`/api/packs/${encodeURIComponent(name)}`) as Promise<RegistryPack>;
  }

  /** The newest version of `name` that `range` allows (yanked versions are never chosen). */
  resolve(name: string, range: string): Promise<Resolved> {
    return this.#json(
      `/api/resolve/${encodeURIComponent(name)}?${new URLSearchParams({ range })}`,
    ) as Promise<Resolved>;
  }

  /** The bundle of a version, refused when its bytes do not match `sha256` (what the registry said it stored). */
  async bundle(name: string, version: string, sha256: string): Promise<Uint8Array> {
    const response = await this.#send(`/api/packs/${encodeURIComponent(name)}/${encodeURIComponent(version)}/bundle`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (sha256Hex(bytes) !== sha256)
      throw new RegistryError(`${name}@${version} does not match the digest the registry stored: not installed.`);
    return bytes;
  }

  /** Creates an API token for `user` (a new user name claims it). */
  async createToken(user: string, label: string, token?: string): Promise<{ token: string; user: string }> {
    return (await this.#json('/api/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ user, label }),
    })) as { token: string; user: string };
  }

  /** Publishes a bundle as `name@version` (`name` is `@scope/name` or the pack id; sent URL-encoded). */
  async publish(name: string, version: string, bytes: Uint8Array, token: string): Promise<Published> {
    return (await this.#json(`/api/packs/${encodeURIComponent(name)}/${encodeURIComponent(version)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/zip', authorization: `Bearer ${token}` },
      body: bytes as BodyInit,
    })) as Published;
  }

  async #json(path: string, init?: RequestInit): Promise<unknown> {
    return (await this.#send(path, init)).json();
  }

  async #send(path: string, init?: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await this.#fetch(`${this.base}${path}`, init);
    } catch {
      throw new RegistryError(
        `No registry answers at ${this.base}. Start one (npm start runs it) or change the address.`,
      );
    }
    if (response.ok) return response;
    let body: { error?: string; diagnostics?: unknown[] } = {};
    try {
      body = (await response.json()) as typeof body;
    } catch {
      // not JSON: the status says enough
    }
    const diagnostics = (body.diagnostics ?? []).map((d) => (typeof d === 'string' ? d : JSON.stringify(d)));
    throw new RegistryError(body.error ?? `The registry answered ${response.status}.`, response.status, diagnostics);
  }
}
