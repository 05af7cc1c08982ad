// Talks to a pack registry over HTTP: resolve a range, download a bundle
// (checking the digest the registry announced against the bytes), publish.
import { readBundle, registryNameOf, type Bundle } from '@roomsmith/schema';

/** The most a downloaded bundle may weigh (compressed). */
export const MAX_DOWNLOAD = 64 * 1024 * 1024;

/** Reads a response's JSON error message, if any. */
async function errorOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown; diagnostics?: unknown };
    const diagnostics = Array.isArray(body.diagnostics) ? `\n${body.diagnostics.join('\n')}` : '';
    return `${typeof body.error === 'string' ? body.error : `HTTP ${response.status}`}${diagnostics}`;
  } catch {
    return `HTTP ${response.status}`;
  }
}

/** Downloads bytes with a size cap. */
export async function download(url: string): Promise<{ data: Uint8Array; headers: Headers } | { error: string }> {
  try {
    const response = await fetch(url);
    if (!response.ok) return { error: `${url}: ${await errorOf(response)}` };
    if (Number(response.headers.get('content-length') ?? 0) > MAX_DOWNLOAD)
      return { error: `${url}: larger than ${MAX_DOWNLOAD} bytes` };
    const data = new Uint8Array(await response.arrayBuffer());
    if (data.length > MAX_DOWNLOAD) return { error: `${url}: larger than ${MAX_DOWNLOAD} bytes` };
    return { data, headers: response.headers };
  } catch (error) {
    return { error: `${url}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The newest bundle of `name` (a pack id or `@scope/name`, sent URL-encoded) satisfying `range` on the registry, checked. */
export async function fetchFromRegistry(
  registry: string,
  name: string,
  range: string,
): Promise<{ bundle: Bundle; from: string } | { error: string }> {
  const base = registry.replace(/\/$/, '');
  const resolved = await fetch(
    `${base}/api/resolve/${encodeURIComponent(name)}?range=${encodeURIComponent(range)}`,
  ).catch((e: Error) => e);
  if (resolved instanceof Error) return { error: `${base}: ${resolved.message}` };
  if (!resolved.ok) return { error: `${name} ${range}: ${await errorOf(resolved)}` };
  const { version, sha256 } = (await resolved.json()) as { version: string; sha256: string };
  const url = `${base}/api/packs/${encodeURIComponent(name)}/${encodeURIComponent(version)}/bundle`;
  const got = await download(url);
  if ('error' in got) return got;
  const read = readBundle(got.data);
  if (!read.ok) return { error: `${url}: ${read.error}` };
  if (read.sha256 !== sha256 || registryNameOf(read.manifest.pack) !== name || read.manifest.pack.version !== version)
    return { error: `${url}: the bundle is not the ${name}@${version} the registry announced (digest mismatch)` };
  return { bundle: read, from: url };
}

/** Publishes bundle bytes as name@version with a token. */
export async function publishToRegistry(
  registry: string,
  token: string,
  name: string,
  version: string,
  bytes: Uint8Array,
): Promise<{ sha256: string } | { error: string }> {
  const base = registry.replace(/\/$/, '');
  const response = await fetch(`${base}/api/packs/${encodeURIComponent(name)}/${encodeURIComponent(version)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/zip', authorization: `Bearer ${token}` },
    body: bytes,
  }).catch((e: Error) => e);
  if (response instanceof Error) return { error: `${base}: ${response.message}` };
  if (!response.ok) return { error: await errorOf(response) };
  return (await response.json()) as { sha256: string };
}
