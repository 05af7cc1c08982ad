import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BUNDLE_MANIFEST, buildBundle, isBundledPath, readBundle, sha256Hex, type BundleManifest } from './bundle.ts';

const packJson = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id: 'my-pack', name: 'Mine', version: '1.2.0', formatVersion: 1, ...extra });

const files = {
  'pack.json': packJson({ dependencies: { room25: '^0.1.0' } }),
  'rooms/acid.json': '{"kind":"room","id":"acid"}',
  'assets/cover.png': new Uint8Array([137, 80, 78, 71, 1, 2, 3]),
  'README.md': '# Mine\n',
  'project.json': '{"name":"nx-only"}',
};

function built() {
  const result = buildBundle(files);
  if (!result.ok) throw new Error(result.error);
  return result;
}

/** Rewrites a bundle's zip entries (to forge tampered bundles). */
function rezip(bytes: Uint8Array, change: (entries: Record<string, Uint8Array>) => void): Uint8Array {
  const entries = unzipSync(bytes);
  change(entries);
  return zipSync(entries as Zippable);
}

const manifestOf = (entries: Record<string, Uint8Array>) =>
  JSON.parse(strFromU8(entries[BUNDLE_MANIFEST] as Uint8Array)) as BundleManifest;

describe('buildBundle', () => {
  it('gives the same bytes for the same files', () => {
    const reordered = Object.fromEntries(Object.entries(files).reverse());
    const again = buildBundle(reordered);
    expect(again.ok && again.sha256).toBe(built().sha256);
  });

  it('lists every bundled file with its size and SHA-256', () => {
    const { manifest } = built();
    expect(manifest.files.map((f) => f.path)).toEqual([
      'README.md',
      'assets/cover.png',
      'pack.json',
      'rooms/acid.json',
    ]);
    expect(manifest.files.find((f) => f.path === 'rooms/acid.json')).toEqual({
      path: 'rooms/acid.json',
      size: 27,
      sha256: sha256Hex(strToU8(files['rooms/acid.json'])),
    });
  });

  it('records the pack id, version and dependencies in the manifest', () => {
    expect(built().manifest.pack).toEqual({
      id: 'my-pack',
      version: '1.2.0',
      formatVersion: 1,
      dependencies: { room25: '^0.1.0' },
    });
  });

  it('leaves top-level tool files such as project.json out', () => {
    expect(isBundledPath('project.json')).toBe(false);
    expect(Object.keys(built().files)).not.toContain('project.json');
  });

  it('refuses a pack without pack.json', () => {
    expect(buildBundle({ 'rooms/a.json': '{}' })).toEqual({ ok: false, error: 'the pack has no pack.json' });
  });

  it('refuses a pack.json whose id could name a place outside the pack', () => {
    const result = buildBundle({ 'pack.json': packJson({ id: '../../etc' }) });
    expect(result.ok === false && result.error).toMatch(/is not a pack id/);
  });
});

