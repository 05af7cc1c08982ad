// A new enigma scenario's files: the scenario (8 cards, the 4 codes not set
// yet, one per Secret Code room of each shape the packs offer) and its 8
// empty enigma cards, each in its own file beside it — as the escape-room
// pack lays its scenarios out.
import { nameFromId } from '../workspace/file-templates.ts';
import type { Pack } from '../workspace/pack.ts';
import { entitiesOf, secretRooms, shapeText, type SecretRoom } from './enigma-model.ts';

/** How many enigma cards a scenario holds (the schema's count). */
export const CARD_COUNT = 8;

/** A file to add: its path and text. */
export interface NewFileSpec {
  path: string;
  text: string;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** One Secret Code room of each shape, in the rules' order (4 digits, 3 digits, 4 letters, 3 letters). */
function oneOfEachShape(rooms: readonly SecretRoom[]): SecretRoom[] {
  const seen = new Set<string>();
  return rooms.filter((r) => !seen.has(shapeText(r.shape)) && seen.add(shapeText(r.shape)));
}

/** The first mode of the packs whose setup names every one of `rooms` (as `packId` names modes). */
function modeFor(packs: readonly Pick<Pack, 'id' | 'files'>[], rooms: readonly SecretRoom[], packId: string): string {
  const ids = rooms.map((r) => r.ref.slice(r.ref.indexOf(':') + 1));
  for (const pack of [...packs].reverse())
    for (const e of entitiesOf(pack)) {
      if (e['kind'] !== 'mode' || typeof e['id'] !== 'string') continue;
      const setup = JSON.stringify(e['setup'] ?? {});
      if (ids.length > 0 && ids.every((id) => setup.includes(`"${id}"`) || setup.includes(`:${id}"`)))
        return pack.id === packId ? e['id'] : `${pack.id}:${e['id']}`;
    }
  return '';
}

/**
 * The files of a new scenario `id` in pack `packId`, whose packs (itself and its dependencies)
 * are `closure`: the scenario at `scenarioPath` (last: it is the file opened) and its cards in
 * a folder named after it beside it, `<folder>/<id>/<id>-<n>.json`.
 */
export function newScenarioFiles(
  id: string,
  packId: string,
  closure: readonly Pick<Pack, 'id' | 'files'>[],
  scenarioPath = `enigmas/${id}.json`,
): NewFileSpec[] {
  const folder = scenarioPath.slice(0, scenarioPath.lastIndexOf('/'));
  const rooms = oneOfEachShape(secretRooms(closure, packId));
  const mode = modeFor(closure, rooms, packId);
  const name = nameFromId(id);
  const cardIds = Array.from({ length: CARD_COUNT }, (_, i) => `${id}-${i + 1}`);
  const cards: NewFileSpec[] = cardIds.map((cardId, i) => ({
    path: `${folder}/${id}/${cardId}.json`,
    text: json({
      kind: 'card',
      type: 'enigma',
      id: cardId,
      name: { en: `${name} ${i + 1}` },
      number: i + 1,
      clue: { en: '' },
      origin: { source: 'house' },
      tags: [id],
    }),
  }));
  const scenario: NewFileSpec = {
    path: scenarioPath,
    text: json({
      kind: 'enigma-scenario',
      id,
      name: { en: name },
      number: 1,
      ...(mode ? { mode } : {}),
      origin: { source: 'house' },
      cards: cardIds,
      codes: rooms.map((r) => ({ room: r.ref })),
    }),
  };
  return [...cards, scenario];
}
