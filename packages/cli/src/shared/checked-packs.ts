// Pack folders read, checked and hashed — or, when the very same bytes were
// checked before by the very same code, taken from the checked-packs cache
// (packs-cache.ts) without loading the checker at all.
import { rulesetHash } from '@roomsmith/engine';
import type { LoadedPack } from '@roomsmith/schema';
import { defaultPacksCache, type PacksCache } from './packs-cache.ts';
import { readPackInputs } from './read-folders.ts';

/** How to get checked packs. */
export interface CheckOptions {
  /** The cache to use: the default one (`defaultPacksCache`) when absent, none when null. */
  cache?: PacksCache | null;
  /** Told, in a line, where the packs came from (for `--verbose`). */
  note?(line: string): void;
}

/** Checked packs with their ruleset hash, or the formatted errors that stopped the load. */
export type Checked = { ok: true; packs: LoadedPack[]; hash: string } | { ok: false; diagnostics: string[] };

/** Reads the packs in `dirs`, then checks and hashes them unless the cache has them. */
export async function checkedPacks(dirs: readonly string[], cwd: string, options: CheckOptions = {}): Promise<Checked> {
  const read = await readPackInputs(dirs, cwd);
  if (!read.ok) return read;
  const cache = options.cache === undefined ? defaultPacksCache(cwd) : options.cache;
  const key = cache?.keyOf(read.inputs);
  if (cache && key) {
    const found = cache.get(key, read.inputs);
    if ('hit' in found) {
      options.note?.(`packs: from the check cache (${cache.dir}, ${key.slice(0, 12)})`);
      return { ok: true, ...found.hit };
    }
    if (found.miss === 'unusable') options.note?.(`packs: cache entry ${key.slice(0, 12)} unusable, checking again`);
  }
  const { checkInputs } = await import('./read-packs.ts');
  const checked = checkInputs(read.inputs);
  if (!checked.ok) return checked;
  const hash = rulesetHash(checked.packs);
  if (cache && key) {
    const stored = cache.put(key, read.inputs, { packs: checked.packs, hash });
    options.note?.(
      stored
        ? `packs: checked, kept in the check cache (${cache.dir}, ${key.slice(0, 12)})`
        : `packs: checked (the check cache at ${cache.dir} could not be written)`,
    );
  } else options.note?.('packs: checked (check cache off)');
  return { ok: true, packs: checked.packs, hash };
}
