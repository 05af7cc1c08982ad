import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { imageDataUrl } from '../workspace/assets.ts';
import { checkFileSize, MAX_FILE_BYTES, type Pack } from '../workspace/pack.ts';
import { packFromZip, packToZip, zipName } from './pack-zip.ts';

const pack: Pack = {
  id: 'mine',
  root: 'mine',
  readOnly: false,
  files: {
    'rooms/z.json': '{"kind":"room","id":"z"}\n',
    'pack.json': '{"id":"mine","version":"1.2.0","formatVersion":1}',
    'cards/a.json': '[ ]',
  },
};

const exported = (p: Pack): Uint8Array => {
  const result = packToZip(p);
  if (!result.ok) throw new Error(result.error);
  return result.bytes;
};

describe('pack zips', () => {
  it('round-trips a pack to the same files', () => {
    const back = packFromZip(exported(pack));
    expect(back).toEqual({ ok: true, pack: { ...pack } });
  });

  it('writes the same bytes for the same pack: a bundle manifest, pack.json, then the rest in path order', () => {
    const shuffled: Pack = { ...pack, files: Object.fromEntries(Object.entries(pack.files).reverse()) };
    expect(exported(shuffled)).toEqual(exported(pack));
    expect(Object.keys(unzipSync(exported(pack)))).toEqual([
      'roomsmith-bundle.json',
      'pack.json',
      'cards/a.json',
      'rooms/z.json',
    ]);
  });

  it('refuses to export a pack whose pack.json has no version yet, saying why', () => {
    const unversioned: Pack = { ...pack, files: { ...pack.files, 'pack.json': '{"id":"mine","formatVersion":1}' } };
    expect(packToZip(unversioned)).toEqual({
      ok: false,
      error: 'Export refused: pack.json: "version" must be a semver version such as "1.0.0".',
    });
  });

  it('refuses to import a bundle whose file was changed after export, writing nothing', () => {
    const entries = unzipSync(exported(pack));
    entries['rooms/z.json'] = strToU8('{"kind":"room","id":"evil"}');
    const result = packFromZip(zipSync(entries as Zippable));
    expect(result).toEqual({
      ok: false,
      error:
        'Import refused, nothing was written: "rooms/z.json" does not match its digest: the bundle was altered or damaged.',
    });
  });

  it('exports what roomsmith install reads: the manifest lists each file with its SHA-256', () => {
    const manifest = JSON.parse(strFromU8(unzipSync(exported(pack))['roomsmith-bundle.json'] as Uint8Array)) as {
      files: Array<{ path: string; sha256: string }>;
    };
    expect(manifest.files.map((f) => f.path)).toEqual(['cards/a.json', 'pack.json', 'rooms/z.json']);
    expect(manifest.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
  });

  it('reads a zip whose files sit in one top-level folder, ignoring non-content files', () => {
    const zip = zipSync({
      'my-pack/pack.json': strToU8('{"id":"other"}'),
      'my-pack/rooms/a.json': strToU8('{}'),
      'my-pack/README.md': strToU8('# hi'),
      'my-pack/project.json': strToU8('{}'),
    });
    const result = packFromZip(zip);
    expect(result.ok && result.pack.id).toBe('other');
    expect(result.ok && Object.keys(result.pack.files).sort()).toEqual(['pack.json', 'rooms/a.json']);
  });

  it('carries an image asset as its bytes in the bundle and back as the same data URL', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7]);
    const withImage: Pack = { ...pack, files: { ...pack.files, 'images/map.png': imageDataUrl(png) } };
    const bytes = exported(withImage);
    expect(unzipSync(bytes)['images/map.png']).toEqual(png);
    expect(packFromZip(bytes)).toEqual({ ok: true, pack: withImage });
  });

  it('refuses a zip whose image is not what its name says, writing nothing', () => {
    const entries: Zippable = {
      'pack.json': strToU8('{"id":"mine","version":"1.0.0","formatVersion":1}'),
      'images/map.png': strToU8('<svg/>'),
    };
    expect(packFromZip(zipSync(entries))).toEqual({
      ok: false,
      error: 'Import refused, nothing was written: images/map.png does not hold PNG data.',
    });
  });

  it('explains what is wrong with a zip that is not a pack', () => {
    expect(packFromZip(strToU8('not a zip'))).toMatchObject({ ok: false, error: /not a readable zip/ });
    expect(packFromZip(zipSync({ 'a/b/c.json': strToU8('{}') }))).toMatchObject({ ok: false, error: /no pack.json/ });
  });

  it('names the file after the pack id and version', () => {
    expect(zipName(pack)).toBe('mine-1.2.0.zip');
  });

  it.each([
    ['a pack id that climbs out', { 'pack.json': strToU8('{"id":"../../etc"}') }, /"\.\.\/\.\.\/etc" is not a pack id/],
    [
      'an entry that climbs out',
      { 'pack.json': strToU8('{"id":"p"}'), '../../etc/passwd.json': strToU8('{}') },
      /contains "\.\."/,
    ],
    ['an absolute entry', { 'pack.json': strToU8('{"id":"p"}'), '/etc/passwd.json': strToU8('{}') }, /absolute path/],
    ['an entry with a backslash', { 'pack.json': strToU8('{"id":"p"}'), 'rooms\\a.json': strToU8('{}') }, /backslash/],
    ['a script', { 'pack.json': strToU8('{"id":"p"}'), 'rooms/run.js': strToU8('x') }, /neither JSON nor an asset/],
  ])('refuses %s, writing nothing', (_name, entries, reason) => {
    const result = packFromZip(zipSync(entries));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^Import refused, nothing was written: /);
    expect(!result.ok && result.error).toMatch(reason);
  });
});

describe('file size limit', () => {
  it('refuses a zip holding a file over the limit, writing nothing', () => {
    const big = strToU8(`{"kind":"room","id":"x","name":"${'a'.repeat(MAX_FILE_BYTES)}"}`);
    const result = packFromZip(zipSync({ 'pack.json': strToU8('{"id":"p"}'), 'rooms/big.json': big }));
    expect(!result.ok && result.error).toMatch(
      /^Import refused, nothing was written: rooms\/big\.json is 1,048,610 bytes: files over 1,048,576 bytes \(1\.0 MB\) are not saved/,
    );
  });

  it('accepts a file under the limit', () => {
    expect(checkFileSize('rooms/a.json', '{}')).toBeNull();
  });
});
