// Checks JSON Schema cannot express: ranges whose min exceeds their max,
// enigma scenarios whose codes do not cover the four code shapes, pack tests seating
// more players than their mode takes. Runs on entities that passed their schema.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { EntityRecord, PackState } from '../load/pack-state.ts';
import { entityDiagnostic } from './entity-diagnostic.ts';
import type { Declarations } from './declarations.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function problem(
  record: EntityRecord,
  pointer: string,
  message: string,
  severity: Diagnostic['severity'] = 'error',
): Diagnostic {
  return entityDiagnostic(record, pointer, message, { severity });
}

/** Finds the entity a reference names, in the pack or (with "packId:") a dependency. */
function lookup(
  pack: PackState,
  decls: Map<PackState, Declarations>,
  kind: string,
  ref: unknown,
): EntityRecord | undefined {
  if (typeof ref !== 'string') return undefined;
  const colon = ref.indexOf(':');
  const owner = colon < 0 ? pack : ref.slice(0, colon) === pack.id ? pack : pack.dependencies.get(ref.slice(0, colon));
  return owner
    ? decls
        .get(owner)
        ?.entities.get(kind)
        ?.get(colon < 0 ? ref : ref.slice(colon + 1))
    : undefined;
}

function checkRange(record: EntityRecord, pointer: string, range: unknown, out: Diagnostic[]): void {
  if (
    isObj(range) &&
    typeof range['min'] === 'number' &&
    typeof range['max'] === 'number' &&
    range['min'] > range['max']
  ) {
    out.push(problem(record, `${pointer}/max`, `max ${range['max']} is below min ${range['min']}`));
  }
}

function checkMode(record: EntityRecord, out: Diagnostic[]): void {
  const seats = record.value['seats'];
  if (isObj(seats)) for (const key of ['players', 'characters']) checkRange(record, `/seats/${key}`, seats[key], out);
  const setup = isObj(record.value['setup']) ? record.value['setup'] : {};
  for (const table of ['roles', 'turns']) {
    list(setup[table]).forEach((row, i) =>
      checkRange(record, `/setup/${table}/${i}/characters`, isObj(row) ? row['characters'] : undefined, out),
    );
  }
}

/** The code shapes every enigma scenario covers, one code each (Escape Room: 4 codes, four shapes). */
const SHAPES = ['4 digits', '3 digits', '4 letters', '3 letters'];

function checkScenario(
  record: EntityRecord,
  pack: PackState,
  decls: Map<PackState, Declarations>,
  out: Diagnostic[],
): void {
  const cards = new Set(list(record.value['cards']));
  const rooms = new Map<string, number>();
  const shapes = new Map<string, number>();
  list(record.value['codes']).forEach((entry, i) => {
    if (!isObj(entry)) return;
    const roomRef = String(entry['room']);
    if (rooms.has(roomRef))
      out.push(
        problem(record, `/codes/${i}/room`, `room "${roomRef}" already has a code (codes/${rooms.get(roomRef)})`),
      );
    rooms.set(roomRef, i);
    const room = lookup(pack, decls, 'room', entry['room']);
    const spec = room && isObj(room.value['code']) ? room.value['code'] : undefined;
    if (room && !spec)
      out.push(
        problem(
          record,
          `/codes/${i}/room`,
          `room "${roomRef}" takes no code: give it a "code" shape to make it a Secret Code room`,
        ),
      );
    if (spec) {
      const shape = `${String(spec['length'])} ${String(spec['alphabet'])}`;
      if (shapes.has(shape))
        out.push(
          problem(
            record,
            `/codes/${i}/room`,
            `a second code of ${shape} (codes/${shapes.get(shape)} has one already): a scenario needs one code of each shape, ${SHAPES.join(', ')}`,
          ),
        );
      else shapes.set(shape, i);
    }
    if (entry['sha256'] === undefined)
      out.push(
        problem(
          record,
          `/codes/${i}`,
          `the code of room "${roomRef}" is not set yet: type it in the studio's enigma scenario builder (it stores a salted hash); until then the room cannot be activated`,
          'warning',
        ),
      );
    list(entry['cards']).forEach((card, j) => {
      if (!cards.has(card))
        out.push(
          problem(
            record,
            `/codes/${i}/cards/${j}`,
            `card "${String(card)}" is not among the scenario's cards`,
            'warning',
          ),
        );
    });
  });
  checkReachable(record, pack, decls, rooms, out);
  // Only when every room resolved: an unknown room is reported by the linker already.
  if (rooms.size > 0 && [...rooms.keys()].every((r) => lookup(pack, decls, 'room', r)))
    for (const shape of SHAPES)
      if (!shapes.has(shape))
        out.push(
          problem(
            record,
            '/codes',
            `no code of ${shape}: a scenario needs one code of each shape, ${SHAPES.join(', ')} (each for the Secret Code room that takes it)`,
          ),
        );
}

