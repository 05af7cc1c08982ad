// The shipped packs (every folder of content/ with a pack.json, in name order) as `loadPacks` takes them,
// rooted at `content/<folder>` as diagnostics show them: what the validation bench times and the
// loader's measuring tools (ab/load-digest.ts, ab/validation-profile.ts) load.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PackInput } from '@roomsmith/schema';
import { readPackFolder } from '@roomsmith/schema/node';

/** The repository's content folder. */
const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');

/** Every shipped pack's files, read from disk. */
export async function shippedPackInputs(): Promise<PackInput[]> {
  const folders = readdirSync(contentDir)
    .filter((d) => existsSync(path.join(contentDir, d, 'pack.json')))
    .sort();
  return Promise.all(
    folders.map(async (d) => ({ root: `content/${d}`, files: (await readPackFolder(path.join(contentDir, d))).files })),
  );
}
