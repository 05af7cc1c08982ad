// The modes a designer can playtest: every mode of every pack of the
// workspace (as the packs are now, unsaved edits included), with how many
// players it seats (following `extends` for a mode that inherits its seats).
import { parse } from 'jsonc-parser';
import { modeFinder, modeInfo } from '../complex-preview/mode-info.ts';

/** A mode to pick. */
export interface ModeChoice {
  /** `pack:id` */
  ref: string;
  packId: string;
  name: string;
  minSeats: number;
  maxSeats: number;
}

type Obj = Record<string, unknown>;

const nameOf = (name: unknown): string =>
  typeof name === 'string'
    ? name
    : name && typeof name === 'object'
      ? String((name as Obj)['en'] ?? Object.values(name)[0] ?? '')
      : '';

/** Every mode of the packs, by pack then file then position in the file. */
export function workspaceModes(packs: ReadonlyArray<{ id: string; files: Record<string, string> }>): ModeChoice[] {
  const find = modeFinder(packs);
  const out: ModeChoice[] = [];
  for (const pack of packs)
    for (const path of Object.keys(pack.files).sort()) {
      const text = pack.files[path] ?? '';
      if (path === 'pack.json' || !text.includes('"mode"')) continue;
      const value: unknown = parse(text, [], { allowTrailingComma: true });
      for (const entity of Array.isArray(value) ? value : [value]) {
        const e = entity as Obj | null;
        if (!e || typeof e !== 'object' || e['kind'] !== 'mode' || typeof e['id'] !== 'string') continue;
        const info = modeInfo(JSON.stringify(e), find, pack.id);
        if (!info) continue;
        out.push({
          ref: `${pack.id}:${e['id']}`,
          packId: pack.id,
          name: nameOf(e['name']) || e['id'],
          minSeats: info.minSeats,
          maxSeats: info.maxSeats,
        });
      }
    }
  return out;
}

/** The mode a file holds (its first), as `pack:id`, or null. */
export function modeOfFile(packId: string, text: string | undefined): string | null {
  const info = text ? modeInfo(text) : null;
  return info ? `${packId}:${info.id}` : null;
}
