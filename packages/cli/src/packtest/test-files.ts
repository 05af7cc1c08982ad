// Pack tests that live outside any pack: JSON files (or folders of them)
// holding one pack-test entity or an array of them.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A pack test read from a file, not yet checked beyond its kind. */
export interface FoundTest {
  file: string;
  test: unknown;
}

async function jsonFiles(target: string): Promise<string[]> {
  const info = await stat(target);
  if (info.isFile()) return [target];
  const entries = await readdir(target, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Reads every pack-test entity in the files or folders given; throws naming a file that is not JSON. */
export async function readTestFiles(targets: readonly string[]): Promise<FoundTest[]> {
  const found: FoundTest[] = [];
  for (const target of targets) {
    for (const file of await jsonFiles(target)) {
      let data: unknown;
      try {
        data = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        throw new Error(`${file}: not JSON (${error instanceof Error ? error.message : String(error)})`);
      }
      for (const entity of Array.isArray(data) ? data : [data]) {
        if ((entity as { kind?: unknown } | null)?.kind === 'pack-test') found.push({ file, test: entity });
      }
    }
  }
  return found;
}

/** Whether a folder is a pack (has a pack.json). */
export async function isPackDir(dir: string): Promise<boolean> {
  return stat(path.join(dir, 'pack.json')).then(
    (s) => s.isFile(),
    () => false,
  );
}
