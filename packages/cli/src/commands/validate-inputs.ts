// Turns the paths given to `roomsmith validate` into pack inputs: a pack
// folder, a folder of pack folders (e.g. content/), a zipped pack, or one
// content file (its whole pack is loaded, only its problems are shown).
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { readPackZip, type PackInput } from '@roomsmith/schema';
import { readPackFolder } from '@roomsmith/schema/node';

/** What the given paths resolve to: packs to load, and the files to report on when single files were named. */
export interface FoundInputs {
  inputs: PackInput[];
  /** Display paths of single files given; diagnostics elsewhere in their packs are not shown. */
  files: Set<string>;
  /** Roots of packs given whole (folders, zips): all their diagnostics are shown. */
  wholeRoots: Set<string>;
}

const toDisplay = (cwd: string, absolute: string) => path.relative(cwd, absolute).split(path.sep).join('/');
const isFile = (file: string) =>
  stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

/** The nearest folder at or above `dir` holding a pack.json. */
async function enclosingPack(dir: string): Promise<string | undefined> {
  for (let current = dir; ; current = path.dirname(current)) {
    if (await isFile(path.join(current, 'pack.json'))) return current;
    if (path.dirname(current) === current) return undefined;
  }
}

/** Pack inputs found under the given paths, or a usage error naming the path at fault. */
export async function findPackInputs(paths: string[], cwd: string): Promise<FoundInputs | { error: string }> {
  const found: FoundInputs = { inputs: [], files: new Set(), wholeRoots: new Set() };
  const inputs = found.inputs;
  const addFolder = async (folder: string): Promise<string> => {
    const root = toDisplay(cwd, folder);
    if (!inputs.some((i) => i.root === root)) inputs.push({ root, files: (await readPackFolder(folder)).files });
    return root;
  };
  for (const given of paths) {
    const absolute = path.resolve(cwd, given);
    const shown = toDisplay(cwd, absolute) || '.';
    const info = await stat(absolute).catch(() => undefined);
    if (!info) return { error: `no such file or folder: ${given}` };
    if (info.isFile() && absolute.endsWith('.json')) {
      const pack = await enclosingPack(path.dirname(absolute));
      if (!pack) return { error: `${given} is not inside a pack (no pack.json above it)` };
      await addFolder(pack);
      found.files.add(shown);
      continue;
    }
    if (info.isFile()) {
      if (!absolute.endsWith('.zip')) return { error: `not a pack folder, .zip or .json file: ${given}` };
      const zip = readPackZip(new Uint8Array(await readFile(absolute)), shown);
      if ('message' in zip) return { error: `${shown}: ${zip.message}` };
      inputs.push(zip);
      found.wholeRoots.add(zip.root);
      continue;
    }
    const folders = (await isFile(path.join(absolute, 'pack.json'))) ? [absolute] : await packFoldersIn(absolute);
    if (folders.length === 0) return { error: `no pack found in ${given} (a pack folder holds a pack.json)` };
    for (const folder of folders) found.wholeRoots.add(await addFolder(folder));
  }
  return found;
}

/** Whether a diagnostic is about what was asked for: a pack given whole, or a file named on its own. */
export function isRequested(file: string, found: FoundInputs): boolean {
  if (found.files.has(file)) return true;
  for (const root of found.wholeRoots) {
    // The working folder itself has the empty root: everything below it, not beside it.
    if (root === '' ? !file.startsWith('../') && !path.isAbsolute(file) : file.startsWith(`${root}/`)) return true;
  }
  return false;
}

async function packFoldersIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const folders: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const manifest = path.join(dir, entry.name, 'pack.json');
    if (
      await stat(manifest).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      folders.push(path.join(dir, entry.name));
  }
  return folders;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function dependencyIds(input: PackInput): string[] {
  const raw = input.files['pack.json'];
  try {
    const manifest: unknown = JSON.parse(typeof raw === 'string' ? raw : new TextDecoder().decode(raw));
    return isObject(manifest) && isObject(manifest['dependencies']) ? Object.keys(manifest['dependencies']) : [];
  } catch {
    return []; // the loader reports a broken pack.json; here it simply has no dependencies
  }
}

function packId(input: PackInput): string | undefined {
  const raw = input.files['pack.json'];
  try {
    const manifest: unknown = JSON.parse(typeof raw === 'string' ? raw : new TextDecoder().decode(raw));
    return isObject(manifest) && typeof manifest['id'] === 'string' ? manifest['id'] : undefined;
  } catch {
    return undefined;
  }
}

/** Packs from a folder of packs that the given inputs need (transitively) and do not include. */
export async function findDependencies(inputs: PackInput[], depsDir: string, cwd: string): Promise<PackInput[]> {
  const found = await findPackInputs([depsDir], cwd);
  if ('error' in found) return [];
  const byId = new Map(found.inputs.map((i) => [packId(i), i] as const));
  const have = new Set(inputs.map(packId));
  const extra: PackInput[] = [];
  const queue = inputs.flatMap(dependencyIds);
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const dep = byId.get(id);
    if (have.has(id) || !dep) continue;
    have.add(id);
    extra.push(dep);
    queue.push(...dependencyIds(dep));
  }
  return extra;
}
