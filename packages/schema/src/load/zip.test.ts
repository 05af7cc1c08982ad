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
