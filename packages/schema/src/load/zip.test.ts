import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readPackZip } from './zip.ts';

describe('readPackZip', () => {
  it('reads a pack zipped at the top level', () => {
    const zip = zipSync({ 'pack.json': strToU8('{}'), 'rooms/a.json': strToU8('[]') });
    const result = readPackZip(zip, 'my.zip');
    expect('files' in result && Object.keys(result.files).sort()).toEqual(['pack.json', 'rooms/a.json']);
  });

  it('reads a pack zipped inside one folder', () => {
    const zip = zipSync({ 'my-pack/pack.json': strToU8('{}'), 'my-pack/rooms/a.json': strToU8('[]') });
    const result = readPackZip(zip);
    expect('files' in result && Object.keys(result.files).sort()).toEqual(['pack.json', 'rooms/a.json']);
  });

  it('reports bytes that are not a zip as a diagnostic', () => {
    const result = readPackZip(strToU8('hello'), 'bad.zip');
    expect('message' in result && result.message).toMatch(/^not a readable zip/);
  });

  it('reports a zip without pack.json', () => {
    const result = readPackZip(zipSync({ 'a.json': strToU8('{}') }), 'x.zip');
    expect('message' in result && result.message).toBe('no pack.json in the zip');
  });
});

describe('readPackZip refuses unsafe zips, with a clear message and no files', () => {
  const manifest = (id: string) => strToU8(JSON.stringify({ id, name: 'x', version: '1.0.0', formatVersion: 1 }));
  const refusal = (zip: Uint8Array, limits?: Parameters<typeof readPackZip>[2]) => {
    const result = readPackZip(zip, 'evil.zip', limits);
    expect('files' in result).toBe(false);
    return 'message' in result ? result.message : '';
  };

  it.each([
    [
      'a pack id that climbs out',
      { 'pack.json': manifest('../../etc') },
      /refused: "\.\.\/\.\.\/etc" is not a pack id/,
    ],
    ['an entry with ".."', { 'pack.json': manifest('p'), '../../etc/passwd.json': strToU8('{}') }, /contains "\.\."/],
    ['an absolute entry', { 'pack.json': manifest('p'), '/etc/passwd.json': strToU8('{}') }, /is an absolute path/],
    ['a backslash', { 'pack.json': manifest('p'), 'rooms\\a.json': strToU8('{}') }, /contains a backslash/],
    ['a drive letter', { 'pack.json': manifest('p'), 'C:/rooms/a.json': strToU8('{}') }, /starts with a drive letter/],
    ['a NUL', { 'pack.json': manifest('p'), 'rooms/a\u0000.json': strToU8('{}') }, /NUL or control character/],
    [
      'an entry that is neither JSON nor an asset',
      { 'pack.json': manifest('p'), 'run.sh': strToU8('rm') },
      /neither JSON nor an asset/,
    ],
  ])('refuses %s', (_name, entries, message) => {
    expect(refusal(zipSync(entries))).toMatch(message);
  });

  it('refuses a zip holding the same entry twice', () => {
    const zip = zipSync({ 'pack.json': manifest('p'), 'rooms/a.json': strToU8('{}'), 'rooms/b.json': strToU8('{}') });
    // Rename b to a in the local and central headers: same length, so the zip stays well formed.
    const text = Array.from(zip, (b) => String.fromCharCode(b))
      .join('')
      .replaceAll('rooms/b.json', 'rooms/a.json');
    expect(refusal(Uint8Array.from(text, (c) => c.charCodeAt(0)))).toBe('refused: the zip holds "rooms/a.json" twice');
  });

  it('refuses more files than the limit', () => {
    const entries = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`rooms/r${i}.json`, strToU8('{}')]));
    expect(refusal(zipSync({ 'pack.json': manifest('p'), ...entries }), { files: 5, bytes: 1e6, fileBytes: 1e6 })).toBe(
      'refused: the zip holds more than 5 files',
    );
  });

  it('stops a zip bomb while inflating, at the limit, whatever sizes the zip declares', () => {
    const bomb = zipSync(
      { 'pack.json': manifest('p'), 'rooms/zero.json': new Uint8Array(8 * 1024 * 1024) },
      { level: 1 },
    );
    expect(bomb.length).toBeLessThan(100_000);
    expect(refusal(bomb, { files: 10, bytes: 1024 * 1024, fileBytes: 1024 * 1024 })).toBe(
      'refused: "rooms/zero.json" unpacks to more than 1048576 bytes',
    );
  }, 60_000);

  it('refuses a zip whose entries together unpack to more than the total limit', () => {
    const zip = zipSync({
      'pack.json': manifest('p'),
      'rooms/a.json': new Uint8Array(600_000),
      'rooms/b.json': new Uint8Array(600_000),
    });
    expect(refusal(zip, { files: 10, bytes: 1_000_000, fileBytes: 1_000_000 })).toBe(
      'refused: the zip unpacks to more than 1000000 bytes',
    );
  });

  it('skips the folders and litter zip tools add', () => {
    const zip = zipSync({
      'pack.json': manifest('p'),
      '__MACOSX/._pack.json': strToU8('x'),
      'rooms/.DS_Store': strToU8('x'),
    });
    const result = readPackZip(zip);
    expect('files' in result && Object.keys(result.files)).toEqual(['pack.json']);
  });
});
