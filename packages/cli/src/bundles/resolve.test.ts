import { describe, expect, it } from 'vitest';
import type { Bundle } from '@roomsmith/schema';
import { bestBundle, resolveInstall, type BundleSource, type InstalledPack } from './resolve.ts';

const source = (
  id: string,
  version: string,
  dependencies: Record<string, string> = {},
  registryName?: string,
): BundleSource => ({
  from: `${registryName ?? id}-${version}.zip`,
  bundle: {
    sha256: '',
    files: {},
    manifest: {
      bundleFormat: 1,
      pack: { id, ...(registryName ? { registryName } : {}), version, formatVersion: 1, dependencies },
      files: [],
    },
  } as Bundle,
});
const installed = (...packs: InstalledPack[]) => new Map(packs.map((p) => [p.id, p]));
const names = (plan: { install: BundleSource[] }) => plan.install.map((s) => s.from);

describe('resolveInstall', () => {
  it('installs a pack without dependencies alone', () => {
    const result = resolveInstall(source('a', '1.0.0'), installed(), []);
    expect(result.ok && names(result.plan)).toEqual(['a-1.0.0.zip']);
  });

  it('uses an installed dependency whose version satisfies the range', () => {
    const result = resolveInstall(
      source('b', '1.0.0', { a: '^1.0.0' }),
      installed({ id: 'a', version: '1.2.0', dir: 'packs/a' }),
      [],
    );
    expect(result.ok && result.plan.uses.map((p) => p.dir)).toEqual(['packs/a']);
    expect(result.ok && names(result.plan)).toEqual(['b-1.0.0.zip']);
  });

  it('takes the highest bundle that satisfies the range, dependencies first', () => {
    const available = [source('a', '1.0.0'), source('a', '1.4.0'), source('a', '2.0.0')];
    const result = resolveInstall(source('b', '1.0.0', { a: '^1.0.0' }), installed(), available);
    expect(result.ok && names(result.plan)).toEqual(['a-1.4.0.zip', 'b-1.0.0.zip']);
  });

  it('replaces an installed dependency that is too old by a bundle that satisfies the range', () => {
    const result = resolveInstall(
      source('b', '1.0.0', { a: '^1.2.0' }),
      installed({ id: 'a', version: '1.0.0', dir: 'packs/a' }),
      [source('a', '1.3.0')],
    );
    expect(result.ok && names(result.plan)).toEqual(['a-1.3.0.zip', 'b-1.0.0.zip']);
  });

  it('resolves dependencies of dependencies', () => {
    const available = [source('a', '1.0.0'), source('b', '1.0.0', { a: '1.x' })];
    const result = resolveInstall(source('c', '1.0.0', { b: '^1.0.0' }), installed(), available);
    expect(result.ok && names(result.plan)).toEqual(['a-1.0.0.zip', 'b-1.0.0.zip', 'c-1.0.0.zip']);
  });

  it('names the dependency it cannot meet, what is installed and which bundles were seen', () => {
    const result = resolveInstall(
      source('b', '1.0.0', { a: '^2.0.0' }),
      installed({ id: 'a', version: '1.0.0', dir: 'packs/a' }),
      [source('a', '1.5.0')],
    );
    expect(result).toEqual({
      ok: false,
      error:
        'b needs a ^2.0.0: installed: 1.0.0, which does not satisfy it; bundles found: 1.5.0 (give a folder of bundles with --from)',
    });
  });

  it('refuses two packs that need versions of one dependency no single version satisfies', () => {
    const available = [source('a', '1.0.0'), source('b', '1.0.0', { a: '^2.0.0' })];
    const result = resolveInstall(source('c', '1.0.0', { a: '^1.0.0', b: '^1.0.0' }), installed(), available);
    expect(result).toEqual({ ok: false, error: 'b needs a ^2.0.0, but a 1.0.0 is being installed' });
  });

  it('stops on a dependency cycle instead of looping', () => {
    const available = [source('a', '1.0.0', { b: '^1.0.0' })];
    const result = resolveInstall(source('b', '1.0.0', { a: '^1.0.0' }), installed(), available);
    expect(result.ok && names(result.plan)).toEqual(['a-1.0.0.zip', 'b-1.0.0.zip']);
  });

  it('resolves a dependency named @scope/name to that scope’s bundle, not another scope’s pack of the same id', () => {
    const available = [source('a', '1.0.0', {}, '@ada/a'), source('a', '1.9.0', {}, '@bob/a')];
    const result = resolveInstall(source('b', '1.0.0', { '@ada/a': '^1.0.0' }), installed(), available);
    expect(result.ok && names(result.plan)).toEqual(['@ada/a-1.0.0.zip', 'b-1.0.0.zip']);
  });

  it('uses an installed pack for a dependency named by its scoped name', () => {
    const result = resolveInstall(
      source('b', '1.0.0', { '@ada/a': '^1.0.0' }),
      installed({ id: 'a', registryName: '@ada/a', version: '1.0.0', dir: 'packs/a' }),
      [],
    );
    expect(result.ok && result.plan.uses.map((p) => p.dir)).toEqual(['packs/a']);
  });

  it('refuses two dependencies that are different packages with one pack id', () => {
    const available = [source('a', '1.0.0', {}, '@ada/a'), source('a', '1.0.0', {}, '@bob/a')];
    const result = resolveInstall(
      source('b', '1.0.0', { '@ada/a': '^1.0.0', '@bob/a': '^1.0.0' }),
      installed(),
      available,
    );
    expect(result).toEqual({
      ok: false,
      error:
        'b needs @bob/a, whose pack id a is already taken by @ada/a-1.0.0.zip: two packs of one id cannot be installed together',
    });
  });
});

describe('bestBundle', () => {
  it('takes the highest version within the range, a prerelease included', () => {
    const available = [source('a', '1.0.0'), source('a', '1.2.0-beta.1'), source('a', '2.0.0')];
    expect(bestBundle(available, 'a', '^1.0.0')?.from).toBe('a-1.2.0-beta.1.zip');
  });

  it('picks the bundle a dependency on the same range resolves to', () => {
    const available = [source('a', '1.0.0'), source('a', '1.1.0-rc.2')];
    const result = resolveInstall(source('b', '1.0.0', { a: '^1.0.0' }), installed(), available);
    expect(result.ok && names(result.plan)[0]).toBe(bestBundle(available, 'a', '^1.0.0')?.from);
  });

  it('finds nothing when no bundle of that name meets the range', () => {
    expect(bestBundle([source('a', '0.9.0'), source('b', '1.0.0')], 'a', '^1.0.0')).toBeUndefined();
  });
});
