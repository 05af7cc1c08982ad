// Builds a game from pack folders on disk (read, load, compile), for worker
// threads and benchmarks that only have paths to go on.
import { compileRuleset, ENGINE_VERSION, type Ruleset } from '@roomsmith/engine';
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
  const compiled = compileRuleset(packs);
  const errors = compiled.diagnostics.filter((d) => d.severity === 'error');
  if (!compiled.ruleset || errors.length)
    throw new Error(`packs failed to compile:\n${errors.map(formatDiagnostic).join('\n')}`);
  return { engine, ruleset: compiled.ruleset, packs: packRefs(packs), hints: modeHints(packs) };
}

/** The pool factory that makes each worker load the packs in `dirs` (absolute paths). */
export function packGameFactory(dirs: readonly string[]): GameFactory {
  return { module: new URL('./pack-game.ts', import.meta.url).href, name: 'loadPackGame', arg: [...dirs] };
}
