// Loads the workspace's packs the one way every studio worker does: each pack
// under its id as root, checked against this engine's version (a pack made for
// another engine is an error at its `engine` range).
import { ENGINE_VERSION } from '@roomsmith/engine';
import { loadPacks, type LoadResult } from '@roomsmith/schema';
import type { PackSnapshot } from './loader-protocol.ts';

/** The packs loaded, linked and checked, with their diagnostics. */
export function loadWorkspacePacks(packs: readonly PackSnapshot[]): LoadResult {
  return loadPacks(
    packs.map((p) => ({ root: p.id, files: p.files })),
    { engineVersion: ENGINE_VERSION },
  );
}
