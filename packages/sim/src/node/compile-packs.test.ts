import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileRuleset, ENGINE_VERSION, type PackInput } from '@roomsmith/engine';
import { loadPacks } from '@roomsmith/schema';
import { readPackFolder } from '@roomsmith/schema/node';
import { engine } from '../engine-api.ts';
import { runBatch } from '../run/batch.ts';
import { miniPack } from '../testing/mini-pack.ts';
import { compileLoadedPacks, loadedPacksFactory, type SentPacks } from './compile-packs.ts';

const content = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content');
const packTest = { kind: 'pack-test', id: 'opens', mode: 'mini', seats: 2, expect: [] };
const tested: PackInput = {
  manifest: miniPack.manifest,
  entities: [...miniPack.entities, packTest],
  sources: new Map([[packTest, { file: 'tests/opens.json', pointer: '' }]]),
};
const sentOf = (packs: readonly PackInput[], hash?: string) => loadedPacksFactory(packs, hash).arg as SentPacks;

describe('loadedPacksFactory', () => {
  it("leaves the packs' tests out of what it sends with their hash, sources included", () => {
    const [sent] = sentOf([tested], 'h').packs;
    expect(sent?.entities).toEqual(miniPack.entities);
    expect([...(sent?.sources?.keys() ?? [])]).toEqual([]);
  });

  it('sends every entity without a hash, since the worker then hashes what it is sent', () => {
    expect(sentOf([tested]).packs[0]?.entities).toEqual(tested.entities);
  });
});

describe('compileLoadedPacks on what a worker is sent of each shipped pack', () => {
  const games = [
    { dirs: ['room25'], mode: 'coop-s1', seats: 4 },
    { dirs: ['double-rush'], mode: 'match', seats: 2 },
    { dirs: ['two-rooms'], mode: 'level-1', seats: 2 },
    { dirs: ['room25', 'escape-room'], mode: 'escape-room:escape-room', seats: 2 },
  ];

  it.each(games)(
    'compiles $dirs into a ruleset with their hash that plays the same games',
    async ({ dirs, ...batch }) => {
      const folders = await Promise.all(dirs.map((d) => readPackFolder(path.join(content, d))));
      const { packs } = loadPacks(folders, { engineVersion: ENGINE_VERSION });
      const full = compileRuleset(packs).ruleset;
      if (!full) throw new Error(`${dirs.join(', ')} did not compile`);
      const { ruleset } = compileLoadedPacks(structuredClone(sentOf(packs, full.hash)));
      expect(ruleset.hash).toBe(full.hash);
      const job = { ...batch, firstSeed: 1, games: 20, analytics: true };
      expect(runBatch({ engine, ruleset, ...job })).toEqual(runBatch({ engine, ruleset: full, ...job }));
    },
    60_000,
  );
});
