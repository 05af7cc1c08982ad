// Builds a game, on a worker thread, from packs a thread of the same process has
// read and validated already: compile only (reading and validating them again
// cost each worker seconds). Kept apart from pack-game.ts, which reads and
// validates folders, so a worker's import of this module does not load the
// pack loader and its generated validators (~2.4 MB of code) it never calls.
import { compileRuleset, type PackInput, type Ruleset } from '@roomsmith/engine';
import { formatDiagnostic } from '@roomsmith/schema/diagnostic';
import { engine } from '../engine-api.ts';
import type { GameFactory } from './protocol.ts';

/** Packs a worker thread is sent, with the ruleset hash the sending thread worked out for them. */
export interface SentPacks {
  packs: readonly PackInput[];
  hash?: string;
}

/**
 * Compiles packs already read and validated (by this thread or the one that sent them); throws listing
 * the errors. Sent with their hash, they are not hashed again.
 */
export function compileLoadedPacks({ packs, hash }: SentPacks): { engine: typeof engine; ruleset: Ruleset } {
  const compiled = compileRuleset(packs, hash === undefined ? {} : { hash });
  const errors = compiled.diagnostics.filter((d) => d.severity === 'error');
  if (!compiled.ruleset || errors.length)
    throw new Error(`packs failed to compile:\n${errors.map(formatDiagnostic).join('\n')}`);
  return { engine, ruleset: compiled.ruleset };
}

/** This module, as workers import it (the CLI bundle renames it). */
const MODULE = new URL('./compile-packs.ts', import.meta.url).href;

/** Whether an entity is one of a pack's tests, which a ruleset never compiles in (they only hash). */
const isPackTest = (entity: unknown): boolean =>
  entity !== null && typeof entity === 'object' && (entity as { kind?: unknown }).kind === 'pack-test';

/**
 * The pool factory that makes each worker thread compile `packs`, loaded (read and validated) by
 * this thread: only what compiling reads is sent (manifest, entities, where each entity came from),
 * once per worker. Structured clone keeps the entities the `sources` map is keyed by. With the
 * packs' `hash`, the packs' tests are left out (most of a tested pack's data: three quarters of
 * Room 25's), since they count only in the hash; without it the worker hashes what it is sent, so
 * everything goes. Not for queue workers: their jobs travel as JSON, which has no maps.
 */
export function loadedPacksFactory(packs: readonly PackInput[], hash?: string): GameFactory {
  const sent = packs.map(({ manifest, entities, sources }) => {
    const played = hash === undefined ? entities : entities.filter((e) => !isPackTest(e));
    const kept =
      sources && played.length < entities.length
        ? new Map([...sources].filter(([entity]) => !isPackTest(entity)))
        : sources;
    return { manifest, entities: played, ...(kept ? { sources: kept } : {}) };
  });
  const arg: SentPacks = hash === undefined ? { packs: sent } : { packs: sent, hash };
  return { module: MODULE, name: 'compileLoadedPacks', arg };
}
