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

type Seats = { players?: { min?: unknown; max?: unknown }; playerCounts?: unknown };

/** The `seats` of a mode, following `extends` through `find` (a few steps at most: a cycle ends it). */
function seatsOf(mode: Obj, packId: string, find?: ModeFinder): Seats | undefined {
  let at: Obj | undefined = mode;
  let pack = packId;
  for (let step = 0; at && step < 16; step++) {
    const seats = at['seats'] as Seats | undefined;
    if (seats) return seats;
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

/** What the players' fields need of a mode: its range, and the counts in it that play (all, unless it names them). */
export interface ModeInfo {
  id: string;
  minSeats: number;
  maxSeats: number;
  /** The player counts the mode plays with, in order: every count of the range unless `seats.playerCounts` names some. */
  seatCounts: number[];
}

/** The first mode a file holds, or null; `find` lets a mode that extends another take the base's seats. */
export function modeInfo(text: string, find?: ModeFinder, packId = ''): ModeInfo | null {
  const mode = modesIn(text)[0];
  if (!mode || typeof mode['id'] !== 'string') return null;
  const seats = seatsOf(mode, packId, find);
  const players = seats?.players;
  const min = typeof players?.min === 'number' ? players.min : 1;
  const max = Math.max(min, typeof players?.max === 'number' ? players.max : Math.max(min, 6));
  // Named counts are taken as they are (within the range); a whole range is listed up to 64 counts.
  const named = Array.isArray(seats?.playerCounts)
    ? [...new Set(seats.playerCounts)]
        .filter((n): n is number => Number.isInteger(n) && n >= min && n <= max)
        .sort((a, b) => a - b)
    : [];
  const range = () => Array.from({ length: Math.min(max - min + 1, 64) }, (_, i) => min + i);
  return { id: mode['id'], minSeats: min, maxSeats: max, seatCounts: named.length ? named : range() };
}

/** The players to play with: the count asked for when the mode plays with it, else the nearest that it does (the lower on a tie). */
export function seatsFor(info: Pick<ModeInfo, 'minSeats' | 'seatCounts'>, asked: number | null | undefined): number {
  const want = asked ?? info.minSeats;
  let best = info.seatCounts[0] ?? info.minSeats;
  for (const n of info.seatCounts) if (Math.abs(n - want) < Math.abs(best - want)) best = n;
  return best;
}

/** A Seed field's text as the engine takes it: a whole number as a number, anything else as text. */
export function seedValue(text: string): number | string {
  return /^-?\d+$/.test(text) ? Number(text) : text;
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