/** The pack declaring the entity a reference names (see `lookup`). */
function ownerOf(pack: PackState, ref: string): PackState | undefined {
  const colon = ref.indexOf(':');
  if (colon < 0 || ref.slice(0, colon) === pack.id) return pack;
  return pack.dependencies.get(ref.slice(0, colon));
}

/** Every room a mode's setup places (the `room` and `def` references anywhere under `setup`), resolved in its pack. */
function setupRooms(mode: Obj, modePack: PackState, decls: Map<PackState, Declarations>): Set<EntityRecord> {
  const found = new Set<EntityRecord>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isObj(node))
      for (const [key, value] of Object.entries(node)) {
        const room = (key === 'room' || key === 'def') && lookup(modePack, decls, 'room', value);
        if (room) found.add(room);
        else walk(value);
      }
  };
  walk(mode['setup']);
  return found;
}

/**
 * A scenario's Secret Code rooms must be ones its mode's setup puts in play, and every
 * Secret Code room the setup puts in play needs a code: otherwise the scenario cannot be won.
 */
function checkReachable(
  record: EntityRecord,
  pack: PackState,
  decls: Map<PackState, Declarations>,
  rooms: Map<string, number>,
  out: Diagnostic[],
): void {
  const modeRef = record.value['mode'];
  if (typeof modeRef !== 'string') return;
  const mode = lookup(pack, decls, 'mode', modeRef);
  const modePack = ownerOf(pack, modeRef);
  if (!mode || !mode.valid || !modePack) return;
  const placed = setupRooms(mode.resolved ?? mode.value, modePack, decls);
  const coded = new Set<EntityRecord>();
  for (const [roomRef, i] of rooms) {
    const room = lookup(pack, decls, 'room', roomRef);
    if (!room || !isObj(room.value['code'])) continue;
    coded.add(room);
    if (!placed.has(room))
      out.push(
        problem(
          record,
          `/codes/${i}/room`,
          `Secret Code room "${roomRef}" is not reachable in mode "${modeRef}": its setup never puts that room in the complex, so this code can never be typed and the scenario cannot be won`,
        ),
      );
  }
  for (const room of placed)
    if (isObj(room.value['code']) && !coded.has(room))
      out.push(
        problem(
          record,
          '/codes',
          `mode "${modeRef}" puts Secret Code room "${String(room.value['id'])}" in the complex but this scenario gives it no code: it could never be activated`,
        ),
      );
}

function checkTest(
  record: EntityRecord,
  pack: PackState,
  decls: Map<PackState, Declarations>,
  out: Diagnostic[],
): void {
  const mode = lookup(pack, decls, 'mode', record.value['mode']);
  const value = mode?.resolved ?? mode?.value;
  const seats = isObj(value?.['seats']) ? value['seats'] : undefined;
  const players = isObj(seats?.['players']) ? seats['players'] : undefined;
  const n = record.value['seats'];
  if (!players || typeof n !== 'number') return;
  const { min, max } = players as { min: number; max: number };
  // An inverted range is reported on the mode; comparing against it would only echo that.
  if (min <= max && (n < min || n > max))
    out.push(
      problem(record, '/seats', `mode "${String(record.value['mode'])}" takes ${min} to ${max} players, not ${n}`),
    );
}

/** Runs the cross-field checks on every valid entity of the packs. */
export function checkSemantics(packs: PackState[], decls: Map<PackState, Declarations>, out: Diagnostic[]): void {
  for (const pack of packs) {
    for (const record of pack.entities) {
      if (!record.valid) continue;
      if (record.kind === 'mode') checkMode(record, out);
      else if (record.kind === 'enigma-scenario') checkScenario(record, pack, decls, out);
      else if (record.kind === 'pack-test') checkTest(record, pack, decls, out);
    }
  }
}
