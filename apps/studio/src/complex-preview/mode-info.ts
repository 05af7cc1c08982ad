// What the complex preview needs to know about a mode file: its id and how
// many players it seats (its own `seats`, or those of the mode it extends).
import { parse } from 'jsonc-parser';

type Obj = Record<string, unknown>;

/** Finds the file text holding a mode, by reference ("id" or "pack:id") from a pack: the text and the mode's pack. */
export type ModeFinder = (ref: string, fromPack: string) => { text: string; packId: string } | undefined;

function modesIn(text: string): Obj[] {
  const value: unknown = parse(text, [], { allowTrailingComma: true });
  return (Array.isArray(value) ? value : [value]).filter(
    (e): e is Obj => typeof e === 'object' && e !== null && (e as Obj)['kind'] === 'mode',
  );
}

/** The `seats.players` of a mode, following `extends` through `find` (a few steps at most: a cycle ends it). */
function playersOf(mode: Obj, packId: string, find?: ModeFinder): { min?: unknown; max?: unknown } | undefined {
  let at: Obj | undefined = mode;
  let pack = packId;
  for (let step = 0; at && step < 16; step++) {
    const seats = at['seats'] as { players?: { min?: unknown; max?: unknown } } | undefined;
    if (seats) return seats.players;
    const ref: unknown = at['extends'];
    const found: { text: string; packId: string } | undefined =
      typeof ref === 'string' && find ? find(ref, pack) : undefined;
    if (!found || typeof ref !== 'string') return undefined;
    const id: string = ref.slice(ref.indexOf(':') + 1);
    at = modesIn(found.text).find((m) => m['id'] === id);
    pack = found.packId;
  }
  return undefined;
}

/** The first mode a file holds, or null; `find` lets a mode that extends another take the base's seats. */
export function modeInfo(
  text: string,
  find?: ModeFinder,
  packId = '',
): { id: string; minSeats: number; maxSeats: number } | null {
  const mode = modesIn(text)[0];
  if (!mode || typeof mode['id'] !== 'string') return null;
  const players = playersOf(mode, packId, find);
  const min = typeof players?.min === 'number' ? players.min : 1;
  const max = typeof players?.max === 'number' ? players.max : Math.max(min, 6);
  return { id: mode['id'], minSeats: min, maxSeats: Math.max(min, max) };
}

/** A ModeFinder over packs of files: a plain id in the asking pack, "pack:id" in the named one. */
export function modeFinder(packs: ReadonlyArray<{ id: string; files: Record<string, string> }>): ModeFinder {
  return (ref, fromPack) => {
    const colon = ref.indexOf(':');
    const packId = colon < 0 ? fromPack : ref.slice(0, colon);
    const id = ref.slice(colon + 1);
    const pack = packs.find((p) => p.id === packId);
    for (const [path, text] of Object.entries(pack?.files ?? {})) {
      if (path === 'pack.json' || !text.includes(`"${id}"`)) continue;
      if (modesIn(text).some((m) => m['id'] === id)) return { text, packId };
    }
    return undefined;
  };
}
