// Dependencies found beside a pack: `roomsmith test content/escape-room` also
// loads content/room25 when escape-room depends on room25 and no folder given
// on the command line provides it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function manifestOf(dir: string): { id?: unknown; dependencies?: unknown } | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'pack.json'), 'utf8')) as { id?: unknown; dependencies?: unknown };
  } catch {
    return null;
  }
}

/**
 * The folders given plus, before them, the folders beside them that hold the packs they
 * depend on (transitively) and that none of the given folders provides. Folders named by
 * the pack's id are looked for next to the pack; anything unreadable is left alone.
 */
export function withSiblingDependencies(dirs: string[], cwd: string): string[] {
  const given = dirs.map((d) => path.resolve(cwd, d));
  const have = new Set(given.map((d) => manifestOf(d)?.id).filter((id): id is string => typeof id === 'string'));
  const extra: string[] = [];
  const visit = (dir: string) => {
    const deps = manifestOf(dir)?.dependencies;
    if (typeof deps !== 'object' || deps === null) return;
    for (const id of Object.keys(deps)) {
      if (have.has(id)) continue;
      const candidate = path.join(path.dirname(dir), id);
      if (!existsSync(path.join(candidate, 'pack.json')) || manifestOf(candidate)?.id !== id) continue;
      have.add(id);
      visit(candidate);
      extra.push(candidate);
    }
  };
  for (const d of given) visit(d);
  return extra.length ? [...extra, ...dirs] : dirs;
}
