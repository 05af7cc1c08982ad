// The real pack loader of the play, replay, test and sim commands: read the
// folders, load them with the schema package, compile them with the engine.
import path from 'node:path';
import { compileRuleset, type Ruleset } from '@roomsmith/engine';
import { formatDiagnostic } from '@roomsmith/schema/diagnostic';
import { conditionOn, engine, modeHints, packRefs } from '@roomsmith/sim';
import { loadedPacksFactory, packGameFactory, type GameFactory } from '@roomsmith/sim/node';
import type { LoadedGame, LoadHooks, LoadOutcome } from './game-loader.ts';
import { checkedPacks } from './checked-packs.ts';
import { withSiblingDependencies } from './sibling-deps.ts';
import { textOf } from './text.ts';

/** Loads and compiles the packs in `given` (with the dependencies found beside them). */
export async function loadGame(given: string[], cwd: string, hooks: LoadHooks = {}): Promise<LoadOutcome<Ruleset>> {
  const dirs = withSiblingDependencies(given, cwd);
  // Checked and hashed first (or both taken from the check cache), so worker threads can be sent the
  // validated packs with their hash and compile them while this thread does the same for itself.
  const read = await checkedPacks(dirs, cwd, {
    ...(hooks.cache === false ? { cache: null } : {}),
    ...(hooks.note ? { note: hooks.note } : {}),
  });
  if (!read.ok) return read;
  const { hash } = read;
  const workerGame = loadedPacksFactory(read.packs, hash);
  hooks.loaded?.(workerGame);
  const { ruleset, diagnostics } = compileRuleset(read.packs, { hash });
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (!ruleset || errors.length)
    return { ok: false, diagnostics: (errors.length ? errors : diagnostics).map(formatDiagnostic) };
  const refs = packRefs(read.packs);
  const files = new Map<string, string>();
  read.packs.forEach((pack, i) => {
    for (const entity of pack.entities) {
      const id = (entity as { id?: string }).id;
      const file = pack.sources.get(entity)?.file;
      if (id && file) files.set(`${pack.manifest.id}:${id}`, path.join(dirs[i] ?? '', file));
    }
  });
  const tests: LoadedGame['tests'] = [];
  read.packs.forEach((pack, i) => {
    for (const entity of pack.entities) {
      if (entity.kind !== 'pack-test') continue;
      const file = pack.sources.get(entity)?.file ?? 'pack.json';
      tests.push({ pack: refs[i] as string, file: path.join(dirs[i] ?? '', file), test: entity });
    }
  });
  const game: LoadedGame<Ruleset> = {
    engine,
    ruleset,
    packs: refs,
    nameOf: (def) => textOf(ruleset.defs[def]?.name) || def,
    tests,
    modes: [...Object.keys(ruleset.modes), ...Object.keys(ruleset.modeAliases)],
    seatsOf: (mode) => (ruleset.modes[mode] ?? ruleset.modes[ruleset.modeAliases[mode] ?? ''])?.seats,
    condition: (state, condition) => conditionOn(ruleset, state, condition),
    hints: modeHints(read.packs),
    content: Object.entries(ruleset.defs)
      .filter(([, d]) => d.kind === 'room' || d.kind === 'card' || d.kind === 'character')
      .map(([id]) => id)
      .sort(),
    fileOf: (def) => files.get(def),
    workerGame,
  };
  return { ok: true, game };
}

/** The factory a sim pool uses to load the same packs in each worker. */
export function workerFactory(dirs: string[], cwd: string): GameFactory {
  return packGameFactory(withSiblingDependencies(dirs, cwd).map((d) => path.resolve(cwd, d)));
}
