// Reads pack folders and checks them with the schema package's loader (parse,
// validate, link): what a queue worker or a benchmark does to build its game
// from paths. pack-game.ts imports this module when it builds a game, not with
// itself, so that the CLI, which imports pack-game.ts for `packGameFactory`
// alone, does not load the loader and its generated validators (~2.6 MB of
// code) when its packs come from the check cache.
import { ENGINE_VERSION } from '@roomsmith/engine';
import { formatDiagnostic, loadPacks, type LoadedPack } from '@roomsmith/schema';
import { readPackFolder } from '@roomsmith/schema/node';

/** Reads and checks the packs in `dirs` (absolute paths); throws listing the errors. */
export async function checkFolders(dirs: readonly string[]): Promise<LoadedPack[]> {
  const { packs, diagnostics } = loadPacks(await Promise.all(dirs.map((d) => readPackFolder(d))), {
    engineVersion: ENGINE_VERSION,
  });
  const loadErrors = diagnostics.filter((d) => d.severity === 'error');
  if (loadErrors.length) throw new Error(`packs failed to load:\n${loadErrors.map(formatDiagnostic).join('\n')}`);
  return packs;
}
