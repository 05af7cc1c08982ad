import { cpSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileRuleset } from '@roomsmith/engine';
import type { LoadedPack, PackInput } from '@roomsmith/schema';
import { engine, runBatch } from '@roomsmith/sim';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureIo } from '../testing/capture.ts';
import { tempDir } from '../testing/temp-packs.ts';
import { simCommand } from '../commands/sim.ts';
import { checkedPacks, type Checked } from './checked-packs.ts';
import { codeIdentity, defaultPacksCache, PacksCache } from './packs-cache.ts';

const content = fileURLToPath(new URL('../../../../content', import.meta.url));

/** A fresh cache folder, and a copy of shipped packs (by folder name) to change at will. */
function workspace(...packs: string[]) {
  const dir = tempDir();
  for (const p of packs) cpSync(path.join(content, p), path.join(dir.root, p), { recursive: true });
  return { root: dir.root, cache: new PacksCache(path.join(dir.root, '.cache'), 'test code') };
}

/** Checks the packs through `cache`, and says where they came from. */
async function check(dirs: string[], cwd: string, cache: PacksCache | null) {
  const notes: string[] = [];
  const checked = await checkedPacks(dirs, cwd, { cache, note: (l) => notes.push(l) });
  if (!checked.ok) throw new Error(checked.diagnostics.join('\n'));
  return { ...checked, from: notes.join(' ') };
}

/** What a pack is, in a form `toEqual` compares quickly: each entity with where it came from. */
const shape = (packs: readonly LoadedPack[]) =>
  packs.map((p) => ({ manifest: p.manifest, entities: p.entities.map((e) => [e, p.sources.get(e)]), files: p.files }));

