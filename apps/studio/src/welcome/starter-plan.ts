// What the first screen's "New room", "New scenario" and "New mode" do, as
// plain data: which of the author's packs receives the new files (a new pack
// on top of the bundled ones when the author has none of their own), and the
// files each template starts with. The shell applies the plan.
import { newScenarioFiles, type NewFileSpec } from '../enigma-form/enigma-template.ts';
import { entitiesOf } from '../enigma-form/enigma-model.ts';
import { nameFromId } from '../workspace/file-templates.ts';
import type { NewPackInput } from '../workspace/manifest.ts';
import { readManifest } from '../workspace/manifest.ts';
import { freeId, type Pack } from '../workspace/pack.ts';

/** What the first screen can start. */
export type StarterKind = 'room' | 'scenario' | 'mode';

/** Where new files go: one of the author's packs, or a pack to create first. */
export type StarterPack = { kind: 'existing'; id: string } | { kind: 'create'; input: NewPackInput };

/** The pack a starter goes into: the selected pack when it is the author's, else their first; else a new one on every bundled pack. */
export function starterPack(packs: readonly Pack[], selectedId: string | null): StarterPack {
  const own = packs.filter((p) => !p.readOnly);
  const chosen = own.find((p) => p.id === selectedId) ?? own[0];
  if (chosen) return { kind: 'existing', id: chosen.id };
  const dependencies: Record<string, string> = {};
  for (const p of packs) dependencies[p.id] = readManifest(p.files['pack.json'])?.version || '0.1.0';
  const id = freeId('my-pack', new Set(packs.map((p) => p.id)));
  return { kind: 'create', input: { id, name: 'My pack', dependencies } };
}

/** The ids of the entities a set of files declares (so a new id does not clash). */
function takenIds(packs: readonly Pick<Pack, 'id' | 'files'>[]): Set<string> {
  const ids = new Set<string>();
  for (const p of packs) for (const e of entitiesOf(p)) if (typeof e['id'] === 'string') ids.add(e['id']);
  return ids;
}

/** The mode a new mode starts on: the dependencies' mode for the fewest players (then the smallest table, then by id), as `pack:id`. */
export function baseMode(closure: readonly Pick<Pack, 'id' | 'files'>[], packId: string): string {
  const modes = closure
    .filter((p) => p.id !== packId)
    .flatMap((p) =>
      entitiesOf(p)
        .filter((e) => e['kind'] === 'mode' && typeof e['id'] === 'string' && !('extends' in e))
        .map((e) => ({ ref: `${p.id}:${String(e['id'])}`, ...players(e) })),
    )
    .sort((a, b) => a.min - b.min || a.max - b.max || (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
  return modes[0]?.ref ?? '';
}

/** A mode's player counts (unknown counts sort last). */
function players(mode: Record<string, unknown>): { min: number; max: number } {
  const seats = mode['seats'] as { players?: { min?: unknown; max?: unknown } } | undefined;
  const count = (v: unknown) => (typeof v === 'number' ? v : Number.MAX_SAFE_INTEGER);
  return { min: count(seats?.players?.min), max: count(seats?.players?.max) };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The files a starter adds to pack `packId` (whose packs, itself and its dependencies, are
 * `closure`); the last one is the file to open.
 */
export function starterFiles(
  kind: StarterKind,
  packId: string,
  closure: readonly Pick<Pack, 'id' | 'files'>[],
  roomText: (id: string) => string,
): NewFileSpec[] {
  const own = closure.find((p) => p.id === packId);
  const paths = new Set(Object.keys(own?.files ?? {}));
  const ids = takenIds(closure);
  const fresh = (base: string, folder: string) => {
    let id = freeId(base, ids);
    while (paths.has(`${folder}/${id}.json`)) id = freeId(base, new Set([...ids, id]));
    return id;
  };
  if (kind === 'room') {
    const id = fresh('new-room', 'rooms');
    return [{ path: `rooms/${id}.json`, text: roomText(id) }];
  }
  if (kind === 'scenario') {
    const id = fresh('new-scenario', 'enigmas');
    return newScenarioFiles(id, packId, closure);
  }
  const id = fresh('new-mode', 'modes');
  const base = baseMode(closure, packId);
  const mode: Record<string, unknown> = { kind: 'mode', id, name: nameFromId(id) };
  if (base) {
    mode['extends'] = base;
    mode['description'] = `Starts as ${base}: every rule property written here replaces the base's.`;
  }
  return [{ path: `modes/${id}.json`, text: json(mode) }];
}
