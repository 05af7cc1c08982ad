import { describe, expect, it } from 'vitest';
import { tempDir } from '../testing/temp-packs.ts';
import { readPacks } from './read-packs.ts';

const manifest = {
  id: 'tiny',
  name: 'Tiny',
  version: '1.0.0',
  formatVersion: 1,
  license: 'MIT',
  authors: ['me'],
  dependencies: {},
};

describe('readPacks', () => {
  it('loads a pack folder', async () => {
    const dir = tempDir();
    dir.write('tiny/pack.json', manifest);
    const outcome = await readPacks(['tiny'], dir.root);
    expect(outcome.ok && outcome.packs.map((p) => p.manifest.id)).toEqual(['tiny']);
  });

  it('names a folder it cannot read', async () => {
    const outcome = await readPacks(['missing'], tempDir().root);
    expect(outcome).toEqual({
      ok: false,
      diagnostics: [expect.stringMatching(/^missing: cannot read the pack folder/)],
    });
  });

  it('returns error diagnostics with paths relative to the working directory', async () => {
    const dir = tempDir();
    dir.write('tiny/pack.json', { ...manifest, version: 7 });
    const outcome = await readPacks(['tiny'], dir.root);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.diagnostics[0]).toMatch(/^tiny\/pack\.json:\d+:\d+ error /);
  });
});
