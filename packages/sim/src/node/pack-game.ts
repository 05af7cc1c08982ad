// Builds a game from pack folders on disk (read, load, compile), for queue
// workers and benchmarks that only have paths to go on; or, for worker threads
// of a process that has loaded the packs already, from those loaded packs
// (compile only: reading and validating them again cost each worker seconds).
import { compileRuleset, ENGINE_VERSION, type PackInput, type Ruleset } from '@roomsmith/engine';
import { formatDiagnostic, loadPacks } from '@roomsmith/schema';
import { readPackFolder } from '@roomsmith/schema/node';
import { engine } from '../engine-api.ts';
import { packRefs } from '../replay/record.ts';
import type { GameFactory } from './protocol.ts';
import { modeHints } from '../bots/hints.ts';
import type { BotHints } from '../bots/knowledge.ts';

/** A compiled game and the packs it came from. */
export interface PackGame {
  engine: typeof engine;
  ruleset: Ruleset;
  packs: string[];
  /** Each mode's `bots` hints, by qualified and plain id. */
  hints: Record<string, BotHints>;
}

/** Reads, loads and compiles the packs in `dirs` (absolute paths); throws listing the errors. */
export async function loadPackGame(dirs: readonly string[]): Promise<PackGame> {
  const { packs, diagnostics } = loadPacks(await Promise.all(dirs.map((d) => readPackFolder(d))), {
    engineVersion: ENGINE_VERSION,
  });
  const loadErrors = diagnostics.filter((d) => d.severity === 'error');
  if (loadErrors.length) throw new Error(`packs failed to load:\n${loadErrors.map(formatDiagnostic).join('\n')}`);
  return { ...compileLoadedPacks({ packs }), packs: packRefs(packs), hints: modeHints(packs) };
}

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
const MODULE = new URL('./pack-game.ts', import.meta.url).href;

/** The pool factory that makes each worker load the packs in `dirs` (absolute paths). */
export function packGameFactory(dirs: readonly string[]): GameFactory {
  return { module: MODULE, name: 'loadPackGame', arg: [...dirs] };
}

/**
 * The pool factory that makes each worker thread compile `packs`, loaded (read and validated) by
 * this thread: only what compiling reads is sent (manifest, entities, where each entity came from),
 * once per worker. Structured clone keeps the entities the `sources` map is keyed by. Not for
 * queue workers: their jobs travel as JSON, which has no maps.
 */
export function loadedPacksFactory(packs: readonly PackInput[], hash?: string): GameFactory {
  const sent = packs.map(({ manifest, entities, sources }) => ({
    manifest,
    entities,
    ...(sources ? { sources } : {}),
  }));
  const arg: SentPacks = hash === undefined ? { packs: sent } : { packs: sent, hash };
  return { module: MODULE, name: 'compileLoadedPacks', arg };
}