const entries = (cache: PacksCache) => readdirSync(cache.dir).filter((n) => n.endsWith('.bin'));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the checked-packs cache', () => {
  it.each([
    { dirs: ['room25'], mode: 'coop-s1', seats: 4 },
    { dirs: ['double-rush'], mode: 'match', seats: 2 },
    { dirs: ['room25', 'escape-room'], mode: 'escape-room:escape-room', seats: 2 },
  ])(
    'gives $dirs back as checked: the same packs, ruleset hash and games',
    async ({ dirs, ...batch }) => {
      const { root, cache } = workspace(...dirs);
      const checked = await check(dirs, root, cache);
      const cached = await check(dirs, root, cache);
      expect([checked.from, cached.from]).toEqual([
        expect.stringContaining('packs: checked, kept in the check cache'),
        expect.stringContaining('packs: from the check cache'),
      ]);
      expect(shape(cached.packs)).toEqual(shape(checked.packs));
      expect(cached.hash).toBe(checked.hash);
      const fresh = compileRuleset(checked.packs).ruleset;
      const kept = compileRuleset(cached.packs, { hash: cached.hash }).ruleset;
      if (!fresh || !kept) throw new Error('did not compile');
      expect(kept.hash).toBe(fresh.hash);
      const job = { ...batch, firstSeed: 1, games: 20, analytics: true };
      expect(runBatch({ engine, ruleset: kept, ...job })).toEqual(runBatch({ engine, ruleset: fresh, ...job }));
    },
    120_000,
  );

  it('checks a pack again when any of its files changed', async () => {
    const { root, cache } = workspace('two-rooms');
    const before = await check(['two-rooms'], root, cache);
    const manifest = path.join(root, 'two-rooms', 'pack.json');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('"version": "', '"version": "9'));
    const after = await check(['two-rooms'], root, cache);
    expect(after.from).toContain('packs: checked');
    expect(after.hash).not.toBe(before.hash);
    expect(entries(cache)).toHaveLength(2);
  });

  it('never takes packs checked by other code as checked', () => {
    const inputs: PackInput[] = [{ root: 'p', files: { 'pack.json': '{}' } }];
    const other = new PacksCache('unused', 'other code');
    expect(other.keyOf(inputs)).not.toBe(new PacksCache('unused', 'test code').keyOf(inputs));
  });

  it.each([
    ['cut short', (bytes: Buffer) => bytes.subarray(0, bytes.length >> 1)],
    ['with a byte changed', (bytes: Buffer) => Buffer.from(bytes.map((b, i) => (i === bytes.length >> 1 ? b ^ 1 : b)))],
    ['empty', () => Buffer.alloc(0)],
  ])('ignores an entry %s, checks the packs again and rewrites it', async (_, damage) => {
    const { root, cache } = workspace('two-rooms');
    const first = await check(['two-rooms'], root, cache);
    const [name] = entries(cache);
    const file = path.join(cache.dir, name as string);
    writeFileSync(file, damage(readFileSync(file)));
    const again = await check(['two-rooms'], root, cache);
    expect(again.from).toMatch(/unusable, checking again.*packs: checked, kept/);
    expect([again.hash, shape(again.packs)]).toEqual([first.hash, shape(first.packs)]);
    expect((await check(['two-rooms'], root, cache)).from).toContain('from the check cache');
  });

  it('does not hold failed checks', async () => {
    const { root, cache } = workspace('two-rooms');
    writeFileSync(path.join(root, 'two-rooms', 'pack.json'), '{');
    const failed: Checked = await checkedPacks(['two-rooms'], root, { cache });
    expect(failed.ok).toBe(false);
    expect(() => readdirSync(cache.dir)).toThrow();
  });

  const fakePacks = (n: number): { inputs: PackInput[]; value: { packs: LoadedPack[]; hash: string } } => {
    const inputs: PackInput[] = [{ root: 'p', files: { 'pack.json': `{"n":${n}}` } }];
    const packs = [
      { manifest: {}, entities: [], files: inputs[0]?.files ?? {}, sources: new Map() },
    ] as unknown as LoadedPack[];
    return { inputs, value: { packs, hash: `h${n}` } };
  };

  it('keeps at most its number of entries, dropping the least recently used', () => {
    const { root } = workspace();
    const writer = new PacksCache(path.join(root, 'c'), 'code', { maxEntries: 10, maxAgeMs: 1e12 });
    const made = [0, 1, 2, 3, 4].map((n) => {
      const { inputs, value } = fakePacks(n);
      const key = writer.keyOf(inputs);
      writer.put(key, inputs, value);
      const at = new Date(Date.now() - (10 - n) * 60_000); // written n minutes after the first
      utimesSync(path.join(writer.dir, `${key}.bin`), at, at);
      return { key, inputs };
    });
    const [first] = made;
    expect('hit' in writer.get(first?.key ?? '', first?.inputs ?? [])).toBe(true); // used last now
    new PacksCache(writer.dir, 'code', { maxEntries: 3, maxAgeMs: 1e12 }).prune();
    expect(entries(writer).sort()).toEqual([0, 3, 4].map((n) => `${made[n]?.key}.bin`).sort());
  });

  it('drops entries unused for longer than its age limit', () => {
    const { root } = workspace();
    const cache = new PacksCache(path.join(root, 'c'), 'code', { maxEntries: 10, maxAgeMs: 3600_000 });
    const old = fakePacks(1);
    const oldKey = cache.keyOf(old.inputs);
    cache.put(oldKey, old.inputs, old.value);
    const long = new Date(Date.now() - 2 * 3600_000);
    utimesSync(path.join(cache.dir, `${oldKey}.bin`), long, long);
    const recent = fakePacks(2);
    cache.put(cache.keyOf(recent.inputs), recent.inputs, recent.value);
    expect(entries(cache)).toEqual([`${cache.keyOf(recent.inputs)}.bin`]);
  });

  it('is off when ROOMSMITH_NO_CACHE is set, and in the folder ROOMSMITH_CACHE_DIR names', () => {
    expect(defaultPacksCache('/x', { ROOMSMITH_NO_CACHE: '1' })).toBeNull();
    expect(defaultPacksCache('/x', { ROOMSMITH_CACHE_DIR: 'c' })?.dir).toBe(path.join('/x', 'c', 'packs'));
    expect(codeIdentity()).toMatch(/^sources [0-9a-f]{64}$/);
  });
});

describe('roomsmith sim and the check cache', () => {
  const args = ['two-rooms', '--mode', 'level-1', '--seats', '2', '--games', '20', '--verbose'];

  it('says with --verbose that a second run took the packs from the cache, and reports the same games', async () => {
    const { root } = workspace('two-rooms');
    vi.stubEnv('ROOMSMITH_CACHE_DIR', path.join(root, 'cache'));
    const first = captureIo(root);
    const second = captureIo(root);
    expect(await simCommand.run(args, first)).toBe(0);
    expect(await simCommand.run(args, second)).toBe(0);
    expect(first.stderr).toEqual([expect.stringContaining('packs: checked, kept in the check cache')]);
    expect(second.stderr).toEqual([expect.stringContaining('packs: from the check cache')]);
    expect(second.stdout.slice(0, -1)).toEqual(first.stdout.slice(0, -1));
  }, 60_000);

  it('checks the packs and keeps nothing with --no-cache', async () => {
    const { root } = workspace('two-rooms');
    vi.stubEnv('ROOMSMITH_CACHE_DIR', path.join(root, 'cache'));
    const io = captureIo(root);
    expect(await simCommand.run([...args, '--no-cache'], io)).toBe(0);
    expect(io.stderr).toEqual(['packs: checked (check cache off)']);
    expect(() => readdirSync(path.join(root, 'cache'))).toThrow();
  }, 60_000);
});
