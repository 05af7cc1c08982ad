// Finds the folders of packs named "id@version" among the sub-folders of a
// content directory, by reading each pack.json's id.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Folders under `contentDir` whose pack.json id matches a name in `refs`, in the order of `refs`. */
export async function findPackDirs(refs: readonly string[], contentDir: string): Promise<string[]> {
  const byId = new Map<string, string>();
  const entries = await readdir(contentDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(contentDir, entry.name);
    try {
      const manifest = JSON.parse(await readFile(path.join(dir, 'pack.json'), 'utf8')) as { id?: unknown };
      if (typeof manifest.id === 'string') byId.set(manifest.id, dir);
    } catch {
      // Not a pack folder: skipped, the missing pack is reported below.
    }
  }
  return refs.map((ref) => {
    const id = ref.slice(0, ref.lastIndexOf('@'));
    const dir = byId.get(id);
    if (!dir) throw new Error(`pack ${id} not found in ${contentDir}; name its folder with --pack DIR`);
    return dir;
  });
}