describe('readBundle', () => {
  it('reads back what was built, with the same digest', () => {
    const { bytes, sha256 } = built();
    const read = readBundle(bytes);
    expect(read.ok && read.sha256).toBe(sha256);
    expect(read.ok && strFromU8(read.files['rooms/acid.json'] as Uint8Array)).toBe(files['rooms/acid.json']);
  });

  it('refuses a file whose content was changed', () => {
    const tampered = rezip(built().bytes, (e) => {
      e['rooms/acid.json'] = strToU8('{"kind":"room","id":"evil"}');
    });
    expect(readBundle(tampered)).toEqual({
      ok: false,
      error: '"rooms/acid.json" does not match its digest: the bundle was altered or damaged',
    });
  });

  it('refuses a file the manifest does not list', () => {
    const extra = rezip(built().bytes, (e) => {
      e['rooms/extra.json'] = strToU8('{}');
    });
    expect(readBundle(extra)).toMatchObject({ ok: false, error: expect.stringMatching(/not listed/) });
  });

  it('refuses a listed file that is missing', () => {
    const missing = rezip(built().bytes, (e) => {
      delete e['README.md'];
    });
    expect(readBundle(missing)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/"README.md" is listed .* missing/),
    });
  });

  it('refuses a plain zip without a manifest', () => {
    const plain = zipSync({ 'pack.json': strToU8(packJson()) });
    expect(readBundle(plain)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^not a bundle: no roomsmith-bundle/),
    });
  });

  it('refuses a manifest that names a path outside the pack', () => {
    const evil = rezip(built().bytes, (e) => {
      const m = manifestOf(e);
      m.files.push({ path: '../../etc/passwd.json', size: 1, sha256: 'a'.repeat(64) });
      e[BUNDLE_MANIFEST] = strToU8(JSON.stringify(m));
    });
    expect(readBundle(evil)).toMatchObject({ ok: false, error: expect.stringMatching(/contains "\.\."/) });
  });

  it('refuses a zip entry that climbs out of the pack', () => {
    const evil = rezip(built().bytes, (e) => {
      e['../evil.json'] = strToU8('{}');
    });
    expect(readBundle(evil)).toMatchObject({ ok: false, error: expect.stringMatching(/contains "\.\."/) });
  });

  it('refuses a pack.json that disagrees with the manifest', () => {
    const swapped = rezip(built().bytes, (e) => {
      const other = strToU8(packJson({ version: '9.9.9' }));
      const m = manifestOf(e);
      const entry = m.files.find((f) => f.path === 'pack.json') as { size: number; sha256: string };
      entry.size = other.length;
      entry.sha256 = sha256Hex(other);
      e['pack.json'] = other;
      e[BUNDLE_MANIFEST] = strToU8(JSON.stringify(m));
    });
    expect(readBundle(swapped)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/pack.json says my-pack@9.9.9/),
    });
  });

  it('carries a scoped registryName and scoped dependencies in its manifest', () => {
    const scoped = buildBundle({
      'pack.json': packJson({ registryName: '@ada/my-pack', dependencies: { '@bob/base': '^1.0.0' } }),
    });
    if (!scoped.ok) throw new Error(scoped.error);
    const read = readBundle(scoped.bytes);
    expect(read.ok && read.manifest.pack).toMatchObject({
      id: 'my-pack',
      registryName: '@ada/my-pack',
      dependencies: { '@bob/base': '^1.0.0' },
    });
  });

  it('refuses a registryName that is not scoped, naming the form it wants', () => {
    expect(buildBundle({ 'pack.json': packJson({ registryName: 'other' }) })).toEqual({
      ok: false,
      error:
        'pack.json: "registryName" must be a scoped name such as "@ada/my-pack" (a pack without one is published as its id)',
    });
  });

  it('refuses a bundle whose manifest claims another registryName than its pack.json', () => {
    const scoped = buildBundle({ 'pack.json': packJson({ registryName: '@ada/my-pack' }) });
    if (!scoped.ok) throw new Error(scoped.error);
    const forged = rezip(scoped.bytes, (e) => {
      const m = manifestOf(e);
      e[BUNDLE_MANIFEST] = strToU8(JSON.stringify({ ...m, pack: { ...m.pack, registryName: '@bob/my-pack' } }));
    });
    expect(readBundle(forged)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/registryName is @ada\/my-pack but/),
    });
  });

  it('refuses a bundle format newer than it reads', () => {
    const future = rezip(built().bytes, (e) => {
      e[BUNDLE_MANIFEST] = strToU8(JSON.stringify({ ...manifestOf(e), bundleFormat: 2 }));
    });
    expect(readBundle(future)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/newer than this Roomsmith reads/),
    });
  });

  it('refuses bytes that are not a zip', () => {
    expect(readBundle(strToU8('hello'))).toEqual({ ok: false, error: 'not a bundle: the bytes are not a zip' });
  });

  it('refuses a bundle that unpacks to more than the limit', () => {
    const result = readBundle(built().bytes, { files: 100, bytes: 10, fileBytes: 1000 });
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/unpacks to more than 10 bytes/) });
  });
});
