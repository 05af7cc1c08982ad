// Reads and writes the files a bundle carries (JSON and assets) in a pack
// folder on disk.
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isBundledPath } from '@roomsmith/schema';

// Folders never worth reading: tool state, not content.
const SKIP = new Set(['node_modules', '.git', '.nx', 'dist']);

/** Every file of a pack folder that travels in its bundle, as bytes, by relative path. */
export async function readPackTree(dir: string): Promise<Record<string, Uint8Array>> {
  const files: Record<string, Uint8Array> = {};
  const walk = async (sub: string): Promise<void> => {
    const entries = await readdir(path.join(dir, sub), { withFileTypes: true });
    for (const entry of entries) {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(rel);
      else if (entry.isFile() && isBundledPath(rel)) files[rel] = new Uint8Array(await readFile(path.join(dir, rel)));
    }
  };
  await walk('');
  return files;
}

/**
 * Writes a pack's files as folder `dir`, replacing what was there only once
 * every file is written (a temp folder beside it is renamed into place), so a
 * failure leaves the old pack whole.
 */
export async function writePackTree(dir: string, files: Record<string, Uint8Array>): Promise<void> {
  const parent = path.dirname(dir);
  await mkdir(parent, { recursive: true });
  const stamp = `${process.pid}-${Date.now().toString(36)}`;
  const temp = path.join(parent, `.${path.basename(dir)}.installing-${stamp}`);
  const old = path.join(parent, `.${path.basename(dir)}.replaced-${stamp}`);
  try {
    for (const [rel, data] of Object.entries(files)) {
      const file = path.join(temp, ...rel.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    }
    const hadOld = await rename(dir, old).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
    await rename(temp, dir);
    if (hadOld) await rm(old, { recursive: true, force: true });
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
