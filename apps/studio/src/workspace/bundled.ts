// The packs shipped with the studio (content/ at build time), read-only.
import { readManifest } from './manifest.ts';
import type { Pack } from './pack.ts';

/** Turns the bundled-packs module's entries into read-only workspace packs. */
export function bundledPacks(sources: ReadonlyArray<{ folder: string; files: Record<string, string> }>): Pack[] {
  return sources.map(({ folder, files }) => ({
    id: readManifest(files['pack.json'])?.id || folder,
    root: folder,
    files,
    readOnly: true,
  }));
}
