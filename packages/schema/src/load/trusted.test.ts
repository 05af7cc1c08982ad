// A trusted load (`trusted: true`) skips what only looks for errors. Worker
// threads use it on files their parent has loaded without an error, so it
// must build exactly the packs a checked load builds: entities, their order,
// modes resolved through `extends`/`amend`, and where each entity came from.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freshLoadOptions } from '../node/compile.ts';
import { readPackFolder } from '../node/read-folder.ts';
import { loadPacks } from './load-packs.ts';
import type { LoadedPack } from './types.ts';

const content = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content');

/** What compiling reads of a loaded pack, with each entity's source in entity order. */
const shape = (packs: readonly LoadedPack[]) =>
  packs.map((p) => ({ manifest: p.manifest, entities: p.entities, sources: p.entities.map((e) => p.sources.get(e)) }));

describe('a trusted load', () => {
  it('builds the same packs as a checked load of the shipped Room 25 and Escape Room', async () => {
    const inputs = await Promise.all(['room25', 'escape-room'].map((p) => readPackFolder(path.join(content, p))));
    const checked = loadPacks(inputs, freshLoadOptions());
    expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const trusted = loadPacks(inputs, { trusted: true });
    expect(shape(trusted.packs)).toEqual(shape(checked.packs));
  }, 60_000);

  it('does not look for schema errors', () => {
    const manifest = JSON.stringify({ id: 'p', name: 'P', version: '1.0.0', formatVersion: 1 });
    const room = JSON.stringify({ kind: 'room', id: 'a', name: 'a', colour: 'pink' });
    const input = { root: 'p', files: { 'pack.json': manifest, 'rooms/a.json': room } };
    expect(loadPacks([input], freshLoadOptions()).diagnostics.length).toBeGreaterThan(0);
    expect(loadPacks([input], { trusted: true }).diagnostics).toEqual([]);
  });
});
