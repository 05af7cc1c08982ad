// Reads the bundled room25 pack from content/ for engine tests.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const room25 = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content/room25');

function readFolder(dir: string, into: Record<string, string> = {}): Record<string, string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) readFolder(full, into);
    else if (name.endsWith('.json') && (dir !== room25 || name === 'pack.json'))
      into[path.relative(room25, full).split(path.sep).join('/')] = readFileSync(full, 'utf8');
  }
  return into;
}

/** The room25 pack's content files. */
export const files = readFolder(room25);
/** The room25 pack as the workers receive it. */
export const packs = [{ id: 'room25', files }];
const mode = Object.values(files)
  .map((text) => JSON.parse(text) as { kind?: string; id?: string; seats?: { players?: { min?: number } } })
  .find((e) => e.kind === 'mode');
/** The first mode of room25, qualified. */
export const modeId = `room25:${mode?.id}`;
/** The fewest players that mode seats. */
export const seats = Math.max(mode?.seats?.players?.min ?? 1, 1);
