// What the pack list shows of each pack.
import { readManifest } from '../workspace/manifest.ts';
import type { Pack } from '../workspace/pack.ts';

/** One row of the pack list. */
export interface PackEntry {
  id: string;
  name: string;
  version: string;
  fileCount: number;
  readOnly: boolean;
}

/** The rows of the pack list, in the workspace's order. */
export function packEntries(packs: readonly Pack[]): PackEntry[] {
  return packs.map((pack) => {
    const manifest = readManifest(pack.files['pack.json']);
    return {
      id: pack.id,
      name: manifest?.name || pack.id,
      version: manifest?.version ?? '',
      fileCount: Object.keys(pack.files).length,
      readOnly: pack.readOnly,
    };
  });
}
