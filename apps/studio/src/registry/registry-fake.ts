// A registry in memory, answering the studio's client like apps/registry does
// (the same routes and JSON), for unit tests of the client and install plans.
import { buildBundle, sha256Hex } from '@roomsmith/schema';
import maxSatisfying from 'semver/ranges/max-satisfying.js';

interface Stored {
  bytes: Uint8Array;
  sha256: string;
}

/** Builds a pack bundle from its id, version, dependencies and files. */
export function bundle(
  id: string,
  version: string,
  dependencies: Record<string, string> = {},
  files: Record<string, string> = {},
  registryName?: string,
): Uint8Array {
  const built = buildBundle({
    'pack.json': JSON.stringify({
      id,
      ...(registryName ? { registryName } : {}),
      name: { en: id },
      version,
      formatVersion: 1,
      dependencies,
    }),
    ...files,
  });
  if (!built.ok) throw new Error(built.error);
  return built.bytes;
}

/** A fake registry: `store` versions, then pass `fetch` to a RegistryClient. */
export function fakeRegistry() {
  const packs = new Map<string, Map<string, Stored>>();
  const requests: string[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return {
    requests,
    /** Keeps a version; `tamper` serves other bytes than the digest says. */
    store(name: string, version: string, bytes: Uint8Array, tamper = false): void {
      const versions = packs.get(name) ?? new Map<string, Stored>();
      const sha256 = sha256Hex(bytes);
      versions.set(version, { bytes: tamper ? bytes.slice(0, -1) : bytes, sha256 });
      packs.set(name, versions);
    },
    fetch: async (input: string): Promise<Response> => {
      const url = new URL(input);
      requests.push(`${url.pathname}${url.search}`);
      const resolve = /^\/api\/resolve\/([^/]+)$/.exec(url.pathname);
      if (resolve) {
        const name = decodeURIComponent(resolve[1] ?? '');
        const versions = packs.get(name);
        const best = versions && maxSatisfying([...versions.keys()], url.searchParams.get('range') ?? '*');
        if (!versions || !best) return json(404, { error: `no published version of ${name} satisfies it` });
        return json(200, { name, version: best, sha256: versions.get(best)?.sha256, bundle: '' });
      }
      const download = /^\/api\/packs\/([^/]+)\/([^/]+)\/bundle$/.exec(url.pathname);
      if (download) {
        const stored = packs.get(decodeURIComponent(download[1] ?? ''))?.get(decodeURIComponent(download[2] ?? ''));
        return stored ? new Response(stored.bytes as BodyInit) : json(404, { error: 'no such version' });
      }
      return json(404, { error: `no route ${url.pathname}` });
    },
  };
}
