// Reads any bundled pack from content/ for engine tests (its content files
// and pack.json, not the Nx files at its top level).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const content = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content');

/** The bundled pack `id` as the workers receive it. */
export function bundledPack(id: string): { id: string; files: Record<string, string> } {
  const root = path.join(content, id);
  const files: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.json') && (dir !== root || name === 'pack.json'))
        files[path.relative(root, full).split(path.sep).join('/')] = readFileSync(full, 'utf8');
    }
  };
  walk(root);
  return { id, files };
}
