// Dependencies found beside a pack: `roomsmith test content/escape-room` also
// loads content/room25 when escape-room depends on room25 and no folder given
// on the command line provides it. A dependency named `@scope/name` is the
// sibling folder whose pack.json has that registryName (installed packs sit
// in folders named by their id: packs/hazards for @ada/hazards).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `@scope/name`: schema's `isScopedName`, restated because importing it from `@roomsmith/schema`
 * loads the whole pack checker with it (~2.6 MB of code), which a cached check needs none of
 * (sibling-deps.test.ts holds the two equal).
 */
export const isScopedName = (key: string): boolean => /^@[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key);

type Manifest = { id?: unknown; registryName?: unknown; dependencies?: unknown };

function manifestOf(dir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'pack.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The sibling folder of `dir` that holds the pack a dependency key names, if any. */
function siblingFor(dir: string, key: string): string | null {
  const parent = path.dirname(dir);
  if (!isScopedName(key)) {
    const candidate = path.join(parent, key);
    return existsSync(path.join(candidate, 'pack.json')) && manifestOf(candidate)?.id === key ? candidate : null;
  }
  let names: string[];
  try {
    names = readdirSync(parent).sort();
  } catch {
    return null;
  }
  for (const name of names) {
    const candidate = path.join(parent, name);
    if (candidate !== dir && manifestOf(candidate)?.registryName === key) return candidate;
  }
  return null;
}

/**
 * The folders given plus, before them, the folders beside them that hold the packs they
 * depend on (transitively) and that none of the given folders provides. Folders named by
 * the pack's id are looked for next to the pack; anything unreadable is left alone.
 */
export function withSiblingDependencies(dirs: string[], cwd: string): string[] {
  const given = dirs.map((d) => path.resolve(cwd, d));
  // What the given folders provide, by pack id and by registryName.
  const have = new Set(
    given.flatMap((d) => {
      const m = manifestOf(d);
      return [m?.id, m?.registryName].filter((n): n is string => typeof n === 'string');
    }),
  );
  const extra: string[] = [];
  const visit = (dir: string) => {
    const deps = manifestOf(dir)?.dependencies;
    if (typeof deps !== 'object' || deps === null) return;
    for (const key of Object.keys(deps)) {
      if (have.has(key)) continue;
      const candidate = siblingFor(dir, key);
      if (!candidate) continue;
      have.add(key);
      visit(candidate);
      extra.push(candidate);
    }
  };
  for (const d of given) visit(d);
  return extra.length ? [...extra, ...dirs] : dirs;
}
