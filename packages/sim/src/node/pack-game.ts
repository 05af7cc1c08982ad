// Builds a game from pack folders on disk (read, load, compile), for queue
// workers and benchmarks that only have paths to go on. Worker threads of a
// process that has loaded the packs already compile those (compile-packs.ts).
import type { Ruleset } from '@roomsmith/engine';
import { engine } from '../engine-api.ts';
import { packRefs } from '../replay/record.ts';
import type { GameFactory } from './protocol.ts';
import { compileLoadedPacks } from './compile-packs.ts';
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
  // Imported now, not with this module (see check-folders.ts).
  const { checkFolders } = await import('./check-folders.ts');
  const packs = await checkFolders(dirs);
  return { ...compileLoadedPacks({ packs }), packs: packRefs(packs), hints: modeHints(packs) };
}

/** This module, as workers import it (the CLI bundle renames it). */
const MODULE = new URL('./pack-game.ts', import.meta.url).href;

/** The pool factory that makes each worker load the packs in `dirs` (absolute paths). */
export function packGameFactory(dirs: readonly string[]): GameFactory {
  return { module: MODULE, name: 'loadPackGame', arg: [...dirs] };
}
